// The Redis balance ledger against a real Redis: never below zero, whatever the interleaving of
// instances; a reservation settles at most what it holds, once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectRedis, createRedisBalancePort, RedisUnavailableError, type RedisBalancePort, type RedisClient } from '@rcs-send/redis';
import { freePort } from '@rcs-send/redis-harness';
import { BACKENDS, openBackend, uniquePrefix } from './support/testRedis';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
let connections: RedisClient[];

/** One balance port per connection ("instance"), all on the same keys. */
const instances = (prefix: string): RedisBalancePort[] => connections.map((connection) => createRedisBalancePort(connection, { prefix }));

describe.each(BACKENDS)('on %s', (backend) => {
  openBackend(backend, 3, (open) => {
    connections = open;
  });

  describe('createRedisBalancePort', () => {
    it('should never hold more than the balance, however many instances reserve at once', async () => {
      const ports = instances(uniquePrefix('balance'));
      await ports[0]?.setBalance(ORG, 100);
      const reservations = await Promise.all(Array.from({ length: 300 }, (_, i) => ports[i % ports.length]?.reserve(ORG, 1 + (i % 3))));
      const held = reservations.reduce((sum, reservation) => sum + (reservation?.count ?? 0), 0);
      expect(held).toBeLessThanOrEqual(100);
      expect(held + (await ports[1]!.balanceOf(ORG))).toBe(100);
      expect(await ports[2]!.balanceOf(ORG)).toBeGreaterThanOrEqual(0);
    });

    it('should keep balance + held + spent equal to what was credited, under any concurrent mix of reserve, commit and release', async () => {
      const operation = fc.record({ count: fc.integer({ min: 1, max: 4 }), settle: fc.constantFrom('commit', 'release', 'none'), part: fc.integer({ min: 0, max: 5 }) });
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 20 }), fc.array(operation, { maxLength: 30 }), async (initial, operations) => {
          const ports = instances(uniquePrefix('ledger'));
          await ports[0]!.setBalance(ORG, initial);
          const outcomes = await Promise.all(
            operations.map(async ({ count, settle, part }, i) => {
              const port = ports[i % ports.length]!;
              const reservation = await port.reserve(ORG, count);
              if (reservation === undefined) return { spent: 0 };
              if (settle === 'release') await port.release(reservation, part);
              if (settle === 'commit') await port.commit(reservation, part);
              if (settle === 'release') return { spent: count - Math.min(part, count) };
              return { spent: count };
            }),
          );
          const spent = outcomes.reduce((sum, outcome) => sum + outcome.spent, 0);
          const left = await ports[1]!.balanceOf(ORG);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + spent).toBe(initial);
        }),
        { numRuns: 25 },
      );
    });

    it('should release at most what a reservation holds, once, and nothing after a commit', async () => {
      const [port] = instances(uniquePrefix('release'));
      await port!.setBalance(ORG, 5);
      const reservation = await port!.reserve(ORG, 3);
      if (reservation === undefined) throw new Error('expected a reservation');
      await port!.release(reservation, 2);
      await port!.release(reservation, 5);
      expect(await port!.balanceOf(ORG)).toBe(5);
      const second = await port!.reserve(ORG, 4);
      if (second === undefined) throw new Error('expected a reservation');
      expect(await port!.commit(second)).toBe(4);
      await port!.release(second, 4);
      expect(await port!.balanceOf(ORG)).toBe(1);
    });

    it('should hold nothing when short, for an unknown organization, or for a count that is not a positive integer', async () => {
      const [port] = instances(uniquePrefix('short'));
      await port!.setBalance(ORG, 2);
      for (const count of [3, 0, -1, 1.5, Number.NaN]) expect(await port!.reserve(ORG, count)).toBeUndefined();
      expect(await port!.reserve('00000000-0000-4000-8000-000000000000', 1)).toBeUndefined();
      expect(await port!.balanceOf(ORG)).toBe(2);
    });

    it('should seed only organizations Redis has no balance for, and credit', async () => {
      const [port] = instances(uniquePrefix('seed'));
      const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
      expect(await port!.seed({ [ORG]: 10 })).toBe(1);
      await port!.reserve(ORG, 4);
      expect(await port!.seed({ [ORG]: 10, [other]: 3 })).toBe(1);
      expect(await port!.balanceOf(ORG)).toBe(6);
      expect(await port!.credit(ORG.toUpperCase(), 4)).toBe(10);
      expect(await port!.balanceOf(other)).toBe(3);
      await expect(port!.credit(ORG, -1)).rejects.toThrow(TypeError);
    });

    it('should say unavailable (503, Retry-After) at once when Redis cannot be reached', async () => {
      const closed = connectRedis(`redis://127.0.0.1:${await freePort()}`, { maxReconnectDelayMs: 50 });
      try {
        const port = createRedisBalancePort(closed, { retryAfterSeconds: 3 });
        const started = performance.now();
        const error: unknown = await port.reserve(ORG, 1).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(RedisUnavailableError);
        expect(error).toMatchObject({ unavailable: true, retryAfterSeconds: 3 });
        expect(performance.now() - started).toBeLessThan(1000);
      } finally {
        closed.disconnect();
      }
    });
  });
});
