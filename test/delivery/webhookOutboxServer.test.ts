// Client webhooks as outcomes kept in the store, on the server as shipped (its bin, its SQLite
// database, the RBM emulator it starts): every message.status event of 300 messages reaches a
// receiver that answered 503 until the server was SIGKILLed and restarted, each with the
// webhook-id its event has in the store; `tenants set-webhook --off` stops every POST at once, and
// a moved webhook receives what was pending, signed with its new secret; a client paging the events
// feed while 1,000 messages go through reads each event once, in order, as the webhook received it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptEventPayload, type KeptEvent } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';
import { tenantsJson } from '../tenants/support/tenantsCommand';
import { allEventsOf } from '../support/allEventsOf';
import { waitUntil } from '../support/waitUntil';
import { startServerBin, type ServerProcess } from './support/serverBin';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver';

const API_KEY = 'rcs_outbox_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const ORG_ID = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SENDER = 'acme_agent';
const SECRET = `whsec_${Buffer.alloc(32, 0x11).toString('base64')}`;
const MOVED_SECRET = `whsec_${Buffer.alloc(32, 0x22).toString('base64')}`;

let directory: string;
const servers: ServerProcess[] = [];
const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await Promise.all(receivers.map((receiver) => receiver.close()));
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
});
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-outbox-'));
});

/** The server's environment on database `name`, its webhook `receiver`. */
const envOf = (name: string, receiver: WebhookReceiver, secret = SECRET): Record<string, string> => ({
  RCS_SEND_PORT: '0',
  RCS_SEND_DB: join(directory, name),
  RCS_SEND_API_KEY: API_KEY,
  RCS_SEND_ORGANIZATION_ID: ORG_ID,
  RCS_SEND_SENDER: SENDER,
  RCS_SEND_BALANCE: '100000',
  RCS_SEND_RATE_LIMIT: '0',
  RCS_SEND_SMS: 'off',
  RCS_SEND_PLAYGROUND: 'off',
  RCS_SEND_DELIVERY: 'emulator',
  RCS_SEND_WEBHOOK_URL: receiver.url,
  RCS_SEND_WEBHOOK_SECRET: secret,
  RCS_SEND_WEBHOOK_SCHEDULE: Array.from({ length: 20 }, () => '2s').join(','), // retried for 40 s: longer than the outage
});

/** Starts the server bin with `env`, stopped with the file. */
async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerBin(env);
  servers.push(server);
  return server;
}

/** Sends `count` messages in requests of 10 (the most one takes), 5 at once, to numbers the emulator reaches; their ids. */
async function send(server: ServerProcess, count: number, from = 0): Promise<string[]> {
  const request = async (start: number): Promise<string[]> => {
    const messages = Array.from({ length: Math.min(10, from + count - start) }, (_, i) => ({ to: `+3519124${String(start + i).padStart(5, '0')}`, from: SENDER, contentMessage: { text: `Your code is ${start + i}` } }));
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }, body: JSON.stringify({ organizationId: ORG_ID, messages }) });
    expect(response.status).toBe(202);
    return ((await response.json()) as { messages: Array<{ id: string }> }).messages.map((message) => message.id);
  };
  const ids: string[] = [];
  for (let start = from; start < from + count; start += 50) {
    const starts = Array.from({ length: Math.ceil(Math.min(50, from + count - start) / 10) }, (_, i) => start + i * 10);
    for (const taken of await Promise.all(starts.map(request))) ids.push(...taken);
  }
  return ids;
}

/** Every event of the organization the database `name` holds (read beside the running server). */
async function eventsIn(name: string): Promise<KeptEvent[]> {
  const store = openSqliteStore({ path: join(directory, name), writerLock: false });
  try {
    return await allEventsOf(store.events, ORG_ID);
  } finally {
    await store.close();
  }
}

/** The webhook-ids `receiver` answered 2xx, with the body of that answer. */
const deliveredTo = (receiver: WebhookReceiver): Map<string, string> => new Map(receiver.received.filter((got) => got.status >= 200 && got.status < 300).map((got) => [got.webhookId, got.body]));

describe('the webhook outbox of the server as shipped', () => {
  it('should deliver every message.status event of 300 messages after a SIGKILL and a restart, each with the id the store gave it', async () => {
    const receiver = await startWebhookReceiver(SECRET);
    receivers.push(receiver);
    receiver.otherwise = 503;
    const env = envOf('outage.db', receiver);
    const first = await started(env);
    const ids = await send(first, 300);
    await waitUntil('a refused attempt for each of the 300 messages', 60_000, () => new Set(receiver.received.map((got) => got.payload?.data['id'])).size >= 300);
    first.child.kill('SIGKILL');
    await first.exited;
    receiver.otherwise = 204;
    await started(env);
    let events: KeptEvent[] = [];
    await waitUntil('every event of the store delivered', 120_000, async () => {
      events = await eventsIn('outage.db');
      const delivered = deliveredTo(receiver);
      return events.every((kept) => delivered.has(kept.id));
    });
    const statusEvents = events.filter((kept) => kept.event.type === 'message.status');
    expect(new Set(statusEvents.map((kept) => (kept.event.data as { id: string }).id))).toEqual(new Set(ids));
    expect(events.map((kept) => kept.sequence)).toEqual(events.map((_, index) => index + 1));
    const delivered = deliveredTo(receiver);
    for (const kept of events) expect(delivered.get(kept.id)).toBe(JSON.stringify(keptEventPayload(kept)));
    expect(receiver.received.every((got) => got.refusal === undefined)).toBe(true);
  });

  it('should POST nothing to a webhook a second after set-webhook --off returns, and give a moved one what was pending, under its new secret', async () => {
    const before = await startWebhookReceiver(SECRET);
    const moved = await startWebhookReceiver(MOVED_SECRET);
    receivers.push(before, moved);
    before.otherwise = 503; // everything stays pending
    const env = envOf('moves.db', before);
    const server = await started(env);
    const ids = await send(server, 50);
    await waitUntil('a refused attempt for each of the 50 messages', 60_000, () => new Set(before.received.map((got) => got.payload?.data['id'])).size >= 50);
    await tenantsJson(['set-webhook', '--org', ORG_ID, '--url', moved.url, '--secret', MOVED_SECRET], directory, env);
    const movedAt = Date.now();
    await waitUntil('the pending events delivered at the moved URL', 60_000, async () => {
      const delivered = deliveredTo(moved);
      return (await eventsIn('moves.db')).every((kept) => delivered.has(kept.id));
    });
    expect(moved.received.every((got) => got.refusal === undefined)).toBe(true); // each verified under the new secret
    expect(new Set(moved.received.map((got) => got.payload?.data['id']))).toEqual(new Set(ids));
    expect(before.received.filter((got) => got.at > movedAt + 1000)).toEqual([]);

    await tenantsJson(['set-webhook', '--org', ORG_ID, '--off'], directory, env);
    const offAt = Date.now();
    const seen = moved.received.length;
    const later = await send(server, 50, 50);
    await waitUntil('the later messages handed over', 60_000, async () => (await eventsIn('moves.db')).filter((kept) => later.includes((kept.event.data as { id: string }).id)).length >= 50);
    await waitUntil('a second past the command', 5_000, () => Date.now() > offAt + 1500);
    const after = moved.received.slice(seen).filter((got) => got.at > offAt + 1000);
    expect(after).toEqual([]);
    expect((await eventsIn('moves.db')).length).toBeGreaterThanOrEqual(100); // the events stay in the feed
  });

  it('should page the feed by 7 from after=0 while 1,000 more messages are sent and delivered: each event once, in order, the same bodies as the webhooks received', { timeout: 300_000 }, async () => {
    const receiver = await startWebhookReceiver(SECRET);
    receivers.push(receiver);
    const server = await started(envOf('feed.db', receiver));
    const feed = new URL('/v1.2/rcs/events', server.url);
    const pages: Array<{ id: string; sequence: number; type: string; data: { id?: string; state?: string } }> = [];
    let stop = false;
    const pager = (async () => {
      for (let after = 0; !stop; ) {
        feed.search = new URLSearchParams({ organizationId: ORG_ID, after: String(after), limit: '7' }).toString();
        const response = await fetch(feed, { headers: { authorization: `Bearer ${API_KEY}` } });
        if (response.status !== 200) throw new Error(`the feed answered ${response.status}: ${await response.text()}`);
        const page = (await response.json()) as { events: typeof pages; next: number };
        expect(page.events.length).toBeLessThanOrEqual(7);
        pages.push(...page.events);
        after = page.next;
        if (page.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20)); // caught up: look again soon
      }
    })();
    const pagerFailed = new Promise<never>((_, reject) => void pager.catch(reject)); // a failed read ends the test at once, with its answer
    const ids = await Promise.race([send(server, 1000), pagerFailed]);
    const ended = (): Set<string | undefined> => new Set(pages.filter((event) => event.data.state === 'READ' || event.data.state === 'FAILED').map((event) => event.data.id)); // FAILED: the one number ending in 404
    await Promise.race([waitUntil('every message READ or FAILED in the feed', 240_000, () => ended().size === 1000), pagerFailed]);
    let stored: KeptEvent[] = [];
    await waitUntil('the feed caught up with the store, and every event delivered', 60_000, async () => {
      stored = await eventsIn('feed.db');
      const delivered = deliveredTo(receiver);
      return pages.length >= stored.length && stored.every((kept) => delivered.has(kept.id));
    });
    stop = true;
    await pager;
    expect(pages.map((event) => event.sequence)).toEqual(pages.map((_, index) => index + 1)); // each once, in sequence order, none skipped
    expect(pages.slice(0, stored.length).map((event) => event.id)).toEqual(stored.map((kept) => kept.id));
    expect(new Set(pages.filter((event) => event.type === 'message.status').map((event) => event.data.id))).toEqual(new Set(ids));
    const delivered = deliveredTo(receiver);
    expect(new Set(delivered.keys())).toEqual(new Set(pages.map((event) => event.id)));
    for (const event of pages) expect(JSON.parse(delivered.get(event.id) ?? 'null')).toEqual(event);
  });
});
