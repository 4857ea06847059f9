// A user's UNSUBSCRIBE reaches the reference server from the platform (the emulator posts it,
// signed, to POST /v1.2/rbm/events): the server keeps it in its database, or in Redis for a
// fleet, and a promotional message to that user is never handed over (FAILED UNSUBSCRIBED)
// while a transactional one is; after SUBSCRIBE, promotional messages go out again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { createRedisStatePort, type RedisClient } from '@rcs-send/redis';
import { freePort } from '@rcs-send/redis-harness';
import type { RunningServer } from '@rcs-send/server';
import type { MessageStatus } from '@rcs-send/service';
import { post } from '../http/support/client';
import { ORG_ID, SENDER, request } from '../http/support/fixtures';
import { connected, testRedis, type TestRedis } from '../redis/support/testRedis';
import { serveWithDelivery } from './support/deliveryServer';
import { storedStatuses } from './support/storedStatuses';

const TOKEN = 'partner-client-token';
const NEWS = 'news_agent';
const PHONE = '+351912345678';

/** Where the server under test keeps what it accepted: its config, and how to read a message's status there. */
interface Storage {
  readonly config: { readonly database: string } | { readonly redisUrl: string };
  status(id: string): Promise<MessageStatus | undefined>;
  close(): Promise<void>;
}

/** A database file of its own. */
async function databaseStorage(): Promise<Storage> {
  const directory = await mkdtemp(join(tmpdir(), 'rcs-send-opt-outs-'));
  const database = join(directory, 'rcs-send.db');
  return { config: { database }, status: async (id) => (await storedStatuses(database)).get(id), close: () => rm(directory, { recursive: true, force: true }) };
}

/** A Redis database of its own (the server uses the default keys). */
async function redisStorage(): Promise<Storage> {
  const redis: TestRedis = await testRedis(6, { flush: true });
  const connection: RedisClient = await connected(redis.url);
  const states = createRedisStatePort(connection);
  return {
    config: { redisUrl: redis.url },
    status: (id) => states.get(id),
    close: async () => {
      await connection.quit();
      await redis.close();
    },
  };
}

describe.each([
  ['its database', databaseStorage],
  ['Redis (a fleet)', redisStorage],
] as const)('opt-outs on the reference server, kept in %s', (_, openStorage) => {
  let storage: Storage;
  let server: RunningServer;
  let emulator: RbmEmulator;

  beforeAll(async () => {
    storage = await openStorage();
    const port = await freePort();
    server = await serveWithDelivery({
      config: { ...storage.config, organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER, NEWS], balance: 100, useCases: { [NEWS]: 'PROMOTIONAL' } }] },
      delivery: { mode: 'rbm', baseUrl: `http://127.0.0.1:${port}/`, tokens: staticAccessToken('test'), agentIdSuffix: '@rbm.goog', clientToken: TOKEN },
      log: () => undefined,
    });
    emulator = await startRbmEmulator({ port, webhookUrl: server.url.replace('/v1.2/rcs/send', '/v1.2/rbm/events'), webhookClientToken: TOKEN, eventDelayMs: 5 });
  });
  afterAll(async () => {
    await server?.close();
    await emulator?.close();
    await storage?.close();
  });

  /** Sends one message from each sender to PHONE; resolves to their ids. */
  async function sendBoth(): Promise<[string, string]> {
    const reply = await post(server.url, request([SENDER, NEWS].map((from) => ({ to: PHONE, from, contentMessage: { text: 'Hello' } }))));
    expect(reply.status, reply.text).toBe(202);
    const [transactional, promotional] = (reply.body.messages as { id: string }[]).map((message) => message.id);
    return [transactional as string, promotional as string];
  }
  const finalOf = async (id: string) => {
    const status = await storage.status(id);
    return status === undefined || status.state === 'ACCEPTED' ? undefined : status;
  };

  it('should never hand a promotional message to a user who unsubscribed, send the transactional one, and send both again after SUBSCRIBE', async () => {
    expect((await emulator.changeSubscription({ agentId: `${NEWS}@rbm.goog`, from: PHONE, eventType: 'UNSUBSCRIBE' })).status).toBe(200);
    const [transactional, promotional] = await sendBoth();
    await vi.waitFor(async () => expect(await finalOf(promotional)).toMatchObject({ state: 'FAILED', reason: expect.stringMatching(/^UNSUBSCRIBED: /) }), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect((await finalOf(transactional))?.state).toMatch(/SENT|DELIVERED|READ/), { timeout: 10_000, interval: 50 });
    expect(emulator.received.some((taken) => taken.messageId === promotional)).toBe(false);

    expect((await emulator.changeSubscription({ agentId: `${NEWS}@rbm.goog`, from: PHONE, eventType: 'SUBSCRIBE' })).status).toBe(200);
    const [, again] = await sendBoth();
    await vi.waitFor(async () => expect((await finalOf(again))?.state).toMatch(/SENT|DELIVERED|READ/), { timeout: 10_000, interval: 50 });
    expect((emulator.received.find((taken) => taken.messageId === again)?.body as { messageTrafficType?: string }).messageTrafficType).toBe('PROMOTION');
  });
});
