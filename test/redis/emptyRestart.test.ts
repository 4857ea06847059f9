// Redis restarted EMPTY (no persistence: its stream and consumer group gone with its data) under
// a store that stays up: the queue's consumer creates its group again and reads what is accepted
// from then on, without a restart of its process. A redis-server of the test's own, without
// persistence, killed and started again on its port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisStore, type RedisStore } from '@rcs-send/redis';
import { startOwnRedis, type OwnRedis } from '@rcs-send/redis-harness';
import type { QueueEntry, SubmittedMessage } from '@rcs-send/service';
import { TENANT } from './support/fleet';
import { waitUntil } from '../support/waitUntil';

let redis: OwnRedis;
beforeAll(async () => {
  redis = await startOwnRedis(); // nothing on disk: started again, it is empty
});
afterAll(async () => {
  await redis?.stop();
});

/** Kills Redis and starts it again on its port, empty. */
async function restartEmpty(): Promise<void> {
  await redis.kill();
  await redis.start();
}

/** An accepted message of the tenant, with the text `text`. */
const accepted = (text: string): SubmittedMessage => ({
  id: crypto.randomUUID(),
  organizationId: TENANT.organizationId,
  principalId: 'acme',
  index: 0,
  acceptedAt: new Date().toISOString(),
  expiresAt: null,
  message: { to: '351912345678', from: TENANT.sender, contentMessage: { text } },
});

/** Reads the queue of `store` until it hands out `message`, at most 20 s (a read refused while Redis is away is read again). */
async function readUntil(store: RedisStore, message: SubmittedMessage): Promise<void> {
  const read: QueueEntry[] = [];
  await waitUntil(`the queue to hand out message ${message.id}`, 20_000, async () => {
    read.push(...(await store.queue.read(32)));
    return read.some((entry) => entry.message.id === message.id);
  });
  for (const entry of read) await store.queue.ack(entry.ackId);
}

describe('the queue of a Redis store after Redis restarted empty', () => {
  it.each([
    { looking: 'reading new entries', claimEveryMs: 60_000 },
    { looking: 'claiming idle ones first', claimEveryMs: 0 },
  ])('should create its consumer group again and hand out what was accepted since ($looking)', async ({ claimEveryMs }) => {
    const store = openRedisStore({ url: redis.url, consumer: 'the-only-one', claimIdleMs: 60_000, claimEveryMs });
    try {
      expect(await store.ready(20_000)).toBe(true);
      const before = accepted('before the restart');
      await store.submit.submit(before);
      await readUntil(store, before);

      await restartEmpty();
      const after = accepted('after the restart');
      await waitUntil('the store to accept a message on the restarted Redis', 20_000, async () => {
        await store.submit.submit(after);
        return true;
      });
      await readUntil(store, after);
    } finally {
      await store.close();
    }
  });
});
