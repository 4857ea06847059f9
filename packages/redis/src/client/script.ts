import { createHash } from 'node:crypto';
import type { RedisClient } from './connectRedis';

/** A Lua script and its SHA-1, run with EVALSHA (EVAL when Redis does not have it yet). @internal */
export interface _Script {
  readonly lua: string;
  readonly sha: string;
}

/** Prepares `lua` to be run by {@link _runScript}. @internal */
export function _script(lua: string): _Script {
  return { lua, sha: createHash('sha1').update(lua, 'utf8').digest('hex') };
}

/** True for Redis's reply when a script is not in its cache (after a restart or SCRIPT FLUSH). */
const isNoScript = (error: unknown): boolean => String((error as { message?: unknown } | null)?.message ?? '').startsWith('NOSCRIPT');

/**
 * Runs `script` atomically with `keys` and `args`: EVALSHA, then EVAL once if Redis lost the
 * script (a script runs whole or not at all, so the retry cannot apply it twice).
 *
 * @internal
 */
export async function _runScript(redis: RedisClient, script: _Script, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!isNoScript(error)) throw error;
    return redis.eval(script.lua, keys.length, ...keys, ...args);
  }
}
