// @rcs-send/client's events and messages.list against the service's own Fetch handler over a
// memory store (its fetch option pointed at the handler: no socket): each iterator follows the
// pages the service answers, every event once in order while more are written, every message once
// newest first, and a refusal as a typed error.
import { createRcsSendClient, RcsSendError, type WebhookPayload } from '@rcs-send/client';
import { createEventFeed, createFetchHandler, createMemoryPorts, createMemoryStore, createMessageList, createSendService, createStatusLookup } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const API_KEY = 'rcs_test_client_reads_0123456789';
const SENDER = 'acme_agent';

/** A service over a memory store holding ORG (member `acme`, sender SENDER), with its lookup and both reads, and a client of it. */
async function clientOfService() {
  const store = createMemoryStore();
  await store.tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 1000, members: ['acme'], senders: [{ id: SENDER, useCase: 'TRANSACTIONAL', smsFallback: null }] }, Date.now());
  const { auth } = createMemoryPorts({ apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [] });
  const ports = { auth, organizations: store.tenants, senders: store.tenants, balance: store.balance, submit: store.submit, idempotency: store.idempotency };
  const handler = createFetchHandler(createSendService({ ports }), {
    statusLookup: createStatusLookup({ ports: { auth, organizations: store.tenants, states: store.states } }),
    eventFeed: createEventFeed({ ports: { auth, organizations: store.tenants, events: store.events } }),
    messageList: createMessageList({ ports: { auth, organizations: store.tenants, messages: store.messages } }),
  });
  const client = createRcsSendClient({ baseUrl: 'http://rcs.example', apiKey: API_KEY, fetch: async (input, init) => handler(new Request(input, init)) });
  return { store, client };
}

/** Everything an async iterable yields (Node 20 has no Array.fromAsync). */
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A reply event numbered `n`, as the platform's events would write one. */
const reply = (n: number) => ({ type: 'message.reply' as const, data: { from: '+351912345678', to: SENDER, text: `reply ${n}`, receivedAt: new Date().toISOString() } });

describe('@rcs-send/client reading the service', () => {
  it('should give every event once, in sequence order, through pages of 7, while more are written between pages', async () => {
    const { store, client } = await clientOfService();
    for (let n = 1; n <= 10; n += 1) await store.events.record({ organizationId: ORG, event: reply(n), at: Date.now() });
    const seen: WebhookPayload[] = [];
    let written = 10;
    for await (const event of client.events({ organizationId: ORG, pageSize: 7 })) {
      seen.push(event);
      if (written < 25) await store.events.record({ organizationId: ORG, event: reply((written += 1)), at: Date.now() });
    }
    expect(seen.map((event) => event.sequence)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(new Set(seen.map((event) => event.id)).size).toBe(25);
    expect(await all(client.events({ organizationId: ORG, after: 25 }))).toEqual([]);
  });

  it('should list the messages it sent newest first, page after page, with filters', async () => {
    const { store, client } = await clientOfService();
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const sent = await client.send({ organizationId: ORG, messages: [{ to: `+35191234560${n}`, from: SENDER, contentMessage: { text: 'Hi' } }] });
      const [outcome] = sent.body.messages;
      if (outcome?.status === 'ACCEPTED') ids.push(outcome.id);
    }
    await store.states.advance({ id: ids[1]!, state: 'FAILED', at: new Date().toISOString(), reason: 'NOT_FOUND: the recipient is not reachable via RCS' });
    const listed = await all(client.messages.list({ organizationId: ORG, pageSize: 2 }));
    const acceptedAt = new Map(listed.map((message) => [message.id, message.history[0]?.at ?? '']));
    expect(listed.map((message) => message.id)).toEqual([...ids].sort((a, b) => acceptedAt.get(b)!.localeCompare(acceptedAt.get(a)!) || b.localeCompare(a)));
    expect(listed.find((message) => message.id === ids[1])).toEqual(await client.status(ids[1]!));
    expect((await all(client.messages.list({ organizationId: ORG, state: 'FAILED', to: '351912345601', since: new Date(Date.now() - 60_000) }))).map((message) => message.id)).toEqual([ids[1]]);
  });

  it('should throw the refusal of a page as an RcsSendError naming the parameter', async () => {
    const { client } = await clientOfService();
    const refused = await all(client.messages.list({ organizationId: ORG, since: 'yesterday' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RcsSendError);
    expect([(refused as RcsSendError).status, (refused as RcsSendError).body?.error]).toEqual([400, { code: 'DATETIME_INVALID', param: 'since', description: expect.any(String) }]);
  });
});
