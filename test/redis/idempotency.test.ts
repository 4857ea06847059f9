// The Redis Idempotency-Key store: one request of a key at a time across instances, the first
// response replayed everywhere, and a crashed instance's claim freed after claimSeconds.
import { describe, expect, it } from 'vitest';
import { errorResponse, type IdempotencyPort } from '@rcs-send/service';
import { createRedisIdempotencyPort, type RedisClient, type RedisIdempotencyOptions } from '@rcs-send/redis';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

const response = errorResponse('INSUFFICIENT_BALANCE');
let redis: TestBackend;
let connections: RedisClient[];

/** Two instances' stores on the same keys. */
const instances = (options: Omit<RedisIdempotencyOptions, 'prefix'> = {}): IdempotencyPort[] => {
  const prefix = uniquePrefix('idempotency');
  return connections.map((connection) => createRedisIdempotencyPort(connection, { ...options, prefix }));
};

describe.each(BACKENDS)('on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  describe('createRedisIdempotencyPort', () => {
    it('should claim once across instances, say in-progress, then replay the completed response everywhere', async () => {
      const [a, b] = instances();
      const claims = await Promise.all([a!.claim('p', 'k', 'f'), b!.claim('p', 'k', 'f'), a!.claim('p', 'k', 'f')]);
      expect(claims.filter((claim) => claim.state === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim.state === 'in-progress')).toHaveLength(2);
      const owner = claims[0]?.state === 'claimed' ? a! : b!;
      await owner.complete('p', 'k', response);
      expect(await b!.claim('p', 'k', 'f')).toEqual({ state: 'replay', response });
      expect(await a!.claim('p', 'k', 'f')).toEqual({ state: 'replay', response });
    });

    it('should say mismatch for another body and keep scopes and keys apart', async () => {
      const [a, b] = instances();
      await a!.claim('p', 'k', 'f');
      expect(await b!.claim('p', 'k', 'g')).toEqual({ state: 'mismatch' });
      expect(await b!.claim('q', 'k', 'g')).toEqual({ state: 'claimed' });
      expect(await b!.claim('p:k', '', 'g')).toEqual({ state: 'claimed' });
      expect(await b!.claim('p', ':k', 'g')).toEqual({ state: 'claimed' });
    });

    it('should free a released key, but only for the instance that claimed it', async () => {
      const [a, b] = instances();
      await a!.claim('p', 'k', 'f');
      await b!.release('p', 'k');
      expect(await b!.claim('p', 'k', 'f')).toEqual({ state: 'in-progress' });
      await a!.release('p', 'k');
      expect(await b!.claim('p', 'k', 'g')).toEqual({ state: 'claimed' });
    });

    it("should free a claim never completed after claimSeconds, and ignore the late instance's complete", async () => {
      const [a, b] = instances({ claimSeconds: 1 });
      await a!.claim('p', 'k', 'f');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await b!.claim('p', 'k', 'f')).toEqual({ state: 'claimed' });
      await a!.complete('p', 'k', response);
      expect(await a!.claim('p', 'k', 'f')).toEqual({ state: 'in-progress' });
    });

    it('should remember a completed key for ttlSeconds', async () => {
      const prefix = uniquePrefix('ttl');
      const store = createRedisIdempotencyPort(connections[0]!, { prefix, ttlSeconds: 1000 });
      await store.claim('p', 'k', 'f');
      await store.complete('p', 'k', response);
      const ttl = await redis.client.ttl(`${prefix}idempotency:1:p:k`);
      expect(ttl).toBeGreaterThan(990);
    });
  });
});
