// The expiry promise across the platform's windows, end to end on loopback, on one machine (the
// SQLite store) and in a fleet (Redis: its stream, states and handovers): the dispatcher and the
// receiver of the platform's events against the RBM emulator, its window shortened to 1.2 s
// (RBM's 15 days) and the dispatcher's to 1 s. A message to a phone that is never online is
// revoked at the end of each window and handed over again under a new messageId until its own
// expiration, then ends EXPIRED, never handed over after it; one to a phone that comes online in
// a later window is DELIVERED under that window's id.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerRbmEventRequest, createRbmDeliveryPort, createRbmEventReceiver, startDispatcher, staticAccessToken, streamSource, type Dispatcher } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { createRedisHandoverPort, createRedisSeenPort, createRedisStatePort, createRedisSubmitPort, createStreamReader } from '@rcs-send/redis';
import type { MessageStatePort, PlatformHandoverPort, QueueSource, SeenPort, SubmitPort, SubmittedMessage } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';
import { connected, testRedis } from '../redis/support/testRedis';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const TOKEN = 'partner-client-token';
const NEVER_ONLINE = '+351912345001';
const LATE_ONLINE = '+351912345002';

/** The ports of one store, as a server wires them, and how to let it go. */
interface Store {
  readonly submit: SubmitPort;
  readonly states: MessageStatePort;
  readonly seen: SeenPort;
  readonly handovers: PlatformHandoverPort;
  readonly queue: QueueSource;
  close(): Promise<void>;
}

/** The SQLite store, in a folder of its own. */
async function sqliteStore(): Promise<Store> {
  const folder = mkdtempSync(join(tmpdir(), 'rcs-send-windows-'));
  const store = openSqliteStore({ path: join(folder, 'rcs-send.db'), pollMs: 20 });
  store.seedBalances({ [ORG]: 10 });
  const close = async (): Promise<void> => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  };
  return { submit: store.submit, states: store.states, seen: store.seen, handovers: store.handovers, queue: store.queue, close };
}

/** A fleet's Redis, in a database of its own: the stream read through a consumer group. */
async function redisStore(): Promise<Store> {
  const redis = await testRedis(7, { flush: true });
  const [connection, reading] = await Promise.all([connected(redis.url), connected(redis.url)]);
  const queue = await streamSource(createStreamReader(reading, { group: 'delivery', consumer: 'w1', blockMs: 50 }), { claimEveryMs: 60_000 });
  const close = async (): Promise<void> => {
    await Promise.all([connection.quit(), reading.quit()]);
    await redis.close();
  };
  const states = createRedisStatePort(connection);
  const stream = createRedisSubmitPort(connection, { handoverWindowMs: 1_000 }); // the dispatcher's window below
  // The server records ACCEPTED beside a Redis submit (the SQLite store does it in the submit's transaction).
  const submit: SubmitPort = {
    async submit(message) {
      await states.advance({ id: message.id, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: message.message.to, from: message.message.from });
      await stream.submit(message);
    },
  };
  return { submit, states, seen: createRedisSeenPort(connection), handovers: createRedisHandoverPort(connection), queue, close };
}

describe.each([
  ['one machine (SQLite)', sqliteStore],
  ['a fleet (Redis)', redisStore],
] as const)('on %s', (_, openStore) => {
  let store: Store;
  let emulator: RbmEmulator;
  let webhook: Server;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    store = await openStore();
    const receiver = createRbmEventReceiver({ clientToken: TOKEN, states: store.states, seen: store.seen, handovers: store.handovers });
    webhook = createServer((request, response) => void answerRbmEventRequest(receiver, request, response));
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    emulator = await startRbmEmulator({
      webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`,
      webhookClientToken: TOKEN,
      maxExpiryMs: 1_200,
      eventDelayMs: 20,
      recipients: { [NEVER_ONLINE]: { kind: 'neverOnline' }, [LATE_ONLINE]: { kind: 'offline', onlineAt: new Date(Date.now() + 60_000) } },
    });
    dispatcher = startDispatcher({ source: store.queue, states: store.states, delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('t') }), platformWindowMs: 1_000 });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await emulator.close();
    await new Promise((resolve) => webhook.close(resolve));
    await store.close();
  });

  const accepted = (id: string, to: string, expiresAt: number): SubmittedMessage => ({
    id,
    organizationId: ORG,
    principalId: 'p',
    index: 0,
    acceptedAt: new Date().toISOString(),
    message: { to: to.slice(1), from: 'acme', contentMessage: { text: 'Your code is 1234' }, expirationDateTime: new Date(expiresAt).toISOString() },
  });
  /** The sends the emulator took for the phone `to`, in order, with when. */
  const takenFor = (to: string) => emulator.received.filter((taken) => taken.phoneNumber === to);

  describe('a message expiring beyond the platform\'s window', () => {
    it('should be handed over again for each window under a new messageId, never after its expiration, and end EXPIRED', async () => {
      const id = crypto.randomUUID();
      const expiresAt = Date.now() + 3_500;
      await store.submit.submit(accepted(id, NEVER_ONLINE, expiresAt));
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toBe('EXPIRED'), { timeout: 10_000, interval: 50 });
      const sends = takenFor(NEVER_ONLINE);
      expect(sends.length).toBeGreaterThanOrEqual(3); // windows of 1 s over 3.5 s
      expect(new Set(sends.map((taken) => taken.messageId)).size).toBe(sends.length);
      expect(sends[0]?.messageId).toBe(id);
      for (const taken of sends) {
        expect(taken.receivedAt.getTime()).toBeLessThan(expiresAt);
        expect(Date.parse((taken.body as { expireTime: string }).expireTime)).toBeLessThanOrEqual(expiresAt);
      }
      expect(Date.parse((sends.at(-1)?.body as { expireTime: string }).expireTime)).toBe(expiresAt); // the last window ends at its own expiration
      const status = await store.states.get(id);
      expect(status?.reason).toMatch(/^TTL_EXPIRATION_REVOKED/);
      expect(status?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', 'EXPIRED']);
    });

    it('should be DELIVERED under a later window\'s id when the phone comes online then', async () => {
      const id = crypto.randomUUID();
      await store.submit.submit(accepted(id, LATE_ONLINE, Date.now() + 60_000));
      await vi.waitFor(() => expect(takenFor(LATE_ONLINE).length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
      emulator.setRecipient(LATE_ONLINE, { kind: 'online' });
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toMatch(/DELIVERED|READ/), { timeout: 10_000, interval: 50 });
      const status = await store.states.get(id);
      expect(status?.history.map((step) => step.state).slice(0, 3)).toEqual(['ACCEPTED', 'SENT', 'DELIVERED']);
      expect(takenFor(LATE_ONLINE).map((taken) => taken.messageId)).not.toEqual([id]);
    });
  });
});
