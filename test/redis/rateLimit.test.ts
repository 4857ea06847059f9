// The Redis token bucket: one limit shared by every instance, on Redis's clock, with the
// Retry-After it implies.
import { describe, expect, it } from 'vitest';
import { createRedisRateLimitPort, type RedisClient, type RedisRateLimitOptions } from '@rcs-send/redis';
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
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => ports[i % 2]!.consume('acme')));
      const allowed = decisions.filter((decision) => decision.allowed).length;
      expect(allowed).toBeGreaterThanOrEqual(5);
      expect(allowed).toBeLessThanOrEqual(6); // a token may come back while the 40 run
      for (const decision of decisions) if (!decision.allowed) expect(decision.retryAfterSeconds).toBe(1);
    });

    it('should keep subjects apart', async () => {
      const [port] = instances({ requestsPerSecond: 1, burst: 1 });
      expect((await port!.consume('a')).allowed).toBe(true);
      expect((await port!.consume('a')).allowed).toBe(false);
      expect((await port!.consume('b')).allowed).toBe(true);
    });

    it('should refill at the rate and say how long to wait at a slow one', async () => {
      const [fast] = instances({ requestsPerSecond: 20, burst: 1 });
      expect((await fast!.consume('a')).allowed).toBe(true);
      expect((await fast!.consume('a')).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 120));
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
