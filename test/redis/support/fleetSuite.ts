// The fleet's promises, checked on any shared Redis: several reference-server processes, hit at
// once, hold the balance, the rate limit, the queue and Idempotency-Keys as one process does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisClient } from '@rcs-send/redis';
import { send, startInstance, TENANT, type Instance } from './fleet';
import { streamMessages } from './streamIds';

/** Where a fleet runs: the Redis URL of the fleet, that of the rate-limited fleet, and a connection for the test's reads. */
export interface FleetRedis {
  readonly url: string;
  readonly limitedUrl: string;
  readonly client: RedisClient;
  close(): Promise<void>;
}

const BALANCE = 150;
const balanceKey = `rcs-send:balance:{${TENANT.organizationId}}`;

/** Describes, as `title`, two instances on the Redis `open` gives, then two more with a rate limit of 1/s, burst 2. */
export function describeFleet(title: string, open: () => Promise<FleetRedis>): void {
  describe(title, () => {
    let redis: FleetRedis;
    let fleet: Instance[];
    let limited: Instance[];
    beforeAll(async () => {
      redis = await open();
      const env = { RCS_SEND_BALANCE: String(BALANCE) };
      [fleet, limited] = await Promise.all([
        Promise.all([1, 2].map(() => startInstance(redis.url, env))),
        Promise.all([1, 2].map(() => startInstance(redis.limitedUrl, { ...env, RCS_SEND_RATE_LIMIT: '1' }))),
      ]);
    });
    afterAll(async () => {
      const codes = await Promise.all([...(fleet ?? []), ...(limited ?? [])].map((instance) => instance.stop()));
      await redis?.close();
      expect(codes.every((code) => code === 0)).toBe(true);
    });

    it(`should accept exactly the ${BALANCE} messages the balance covers across both, each once in the stream`, async () => {
      const answers = await Promise.all(Array.from({ length: 2 * BALANCE }, (_, i) => send(fleet[i % 2]!.url, [`message ${i}`])));
      const accepted = answers.filter((answer) => answer.status === 202);
      expect(accepted).toHaveLength(BALANCE);
      expect(answers.filter((answer) => answer.status === 402)).toHaveLength(BALANCE);
      expect(await redis.client.get(balanceKey)).toBe('0');

      const entries = await streamMessages(redis.client);
      const acceptedIds = accepted.flatMap((answer) => answer.accepted);
      expect(entries.map((entry) => entry.id).sort()).toEqual([...acceptedIds].sort());
      expect(new Set(entries.map((entry) => entry.text)).size).toBe(BALANCE);
      expect(entries.every((entry) => entry.organizationId === TENANT.organizationId)).toBe(true);
    });

    it('should submit a retried idempotent request once, whichever instance the retries reach', async () => {
      await redis.client.incrby(balanceKey, 10);
      const before = (await streamMessages(redis.client)).length;
      const headers = { 'idempotency-key': 'order-7731' };
      const texts = ['first of two', 'second of two'];
      const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => send(fleet[i % 2]!.url, texts, headers)));
      const originals = racing.filter((answer) => answer.status === 202 && !answer.replayed);
      expect(originals).toHaveLength(1);
      expect(racing.every((answer) => answer.status === 409 || answer.status === 202)).toBe(true);

      const retries = await Promise.all(fleet.map((instance) => send(instance.url, texts, headers)));
      for (const retry of retries) expect(retry).toMatchObject({ status: 202, replayed: true, accepted: originals[0]!.accepted });
      const entries = await streamMessages(redis.client);
      expect(entries.length - before).toBe(2);
      // each message of the batch once; a batch's messages are submitted side by side, in no promised order
      expect(entries.slice(before).map((entry) => entry.id).sort()).toEqual([...originals[0]!.accepted].sort());
      expect(await redis.client.get(balanceKey)).toBe('8');
      expect((await send(fleet[1]!.url, ['another body'], headers)).status).toBe(422);
    });

    it('should hold one rate limit across both instances (1/s, burst 2: each alone would allow 2)', async () => {
      const limitedClient = redis.limitedUrl === redis.url ? redis.client : undefined;
      await limitedClient?.incrby(balanceKey, 100); // on one keyspace the first fleet spent the balance
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(limited[i % 2]!.url, [`limited ${i}`])));
      const elapsedSeconds = (performance.now() - started) / 1000;
      const allowed = answers.filter((answer) => answer.status === 202).length;
      expect(allowed).toBeGreaterThanOrEqual(2);
      expect(allowed).toBeLessThanOrEqual(2 + Math.floor(elapsedSeconds));
      for (const answer of answers.filter((reply) => reply.status !== 202)) {
        expect(answer.status).toBe(429);
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      }
    });
  });
}
