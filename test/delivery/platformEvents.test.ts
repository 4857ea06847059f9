// RBM's events reach the reference server over loopback: the emulator posts DELIVERED and READ in
// RBM's envelope and signature to POST /v1.2/rbm/events, the server records them in its
// database once each and in order, answers the set-up handshake, refuses a wrong signature, and hands
// a user's reply (with its postbackData) to its callback, logging it without content.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticAccessToken, type RbmUserMessage } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { freePort } from '@rcs-send/redis-harness';
import type { RunningServer, StartServerOptions } from '@rcs-send/server';
import { serveWithDelivery } from './support/deliveryServer';
import { storedStatuses } from './support/storedStatuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../http/support/client';
import { SENDER, SECRET_TEXT, request, textMessage } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';

const TOKEN = 'partner-client-token';
let directory: string;

/** A server with a scratch database, its log lines and the database's path. */
async function serve(options: Partial<StartServerOptions>): Promise<{ server: RunningServer; logs: string[]; database: string; eventsUrl: string }> {
  const logs: string[] = [];
  const database = join(directory, `rcs-send-${crypto.randomUUID()}.db`);
  const server = await serveWithDelivery({
    config: { database },
    log: (line) => logs.push(line),
    ...options,
  });
  return { server, logs, database, eventsUrl: server.url.replace('/v1.2/rcs/send', '/v1.2/rbm/events') };
}

/** The states events recorded for `id`, in the order recorded (not the acceptance's ACCEPTED nor the worker's SENT: an event may overtake SENT on a busy machine). */
async function written(database: string, id: string): Promise<string[]> {
  const history = (await storedStatuses(database)).get(id)?.history ?? [];
  return history.map((step) => step.state).filter((state) => state !== 'ACCEPTED' && state !== 'SENT');
}

const eventPosts = (logs: string[]) => logs.map((line) => JSON.parse(line) as { path?: string; status?: number }).filter((line) => line.path === '/v1.2/rbm/events');

/** Sends one text message through `server`; resolves to its id. */
async function send(server: RunningServer, text = 'Hello'): Promise<string> {
  const reply = await post(server.url, request([textMessage(0, text)]));
  expect(reply.status, reply.text).toBe(202);
  return reply.body.messages[0].id as string;
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-events-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the platform’s events, as pnpm start runs them', () => {
  it('should record DELIVERED then READ for a message sent through the server’s own emulator, and log them', async () => {
    const { server, logs, database } = await serve({ delivery: { mode: 'emulator' } });
    try {
      const id = await send(server, SECRET_TEXT);
      await waitUntil(`READ recorded for message ${id} and both event posts logged`, 20_000, async () => (await written(database, id)).includes('READ') && eventPosts(logs).length === 2); // a request is logged once answered
      expect(await written(database, id)).toEqual(['DELIVERED', 'READ']);
      expect(eventPosts(logs).map((line) => line.status)).toEqual([200, 200]);
      const changes = logs.map((line) => JSON.parse(line) as { event: string; id?: string; state?: string }).filter((line) => line.event === 'delivery' && line.id === id);
      expect(changes.map((line) => line.state).filter((state) => state !== 'SENT')).toEqual(['DELIVERED', 'READ']);
      expect(logs.join('\n')).not.toContain('secret-payload-marker');
    } finally {
      await server.close();
    }
  });

  it('should not mount the route when delivery is off', async () => {
    const { server, eventsUrl } = await serve({ delivery: { mode: 'off' } });
    try {
      expect((await post(eventsUrl, { clientToken: 'x', secret: 'y' }, { key: null })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('the platform’s events, from an emulator that misbehaves', () => {
  let emulator: RbmEmulator;
  let served: Awaited<ReturnType<typeof serve>>;
  const userMessages: RbmUserMessage[] = [];
  const webhookErrors: unknown[] = [];

  beforeAll(async () => {
    const port = await freePort();
    served = await serve({
      delivery: { mode: 'rbm', baseUrl: `http://127.0.0.1:${port}/`, tokens: staticAccessToken('test'), agentIdSuffix: '@rbm.goog', clientToken: TOKEN },
      onUserMessage: (message) => void userMessages.push(message),
    });
    emulator = await startRbmEmulator({ port, webhookUrl: served.eventsUrl, webhookClientToken: TOKEN, eventDelayMs: 5, onError: (error) => webhookErrors.push(error) });
  });
  afterAll(async () => {
    await served.server.close();
    await emulator.close();
  });

  it('should record an event posted twice once, and answer both 200', async () => {
    emulator.eventFault = 'twice';
    const before = eventPosts(served.logs).length;
    const id = await send(served.server);
    await waitUntil('four event posts logged (each event twice)', 20_000, () => eventPosts(served.logs).length === before + 4);
    expect(eventPosts(served.logs).slice(before).map((line) => line.status)).toEqual([200, 200, 200, 200]);
    expect(await written(served.database, id)).toEqual(['DELIVERED', 'READ']);
    expect(webhookErrors).toEqual([]);
  });

  it('should end READ when READ comes before DELIVERED, the late DELIVERED refused (200, nothing written)', async () => {
    emulator.eventFault = 'readFirst';
    const before = eventPosts(served.logs).length;
    const id = await send(served.server);
    await waitUntil('two event posts logged (READ, then the late DELIVERED)', 20_000, () => eventPosts(served.logs).length === before + 2);
    expect(await written(served.database, id)).toEqual(['READ']);
    expect(webhookErrors).toEqual([]);
  });

  it('should refuse an event with a wrong signature with 401 and change nothing', async () => {
    emulator.eventFault = undefined;
    const id = await send(served.server);
    await waitUntil(`READ recorded for message ${id}`, 20_000, async () => (await written(served.database, id)).includes('READ'));
    const event = Buffer.from(JSON.stringify({ senderPhoneNumber: '+351912345600', eventType: 'READ', eventId: 'e1', messageId: crypto.randomUUID(), sendTime: new Date().toISOString(), agentId: 'acme_agent@rbm.goog' }));
    const envelope = { message: { data: event.toString('base64'), messageId: '1', publishTime: new Date().toISOString(), attributes: {} }, subscription: 'projects/p/subscriptions/s' };
    const before = await storedStatuses(served.database);
    for (const signature of [createHmac('sha512', 'another-token').update(event).digest('base64'), undefined]) {
      const reply = await post(served.eventsUrl, envelope, { key: null, headers: signature === undefined ? {} : { 'x-goog-signature': signature } });
      expect(reply.status).toBe(401);
    }
    expect(await storedStatuses(served.database)).toEqual(before);
  });

  it('should answer the set-up handshake with the secret when the client token matches, 401 when not', async () => {
    const right = await post(served.eventsUrl, { clientToken: TOKEN, secret: 'rbm-secret-42' }, { key: null });
    expect([right.status, right.headers.get('content-type'), right.text]).toEqual([200, 'text/plain; charset=utf-8', 'rbm-secret-42']);
    expect((await post(served.eventsUrl, { clientToken: 'guess', secret: 'rbm-secret-42' }, { key: null })).status).toBe(401);
  });

  it('should hand a user’s reply to the callback with its postbackData, and log it without content', async () => {
    const reply = await emulator.reply({ agentId: `${SENDER}@rbm.goog`, from: '+351912345678', text: 'Yes, deliver', postbackData: 'confirm-delivery-marker' });
    expect(reply.status).toBe(200);
    expect(userMessages).toEqual([{ agentId: `${SENDER}@rbm.goog`, senderPhoneNumber: '+351912345678', messageId: reply.messageId, sendTime: expect.any(String), content: { kind: 'suggestionResponse', postbackData: 'confirm-delivery-marker', text: 'Yes, deliver', type: 'REPLY' } }]);
    const logged = served.logs.filter((line) => line.includes('"user-message"'));
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([{ time: expect.any(String), event: 'user-message', type: 'suggestionResponse', agentId: `${SENDER}@rbm.goog` }]);
    expect(served.logs.join('\n')).not.toMatch(/confirm-delivery-marker|Yes, deliver|\+351912345678/);
  });

  it('should read a body of 256 KiB, answer 413 to one byte more, and 404 to another method', async () => {
    expect((await post(served.eventsUrl, 'x'.repeat(262_144), { key: null })).status).toBe(400);
    expect((await post(served.eventsUrl, 'x'.repeat(262_145), { key: null })).status).toBe(413);
    expect((await post(served.eventsUrl, undefined, { key: null, method: 'GET' })).status).toBe(404);
  });
});
