// The Redis Idempotency-Key store: one request of a key at a time across instances, the first
// response replayed everywhere, and a crashed instance's claim freed after claimSeconds.
import { describe, expect, it } from 'vitest';
import { errorResponse, type IdempotencyPort } from '@rcs-send/service';
import { createRedisIdempotencyPort, type RedisClient } from '@rcs-send/redis';
import { waitUntil } from '../support/waitUntil';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

const response = errorResponse('INSUFFICIENT_BALANCE');
let redis: TestBackend;
let connections: RedisClient[];

/** Two instances' stores on the same keys. */
const instances = (): IdempotencyPort[] => {
  const prefix = uniquePrefix('idempotency');
  return connections.map((connection) => createRedisIdempotencyPort(connection, { prefix }));
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
      // The crashed instance claims for 1 s; the one that takes over for a minute, so that its claim outlasts a slow machine.
      const prefix = uniquePrefix('idempotency');
      const crashed = createRedisIdempotencyPort(connections[0]!, { prefix, claimSeconds: 1 });
      const next = createRedisIdempotencyPort(connections[1]!, { prefix, claimSeconds: 60 });
      const claimKey = `${prefix}idempotency:1:p:k`;
      await crashed.claim('p', 'k', 'f');
      expect(await redis.client.pttl(claimKey)).toBeLessThanOrEqual(1000);
      await waitUntil('the claim of 1 s to expire', 20_000, async () => (await redis.client.exists(claimKey)) === 0);
      expect(await next.claim('p', 'k', 'f')).toEqual({ state: 'claimed' });
      await crashed.complete('p', 'k', response);
      expect(await crashed.claim('p', 'k', 'f')).toEqual({ state: 'in-progress' });
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
