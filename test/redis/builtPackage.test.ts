// The built @rcs-send/redis, loaded from outside as a consumer would (no source condition),
// through its ESM and CommonJS entry points.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const NAMES = ['connectRedis', 'createRedisBalancePort', 'createRedisIdempotencyPort', 'createRedisPorts', 'createRedisRateLimitPort', 'createRedisSubmitPort', 'createStreamReader', 'isRedisClusterUrl', 'parseRedisClusterUrl'];
const program = (load: string): string => `${load}
const error = new redis.RedisUnavailableError('submit', Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 2);
console.log(JSON.stringify({ functions: ${JSON.stringify(NAMES)}.map((name) => typeof redis[name]), unavailable: error instanceof service.ServiceUnavailableError, code: error.code }));`;

/** Runs `source` in a fresh node process at the repository root, without the source condition. */
const run = (args: string[], source: string): unknown =>
  JSON.parse(execFileSync(process.execPath, [...args, '-e', source], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } }));
const expected = { functions: NAMES.map(() => 'function'), unavailable: true, code: 'ECONNREFUSED' };

describe('the built @rcs-send/redis', () => {
  it('should have been built (run `pnpm build` first)', () => {
    expect(existsSync(join(repo, 'packages', 'redis', 'dist', 'index.js'))).toBe(true);
  });

  it('should work through its ESM entry point', () => {
    expect(run(['--input-type=module'], program(`const [redis, service] = await Promise.all([import('@rcs-send/redis'), import('@rcs-send/service')]);`))).toEqual(expected);
  });

  it('should work through its CommonJS entry point', () => {
    expect(run([], program(`const [redis, service] = [require('@rcs-send/redis'), require('@rcs-send/service')];`))).toEqual(expected);
  });
});
