// Client webhooks as outcomes kept in Redis, on a fleet of two servers as shipped (their bins,
// one Redis, one RBM emulator they share): the receiver answers 503 while both take and hand
// over messages, one server is SIGKILLed for good, the receiver recovers, and the survivor
// delivers every message.status event of every message, each with the id Redis gave it,
// including what the dead one had leased.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { openRedisStore } from '@rcs-send/redis';
import { keptEventPayload, type KeptEvent } from '@rcs-send/service';
import { startServerBin, type ServerProcess } from '../delivery/support/serverBin';
import { startWebhookReceiver, type WebhookReceiver } from '../delivery/support/webhookReceiver';
import { waitUntil } from '../support/waitUntil';
import { allEventsOf } from '../support/allEventsOf';
import { testRedis, type TestRedis } from './support/testRedis';

const API_KEY = 'rcs_fleet_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const ORG_ID = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SENDER = 'acme_agent';
const SECRET = `whsec_${Buffer.alloc(32, 0x33).toString('base64')}`;
const TOKEN = 'fleet-webhooks-emulator-token';

let redis: TestRedis;
let emulator: RbmEmulator;
let receiver: WebhookReceiver;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  redis = await testRedis(7, { flush: true }); // the servers use the default keys: a database of this file's own
  emulator = await startRbmEmulator();
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await receiver?.close();
  await emulator?.close();
  await redis?.close();
});

/** A server of the fleet: the bin on the test's Redis, delivering to the shared emulator. */
async function fleetServer(): Promise<ServerProcess> {
  const server = await startServerBin({
    RCS_SEND_PORT: '0',
    RCS_SEND_REDIS_URL: redis.url,
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_ORGANIZATION_ID: ORG_ID,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BALANCE: '100000',
    RCS_SEND_RATE_LIMIT: '0',
    RCS_SEND_SMS: 'off',
    RCS_SEND_PLAYGROUND: 'off',
    RCS_SEND_DELIVERY: 'rbm',
    RCS_SEND_RBM_URL: emulator.url,
    RCS_SEND_RBM_TOKEN: TOKEN,
    RCS_SEND_CLAIM_IDLE_MS: '2000', // what the dead one had taken from the queue is the survivor's after 2 s
    RCS_SEND_WEBHOOK_URL: receiver.url,
    RCS_SEND_WEBHOOK_SECRET: SECRET,
    RCS_SEND_WEBHOOK_SCHEDULE: Array.from({ length: 20 }, () => '2s').join(','),
  });
  servers.push(server);
  return server;
}

/** Sends 10 messages through `server`; their ids. */
async function sendTen(server: ServerProcess, from: number): Promise<string[]> {
  const messages = Array.from({ length: 10 }, (_, i) => ({ to: `+3519125${String(from + i).padStart(5, '0')}`, from: SENDER, contentMessage: { text: `Your code is ${from + i}` } }));
  const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }, body: JSON.stringify({ organizationId: ORG_ID, messages }) });
  expect(response.status).toBe(202);
  return ((await response.json()) as { messages: Array<{ id: string }> }).messages.map((message) => message.id);
}

/** Every event of the organization in the fleet's Redis. */
async function eventsInRedis(): Promise<KeptEvent[]> {
  const store = openRedisStore({ url: redis.url });
  try {
    if (!(await store.ready(5000))) throw new Error('Redis not reached within 5 s');
    return await allEventsOf(store.events, ORG_ID);
  } finally {
    await store.close();
  }
}

describe('the webhook outbox of a fleet on Redis', () => {
  it('should have the surviving server deliver every event of every message once one of two is killed for good', { timeout: 240_000 }, async () => {
    receiver.otherwise = 503;
    const [doomed, survivor] = [await fleetServer(), await fleetServer()];
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch++) ids.push(...(await sendTen(batch % 2 === 0 ? doomed : survivor, batch * 10)));
    await waitUntil('a refused attempt for each of the 100 messages', 60_000, () => new Set(receiver.received.map((got) => got.payload?.data['id'])).size >= 100);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    receiver.otherwise = 204;
    let events: KeptEvent[] = [];
    const delivered = (): Map<string, string> => new Map(receiver.received.filter((got) => got.status === 204).map((got) => [got.webhookId, got.body]));
    await waitUntil('every event in Redis delivered by the survivor', 120_000, async () => {
      events = await eventsInRedis();
      const done = delivered();
      return events.length > 0 && events.every((kept) => done.has(kept.id));
    });
    expect(new Set(events.filter((kept) => kept.event.type === 'message.status').map((kept) => (kept.event.data as { id: string }).id))).toEqual(new Set(ids));
    expect(events.map((kept) => kept.sequence)).toEqual(events.map((_, index) => index + 1));
    const done = delivered();
    for (const kept of events) expect(done.get(kept.id)).toBe(JSON.stringify(keptEventPayload(kept)));
    expect(survivor.child.exitCode).toBeNull();
  });
});
