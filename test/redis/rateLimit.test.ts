// The Redis token bucket: one limit shared by every instance, on Redis's clock, with the
// Retry-After it implies.
import { describe, expect, it } from 'vitest';
import { createRedisRateLimitPort, type RedisClient, type RedisRateLimitOptions } from '@rcs-send/redis';
import { waitUntil } from '../support/waitUntil';
import { BACKENDS, openBackend, uniquePrefix } from './support/testRedis';

let connections: RedisClient[];

/** One rate limit port per connection ("instance"), sharing buckets. */
const instances = (options: Omit<RedisRateLimitOptions, 'prefix'>) => {
  const prefix = uniquePrefix('rate');
  return connections.map((connection) => createRedisRateLimitPort(connection, { ...options, prefix }));
};

describe.each(BACKENDS)('on %s', (backend) => {
  openBackend(backend, 2, (open) => {
    connections = open;
  });

  describe('createRedisRateLimitPort', () => {
    it('should allow the burst once across all instances, then refuse with Retry-After', async () => {
      const ports = instances({ requestsPerSecond: 1, burst: 5 });
      const started = performance.now();
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => ports[i % 2]!.consume('acme')));
      const elapsedSeconds = (performance.now() - started) / 1000;
      const allowed = decisions.filter((decision) => decision.allowed).length;
      expect(allowed).toBeGreaterThanOrEqual(5);
      expect(allowed).toBeLessThanOrEqual(5 + Math.ceil(elapsedSeconds)); // a token comes back each second the 40 take (one, on a machine quick to run them)
      for (const decision of decisions) if (!decision.allowed) expect(decision.retryAfterSeconds).toBe(1);
    });

    it('should keep subjects apart', async () => {
      const [port] = instances({ requestsPerSecond: 0.01, burst: 1 }); // no token back for 100 s: refused next, however slow the machine
      expect((await port!.consume('a')).allowed).toBe(true);
      expect((await port!.consume('a')).allowed).toBe(false);
      expect((await port!.consume('b')).allowed).toBe(true);
    });

    it('should refill at the rate and say how long to wait at a slow one', async () => {
      const [fast] = instances({ requestsPerSecond: 20, burst: 1 });
      expect((await fast!.consume('a')).allowed).toBe(true);
      // Emptied: refused when asked within 50 ms of the last token taken (the next ask, unless the machine stalls between them).
      await waitUntil('a refusal from a bucket of 1 at 20/s, asked again within 50 ms', 20_000, async () => !(await fast!.consume('a')).allowed);
      await new Promise((resolve) => setTimeout(resolve, 120)); // at least the 50 ms a token takes to come back
      expect((await fast!.consume('a')).allowed).toBe(true);
      const [slow] = instances({ requestsPerSecond: 0.1, burst: 1 });
      await slow!.consume('a');
      expect(await slow!.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    });

    it('should refuse options that cannot limit anything', () => {
      expect(() => createRedisRateLimitPort(connections[0]!, { requestsPerSecond: 0 })).toThrow(TypeError);
      expect(() => createRedisRateLimitPort(connections[0]!, { requestsPerSecond: 1, burst: 0.5 })).toThrow(TypeError);
    });
  });
});
