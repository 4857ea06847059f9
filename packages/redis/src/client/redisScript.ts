import type { RedisClient } from './connectRedis';
import { _runScript, _script } from './script';
import { _guard } from './unavailable';

/** A Lua script run atomically on Redis, for ports built on this package's connection. @public */
export interface RedisScript {
  /** Runs the script with `keys` (all on one cluster slot) and `args`; any failure of Redis is a `RedisUnavailableError`. */
  run(redis: RedisClient, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown>;
}

/**
 * Prepares `lua` as the ports of this package run theirs: EVALSHA, EVAL once when Redis lost
 * the script, every failure wrapped in a `RedisUnavailableError` (a 503 for the service) naming `operation`
 * (with `retryAfterSeconds`, default 1).
 *
 * @public
 */
export function defineRedisScript(lua: string, operation: string, retryAfterSeconds = 1): RedisScript {
  const script = _script(lua);
  return { run: (redis, keys, args) => _guard(operation, retryAfterSeconds, () => _runScript(redis, script, keys, args)) };
}
