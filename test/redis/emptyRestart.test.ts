// Redis restarted EMPTY (no persistence: its stream, consumer group and tenants gone with its
// data) under a store that stays up: the queue's consumer creates its group again and reads what
// is accepted from then on, and a server brings its configured tenant back by itself (its key
// served again, its balance the configured one), says ready only once it has, and delivers what
// it accepts, all without a restart of the server; the key it generated for the run and printed
// is brought back with them. A redis-server of the test's own, without
// persistence, killed and started again on its port.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisStore, type RedisStore } from '@rcs-send/redis';
import { startOwnRedis, type OwnRedis } from '@rcs-send/redis-harness';
import type { QueueEntry, SubmittedMessage } from '@rcs-send/service';
import { send, startInstance, TENANT, type Instance } from './support/fleet';
import { waitUntil } from '../support/waitUntil';

const BALANCE = 5;

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

describe('a server after its Redis restarted empty', () => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance(redis.url, { RCS_SEND_BALANCE: String(BALANCE), RCS_SEND_DELIVERY: 'emulator' });
  });
  afterAll(async () => {
    expect(await instance?.stop()).toBe(0);
  });

  /** What `/readyz` answers. */
  const readiness = async (): Promise<{ status: number; checks: Record<string, string> }> => {
    const response = await fetch(new URL('/readyz', instance.url));
    return { status: response.status, checks: ((await response.json()) as { checks: Record<string, string> }).checks };
  };
  /** Whether the server logged message `id` SENT (its own worker delivered it to its emulator). */
  const delivered = (id: string): boolean => instance.log().split('\n').some((line) => line.includes('"event":"delivery"') && line.includes(id) && line.includes('"state":"SENT"'));

  it('should bring its configured tenant back, say ready only once it has, and deliver what it accepts, without a restart of its own', async () => {
    const first = await send(instance.url, ['before the restart']);
    expect(first.status).toBe(202);
    await waitUntil('the message accepted before the restart to be delivered', 20_000, () => delivered(first.accepted[0]!));

    await restartEmpty();
    await waitUntil('readiness to say ready on the restarted Redis', 20_000, async () => (await readiness()).status === 200);
    expect((await readiness()).checks).toEqual({ redis: 'ok', tenants: 'ok' });
    const after = await send(instance.url, ['after the restart']); // ready: the configured key is served, never 401
    expect(after.status).toBe(202);
    await waitUntil('the message accepted after the restart to be delivered', 20_000, () => delivered(after.accepted[0]!));

    const client = new Redis(redis.url);
    try {
      expect(await client.get(`rcs-send:balance:{${TENANT.organizationId}}`)).toBe(String(BALANCE - 1)); // the configured balance, less the message since
    } finally {
      await client.quit();
    }
  });

  it('should bring back the key its banner printed for the run, and revoke it when it stops', async () => {
    const generating = await startInstance(redis.url, { RCS_SEND_API_KEY: '' }); // no key chosen: one generated for the run
    let stopped = false;
    try {
      const runKey = /API key: +(rcs_demo_[0-9a-f]{32})/.exec(generating.stderr())?.[1] as string;
      const authorization = `Bearer ${runKey}`;
      expect((await send(generating.url, ['before the restart'], { authorization })).status).toBe(202);

      await restartEmpty();
      let after = 0;
      await waitUntil('the server to answer on the restarted Redis', 20_000, async () => (after = (await send(generating.url, ['after the restart'], { authorization })).status) !== 503);
      expect(after).toBe(202); // the banner's key, never 401
      const client = new Redis(redis.url);
      try {
        expect(await client.exists(`rcs-send:tenant:key:${createHash('sha256').update(runKey).digest('hex')}`)).toBe(1); // stored again, not only still in the instance's 500 ms cache
      } finally {
        await client.quit();
      }
      expect(generating.log().match(/"actor":"run","change":"add-key"/g)).toHaveLength(2);

      stopped = true;
      expect(await generating.stop()).toBe(0);
      expect(generating.log()).toContain('"actor":"run","change":"revoke-key"');
    } finally {
      if (!stopped) await generating.stop();
    }
  });
});
