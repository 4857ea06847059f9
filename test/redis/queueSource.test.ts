// A fleet's worker on the Redis Stream: the entries a dead consumer left unacknowledged are
// claimed, delivered once each to the emulator, and acknowledged.
import type { RedisClient } from '@rcs-send/redis';
import { createMemoryStatePort, createRbmDeliveryPort, startDispatcher, staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { createRedisSubmitPort, createStreamReader, redisQueueSource } from '@rcs-send/redis';
import type { SubmittedMessage } from '@rcs-send/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, testRedis, uniquePrefix, type TestRedis } from './support/testRedis';
import { waitUntil } from '../support/waitUntil';

let redis: TestRedis;
let connections: RedisClient[];
let emulator: RbmEmulator;
beforeAll(async () => {
  redis = await testRedis(0);
  connections = await Promise.all([1, 2, 3].map(() => connected(redis.url)));
  emulator = await startRbmEmulator();
});
afterAll(async () => {
  await Promise.all((connections ?? []).map((connection) => connection.quit()));
  await redis?.close();
  await emulator?.close();
});

const message = (n: number): SubmittedMessage => ({
  id: crypto.randomUUID(),
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'acme',
  index: 0,
  acceptedAt: new Date().toISOString(),
  expiresAt: null,
  message: { to: `3519123456${String(n).padStart(2, '0')}`, from: 'acme_agent', contentMessage: { text: `Hello ${n}` } },
});

describe('the queue of a Redis store', () => {
  it('should claim what a dead consumer left pending, deliver each message once and acknowledge it', async () => {
    const prefix = uniquePrefix('delivery');
    const submitted = Array.from({ length: 20 }, (_, n) => message(n));
    const submit = createRedisSubmitPort(connections[0]!, { prefix });
    const dead = createStreamReader(connections[1]!, { prefix, group: 'delivery', consumer: 'dead', blockMs: 100 });
    await dead.createGroup();
    await Promise.all(submitted.map((entry) => submit.submit(entry)));
    expect(await dead.read()).toHaveLength(20); // taken, never acknowledged: this consumer died

    const alive = createStreamReader(connections[2]!, { prefix, group: 'delivery', consumer: 'alive', blockMs: 100 });
    let outcomes = 0;
    const dispatcher = startDispatcher({
      source: redisQueueSource(alive, { claimIdleMs: 50, claimEveryMs: 0 }),
      states: createMemoryStatePort(),
      delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('test') }),
      onOutcome: () => void (outcomes += 1),
    });
    await waitUntil('an outcome for each of the 20 messages the dead consumer left', 20_000, () => outcomes >= submitted.length);
    await dispatcher.stop();

    const received = emulator.received.map((entry) => entry.messageId).filter((id) => submitted.some((entry) => entry.id === id));
    expect(received.sort()).toEqual(submitted.map((entry) => entry.id).sort());
    const [pending] = (await redis.client.xpending(`${prefix}messages`, 'delivery')) as [number];
    expect(pending).toBe(0);
  });
});
