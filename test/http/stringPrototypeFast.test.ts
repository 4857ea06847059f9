// A server on its database never loads ioredis: ioredis defines a class that extends `String`,
// after which V8 keeps `String.prototype` in dictionary mode for the whole process, and every
// string method the validation calls gets slower (the core's time on payload M: 19 -> 31 µs).
// Checked in a child process, as the server's own process starts: `String.prototype` keeps fast
// properties once the server's package is loaded and a configuration with a Redis Cluster URL
// is checked; and loading the Redis package does make it slow (what this test guards against).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');

const child = `
const { loadServerConfig } = await import('@rcs-send/server');
const { createRequire } = await import('node:module');
const fast = () => eval('%HasFastProperties(String.prototype)');
const ioredisModules = () => Object.keys(createRequire(import.meta.url).cache).filter((path) => path.includes('ioredis')).length;
loadServerConfig({ env: { RCS_SEND_REDIS_URL: 'redis+cluster://127.0.0.1:7001,127.0.0.1:7002' } });
const server = { fast: fast(), ioredisModules: ioredisModules() };
await import('@rcs-send/redis');
console.log(JSON.stringify({ server, afterRedis: { fast: fast(), ioredisModules: ioredisModules() } }));
`;

describe('the server package and string speed', () => {
  it('should leave String.prototype fast and ioredis unloaded until the Redis package is asked for', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--conditions=@rcs-send/source', '--input-type=module', '-e', child], {
      cwd: join(repo, 'packages', 'server'),
      timeout: 60_000,
    });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { server: { fast: boolean; ioredisModules: number }; afterRedis: { fast: boolean; ioredisModules: number } };
    expect(seen.server).toEqual({ fast: true, ioredisModules: 0 });
    expect(seen.afterRedis.fast).toBe(false);
    expect(seen.afterRedis.ioredisModules).toBeGreaterThan(0);
  });
});
