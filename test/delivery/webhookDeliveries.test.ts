// The webhook deliveries of the engine, over the memory store's outbox, with an HTTP client that
// records each attempt and answers as each test scripts it: every queued event delivered once
// with its own id, a refused one retried on its own, given up after its schedule, a 2xx whose
// body is slow to end delivered at its head, a 410 that disables the webhook, the endpoint read
// at each attempt (removed, moved, rotated), a delivery left leased by a dead process taken over
// once its lease ends, and the attempts bounded.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookDeliveries, type WebhookDeliveries, type WebhookDeliveryOptions, type WebhookFailure } from '@rcs-send/delivery';
import { createMemoryStore, keptEventPayload, type MemoryStore, type TenantWebhook, type WebhookEvent } from '@rcs-send/service';
import { waitUntil } from '../support/waitUntil';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SECRET = `whsec_${Buffer.alloc(32, 0x5a).toString('base64')}`;
const NEW_SECRET = `whsec_${Buffer.alloc(32, 0x5b).toString('base64')}`;
const HOOK: TenantWebhook = { url: 'https://hooks.example/rcs', secret: SECRET };

/** One attempt the client made. */
interface Attempt {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A recording `fetch` that answers each attempt with what `answer` says (204 by default). */
function recordingFetch(answer: (attempt: Attempt) => number | { status: number; retryAfter?: string } | Promise<number> = () => 204): { fetch: typeof fetch; attempts: Attempt[] } {
  const attempts: Attempt[] = [];
  const fetchFn = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const attempt = { url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body) };
    attempts.push(attempt);
    const given = await answer(attempt);
    const { status, retryAfter } = typeof given === 'number' ? { status: given, retryAfter: undefined } : given;
    return new Response(null, { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });
  };
  return { fetch: fetchFn as typeof fetch, attempts };
}

const reply = (text: string): WebhookEvent => ({ type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text, receivedAt: '2026-11-25T10:00:00.000Z' } });
const textOf = (attempt: Attempt): string => (JSON.parse(attempt.body) as { data: { text: string } }).data.text;

let running: WebhookDeliveries[] = [];
afterEach(async () => {
  await Promise.all(running.map((deliveries) => deliveries.stop()));
  running = [];
});

/** A memory store with the organization and `webhook`, and deliveries started on it reading the webhook as the store holds it. */
async function rig(webhook: TenantWebhook | null, options: Partial<WebhookDeliveryOptions> = {}): Promise<{ store: MemoryStore; deliveries: WebhookDeliveries; failures: WebhookFailure[] }> {
  const store = createMemoryStore({ now: options.now ?? Date.now });
  await store.tenants.addOrganization({ id: ORG, rcsChannel: true, webhook, balance: 0 }, Date.now());
  const failures: WebhookFailure[] = [];
  let organizations: readonly { id: string; webhook?: TenantWebhook }[] = [];
  const read = async (): Promise<void> => {
    organizations = (await store.tenants.organizations()).map((organization) => ({ id: organization.id, ...(organization.webhook === null ? {} : { webhook: organization.webhook }) }));
  };
  await read();
  const timer = setInterval(() => void read(), 20);
  const deliveries = startWebhookDeliveries({ outbox: store.webhooks, tenants: store.tenants, organizations: () => organizations, pollMs: 10, endpointMaxAgeMs: 0, onFailure: (failure) => failures.push(failure), ...options });
  const stoppable = { ...deliveries, stop: async () => (clearInterval(timer), deliveries.stop()) };
  running.push(stoppable);
  return { store, deliveries: stoppable, failures };
}

describe('startWebhookDeliveries', () => {
  it('should deliver every queued event once, its id as webhook-id, its body as the feed has it, signed under the secret', async () => {
    const client = recordingFetch();
    const { store, deliveries } = await rig(HOOK, { fetch: client.fetch });
    for (let i = 0; i < 20; i++) await store.events.record({ organizationId: ORG, event: reply(`r${i}`), at: Date.now() });
    deliveries.wake();
    await waitUntil('20 deliveries', 10_000, async () => (await store.webhooks.backlog(ORG)).pending === 0);
    const log = await store.events.after(ORG, 0, 100);
    expect(client.attempts).toHaveLength(20);
    expect(client.attempts.map((attempt) => attempt.headers['webhook-id']).sort()).toEqual(log.map((kept) => kept.id).sort());
    const verifier = new Webhook(SECRET);
    for (const attempt of client.attempts) {
      expect(attempt.url).toBe(HOOK.url);
      const kept = log.find((event) => event.id === attempt.headers['webhook-id'])!;
      expect(attempt.body).toBe(JSON.stringify(keptEventPayload(kept)));
      expect(verifier.verify(attempt.body, attempt.headers)).toEqual(JSON.parse(attempt.body));
    }
    expect(deliveries.stats()).toMatchObject({ delivered: 20, retried: 0, inFlight: 0 });
  });

  it('should retry a refused event with the same webhook-id, and deliver the others meanwhile', async () => {
    let refusals = 2;
    const client = recordingFetch((attempt) => (textOf(attempt) === 'refused' && refusals-- > 0 ? 500 : 204));
    const { store } = await rig(HOOK, { fetch: client.fetch, schedule: [50, 50, 50] });
    await store.events.record({ organizationId: ORG, event: reply('refused'), at: Date.now() });
    for (let i = 0; i < 5; i++) await store.events.record({ organizationId: ORG, event: reply(`after ${i}`), at: Date.now() });
    await waitUntil('every delivery', 10_000, async () => (await store.webhooks.backlog(ORG)).pending === 0);
    const refused = client.attempts.filter((attempt) => textOf(attempt) === 'refused');
    expect(refused).toHaveLength(3);
    expect(new Set(refused.map((attempt) => attempt.headers['webhook-id'])).size).toBe(1);
    const secondTry = client.attempts.indexOf(refused[1]!);
    expect(client.attempts.slice(0, secondTry).filter((attempt) => textOf(attempt).startsWith('after')).length).toBe(5); // none waited for the refused one
  });

  it('should give an event up after its last attempt, keep it in the log, and report it without URL or body', async () => {
    const client = recordingFetch(() => 503);
    const { store, failures } = await rig(HOOK, { fetch: client.fetch, schedule: [10, 10] });
    const kept = await store.events.record({ organizationId: ORG, event: reply('never'), at: Date.now() });
    await waitUntil('the event given up', 10_000, () => failures.length === 1);
    expect(client.attempts).toHaveLength(3);
    expect(failures).toEqual([{ kind: 'gave-up', organizationId: ORG, events: 1, webhookId: kept.id, type: 'message.reply', attempts: 3, reason: 'HTTP 503' }]);
    expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 0, oldestAt: null });
    expect(await store.events.after(ORG, 0, 10)).toEqual([kept]);
  });

  it('should wait at least what retry-after asks before the next attempt', async () => {
    let clock = Date.now();
    const client = recordingFetch(() => (client.attempts.length === 1 ? { status: 429, retryAfter: '120' } : 204));
    const { store } = await rig(HOOK, { fetch: client.fetch, schedule: [10], now: () => clock, random: () => 0.5 });
    await store.events.record({ organizationId: ORG, event: reply('later'), at: clock });
    await waitUntil('the first attempt', 10_000, () => client.attempts.length === 1);
    await waitUntil('the retry queued', 10_000, async () => (await store.webhooks.lease(ORG, clock + 119_999, 1, 10)).length === 0 && client.attempts.length === 1);
    clock += 120_000 + 60_001; // past the retry-after and past the lease taken by the look above
    await waitUntil('the second attempt', 10_000, () => client.attempts.length === 2);
  });

  it("should count a 2xx as delivered when its head arrives, however slowly its body ends (node's client)", async () => {
    const endpoint = createServer((_request, response) => response.writeHead(200).write('accepted, still writing')); // the body never ends
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks`;
      const { store, deliveries } = await rig({ url, secret: SECRET }, { timeoutMs: 300, schedule: [60_000] });
      await store.events.record({ organizationId: ORG, event: reply('acknowledged'), at: Date.now() });
      await waitUntil('the attempt settled', 10_000, () => deliveries.stats().delivered + deliveries.stats().retried > 0);
      expect(deliveries.stats()).toMatchObject({ delivered: 1, retried: 0 });
      expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 0, oldestAt: null });
    } finally {
      endpoint.closeAllConnections();
      endpoint.close();
    }
  });

  it('should disable the webhook at its 410, drop its queue, and POST nothing more to it', async () => {
    const client = recordingFetch(() => 410);
    let later = 0;
    const now = (): number => Date.now() + later;
    const { store, failures } = await rig(HOOK, { fetch: client.fetch, concurrency: 1, now });
    for (let i = 0; i < 5; i++) await store.events.record({ organizationId: ORG, event: reply(`r${i}`), at: now() });
    await waitUntil('the webhook disabled', 10_000, () => failures.some((failure) => failure.kind === 'disabled'));
    const webhook = (await store.tenants.organization(ORG))?.webhook;
    expect(webhook).toMatchObject({ url: HOOK.url, disabled: { reason: 'HTTP 410' } });
    expect(failures).toEqual([{ kind: 'disabled', organizationId: ORG, events: 5, reason: 'HTTP 410' }]);
    await store.events.record({ organizationId: ORG, event: reply('after the 410'), at: now() });
    const attempted = client.attempts.length;
    // The queue of an organization without a webhook in force is dropped again at most once a
    // minute: whether the deliveries saw the webhook disabled before this event came or after, a
    // minute on it is dropped, never POSTed.
    later = 60_000;
    await waitUntil('the later event dropped', 10_000, async () => (await store.webhooks.backlog(ORG)).pending === 0);
    expect(client.attempts).toHaveLength(attempted);
    expect(await store.events.after(ORG, 0, 10)).toHaveLength(6);
  });

  it('should follow the webhook in force at each attempt: none once removed, the new URL and secret once moved', async () => {
    let hold: (() => void) | undefined;
    const client = recordingFetch((attempt) => (textOf(attempt) === 'first' && hold === undefined ? new Promise<number>((resolve) => (hold = () => resolve(500))) : 204));
    const { store } = await rig(HOOK, { fetch: client.fetch, schedule: [10], concurrency: 1 });
    await store.events.record({ organizationId: ORG, event: reply('first'), at: Date.now() });
    await waitUntil('the first attempt under way', 10_000, () => hold !== undefined);
    const moved: TenantWebhook = { url: 'https://elsewhere.example/hooks', secret: NEW_SECRET };
    await store.tenants.setWebhook(ORG, moved);
    await store.events.record({ organizationId: ORG, event: reply('second'), at: Date.now() });
    hold!();
    await waitUntil('both delivered at the new URL', 10_000, () => client.attempts.filter((attempt) => attempt.url === moved.url).length === 2);
    for (const attempt of client.attempts.filter((one) => one.url === moved.url)) expect(() => new Webhook(NEW_SECRET).verify(attempt.body, attempt.headers)).not.toThrow();
    await store.tenants.setWebhook(ORG, null);
    const before = client.attempts.length;
    for (let i = 0; i < 3; i++) await store.events.record({ organizationId: ORG, event: reply(`unsent ${i}`), at: Date.now() });
    await waitUntil('the queue dropped', 10_000, async () => (await store.webhooks.backlog(ORG)).pending === 0);
    expect(client.attempts).toHaveLength(before);
  });

  it('should sign under the previous secret too while a rotation keeps it, and under the new one alone after', async () => {
    let clock = Date.now();
    const client = recordingFetch();
    const rotated: TenantWebhook = { url: HOOK.url, secret: NEW_SECRET, previous: { secret: SECRET, until: clock + 1000 } };
    const { store } = await rig(rotated, { fetch: client.fetch, now: () => clock });
    await store.events.record({ organizationId: ORG, event: reply('during'), at: clock });
    await waitUntil('the first delivery', 10_000, () => client.attempts.length === 1);
    clock += 1000;
    await store.events.record({ organizationId: ORG, event: reply('after'), at: clock });
    await waitUntil('the second delivery', 10_000, () => client.attempts.length === 2);
    const [during, after] = client.attempts as [Attempt, Attempt];
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [SECRET, NEW_SECRET]) expect(new Webhook(secret).verify(during.body, during.headers)).toBeDefined();
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(() => new Webhook(SECRET).verify(after.body, after.headers)).toThrow();
    expect(new Webhook(NEW_SECRET).verify(after.body, after.headers)).toBeDefined();
  });

  it('should take over a delivery a dead process left leased, once its lease ends', async () => {
    let clock = Date.now();
    const client = recordingFetch();
    const { store } = await rig(HOOK, { fetch: client.fetch, now: () => clock, leaseMs: 30_000 });
    await running.pop()!.stop(); // this rig's own deliveries stop: the store is what counts
    const kept = await store.events.record({ organizationId: ORG, event: reply('orphan'), at: clock });
    expect(await store.webhooks.lease(ORG, clock, 30_000, 10)).toHaveLength(1); // a process that leased it, then died
    const organizations = [{ id: ORG, webhook: HOOK }];
    const survivor = startWebhookDeliveries({ outbox: store.webhooks, tenants: store.tenants, organizations: () => organizations, fetch: client.fetch, now: () => clock, pollMs: 10, leaseMs: 30_000 });
    running.push(survivor);
    await new Promise((resolve) => setTimeout(resolve, 100)); // several polls, all within the dead one's lease
    expect(client.attempts).toHaveLength(0);
    clock += 30_000;
    await waitUntil('the survivor to deliver it', 10_000, () => client.attempts.length === 1);
    expect(client.attempts[0]!.headers['webhook-id']).toBe(kept.id);
  });

  it('should make at most `concurrency` attempts at once, and let them end when stopped', async () => {
    const releases: Array<() => void> = [];
    let most = 0;
    const client = recordingFetch(() => new Promise<number>((resolve) => {
      releases.push(() => resolve(204));
    }));
    const { store, deliveries } = await rig(HOOK, { fetch: client.fetch, concurrency: 3 });
    for (let i = 0; i < 10; i++) await store.events.record({ organizationId: ORG, event: reply(`r${i}`), at: Date.now() });
    await waitUntil('three attempts under way', 10_000, () => deliveries.stats().inFlight === 3);
    for (let round = 0; round < 10 && releases.length > 0; round++) {
      most = Math.max(most, deliveries.stats().inFlight);
      releases.splice(0).forEach((release) => release());
      await waitUntil('the next attempts', 10_000, async () => releases.length > 0 || (await store.webhooks.backlog(ORG)).pending === 0);
    }
    expect(most).toBe(3);
    expect(client.attempts).toHaveLength(10);
    expect(deliveries.stats().delivered).toBe(10);
  });

  it('should refuse options out of range with a RangeError naming them', () => {
    const store = createMemoryStore();
    const base = { outbox: store.webhooks, tenants: store.tenants, organizations: () => [] };
    expect(() => startWebhookDeliveries({ ...base, concurrency: 0 })).toThrow('concurrency must be a whole number from 1');
    expect(() => startWebhookDeliveries({ ...base, timeoutMs: 1000, leaseMs: 1000 })).toThrow('leaseMs must be a whole number from 1001');
    expect(() => startWebhookDeliveries({ ...base, schedule: [-1] })).toThrow(RangeError);
  });
});
