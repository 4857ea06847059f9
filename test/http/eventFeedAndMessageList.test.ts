// GET /v1.2/rcs/events and GET /v1.2/rcs/messages on every host the send works on (node:http,
// Fetch, Express 5, Koa 3), real requests on loopback over a memory store: messages sent through
// the host, their states moved as the engine would, then read back as a client reads them. The
// same answers everywhere, the tenant rules of the reads, and their refusals.
import { createEventFeed, createMemoryStore, createMessageList, createStatusLookup, type MemoryStore } from '@rcs-send/service';
import { afterEach, describe, expect, it } from 'vitest';
import { post, type Reply } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { NO_RCS_ORG_ID, ORG_ID, OTHER_ORG_ID, SENDER, UNKNOWN_ORG_ID, recipient, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type HostKind, type RunningHost } from './support/hosts';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** A memory store holding the fixtures' organizations: ORG_ID (acme, with SENDER), OTHER_ORG_ID (globex), NO_RCS_ORG_ID (acme, no RCS). */
async function seededStore(): Promise<MemoryStore> {
  const store = createMemoryStore();
  const sender = { id: SENDER, useCase: 'TRANSACTIONAL', smsFallback: null };
  const add = (id: string, members: string[], rcsChannel = true) => store.tenants.addOrganization({ id, rcsChannel, webhook: null, balance: 100, members, senders: [sender] }, Date.now());
  await add(ORG_ID, ['acme', 'acme-ops']);
  await add(OTHER_ORG_ID, ['globex']);
  await add(NO_RCS_ORG_ID, ['acme'], false);
  return store;
}

/** Starts `kind` with the send on a memory store, its lookup, its events feed and its message list; what a test calls. */
async function start(kind: HostKind) {
  const store = await seededStore();
  const memory = testPorts();
  const ports = { ...memory, organizations: store.tenants, senders: store.tenants, balance: store.balance, submit: store.submit, idempotency: store.idempotency };
  const reads = { auth: ports.auth, organizations: store.tenants };
  const statusLookup = createStatusLookup({ ports: { ...reads, states: store.states } });
  const eventFeed = createEventFeed({ ports: { ...reads, events: store.events } });
  const messageList = createMessageList({ ports: { ...reads, messages: store.messages } });
  host = await startHost(kind, testService(ports, { now: () => new Date() }), { statusLookup, eventFeed, messageList });
  const { origin } = host;
  /** GET `path` with the query `fields` (ORG_ID's, beside), as a client writes it. */
  const get = (path: string, fields: Record<string, string> = {}, key?: string | null, method = 'GET'): Promise<Reply> =>
    post(`${origin}${path}?${new URLSearchParams({ organizationId: ORG_ID, ...fields }).toString()}`, undefined, { method, ...(key === undefined ? {} : { key }) });
  return {
    store,
    send: async (count: number): Promise<string[]> => ((await post(`${origin}/v1.2/rcs/send`, request(Array.from({ length: count }, (_, n) => textMessage(n))))).body.messages as { id: string }[]).map(({ id }) => id),
    lookup: (id: string): Promise<Reply> => post(`${origin}/v1.2/rcs/messages/${id}`, undefined, { method: 'GET' }),
    events: (fields?: Record<string, string>, key?: string | null, method?: string) => get('/v1.2/rcs/events', fields, key, method),
    messages: (fields?: Record<string, string>, key?: string | null, method?: string) => get('/v1.2/rcs/messages', fields, key, method),
    raw: (target: string): Promise<Reply> => post(`${origin}${target}`, undefined, { method: 'GET' }),
  };
}

describe.each(HOSTS)('the events feed and the message list on %s', (kind) => {
  it('should feed the events of the messages it accepted in sequence order, each as its webhook carries it, and list the messages newest first', async () => {
    const api = await start(kind);
    const [first, second, third] = await api.send(3);
    const at = (second: number) => new Date(Date.now() + second * 1000).toISOString();
    await api.store.states.advance({ id: first!, state: 'SENT', at: at(1) });
    await api.store.states.advance({ id: second!, state: 'FAILED', at: at(2), reason: 'NOT_FOUND: the recipient is not reachable via RCS' });
    await api.store.states.advance({ id: first!, state: 'DELIVERED', at: at(3) });
    const feed = await api.events();
    expect([feed.status, feed.headers.get('content-type'), feed.headers.get('cache-control')]).toEqual([200, 'application/json; charset=utf-8', 'no-store']);
    expect(feed.body.events.map((event: { sequence: number; type: string; data: { id: string; state: string } }) => [event.sequence, event.type, event.data.id, event.data.state])).toEqual([
      [1, 'message.status', first, 'SENT'],
      [2, 'message.status', second, 'FAILED'],
      [3, 'message.status', first, 'DELIVERED'],
    ]);
    expect(feed.body.events[0]).toEqual({ id: expect.stringMatching(/^msg_[0-9a-f-]{36}$/), type: 'message.status', timestamp: expect.any(String), sequence: 1, data: expect.any(Object) });
    expect(feed.body.next).toBe(3);
    expect((await api.events({ after: '2' })).body.events.map((event: { sequence: number }) => event.sequence)).toEqual([3]);
    expect((await api.events({ after: '3' })).body).toEqual({ events: [], next: 3 });

    const listed = await api.messages();
    expect(listed.status).toBe(200);
    // One request's messages share their acceptance time: newest first, then by id, descending.
    expect(listed.body.messages.map((message: { id: string }) => message.id)).toEqual([first, second, third].sort().reverse());
    for (const message of listed.body.messages) expect(message).toEqual((await api.lookup(message.id)).body);
    expect(listed.body.next).toBeNull();
    expect((await api.messages({ state: 'FAILED' })).body.messages.map((message: { id: string }) => message.id)).toEqual([second]);
    expect((await api.messages({ to: `+${recipient(2)}`, channel: 'RCS' })).body.messages.map((message: { id: string }) => message.id)).toEqual([third]);
  });

  it('should page the list with limit and the cursor of each page, until next is null', async () => {
    const api = await start(kind);
    const ids = [...(await api.send(2)), ...(await api.send(3))];
    const acceptedAt = new Map(await Promise.all(ids.map(async (id) => [id, (await api.lookup(id)).body.history[0].at as string] as const)));
    const newestFirst = [...ids].sort((a, b) => (acceptedAt.get(b)!).localeCompare(acceptedAt.get(a)!) || b.localeCompare(a));
    const seen: string[] = [];
    for (let cursor: string | null | undefined, pages = 0; cursor !== null; pages += 1) {
      const page = await api.messages({ limit: '2', ...(cursor === undefined ? {} : { cursor }) });
      expect([page.status, page.body.messages.length <= 2, pages < 5]).toEqual([200, true, true]);
      seen.push(...page.body.messages.map((message: { id: string }) => message.id));
      cursor = page.body.next;
    }
    expect(seen).toEqual(newestFirst);
    expectErrorBody((await api.messages({ cursor: 'tampered' })).body, 'CURSOR_INVALID', 'cursor');
  });

  it('should answer as the API does elsewhere: 401, the organization 400, 403 and 404, a member without RCS 200, and 405 with Allow: GET, HEAD', async () => {
    const api = await start(kind);
    for (const read of [api.events, api.messages]) {
      const anonymous = await read({}, null);
      expect([anonymous.status, anonymous.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="rcs-send"']);
      expectErrorBody((await read({ organizationId: 'not-a-uuid' })).body, 'ORGANIZATION_ID_INVALID', 'organizationId');
      expect((await read({ organizationId: OTHER_ORG_ID })).status).toBe(403);
      expectErrorBody((await read({ organizationId: OTHER_ORG_ID })).body, 'ORGANIZATION_FORBIDDEN', 'organizationId');
      expectErrorBody((await read({ organizationId: UNKNOWN_ORG_ID })).body, 'ORGANIZATION_NOT_FOUND', 'organizationId');
      expect((await read({ organizationId: NO_RCS_ORG_ID })).status).toBe(200);
      const posted = await read({}, undefined, 'POST');
      expect([posted.status, posted.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    }
    expectErrorBody((await api.raw('/v1.2/rcs/events')).body, 'FIELD_REQUIRED', 'organizationId');
  });

  it('should refuse each bad query value at its name: limit 0 and 1001, after -1 and 1.5, a date that is not RFC 3339, until before since, a parameter unknown or repeated', async () => {
    const api = await start(kind);
    const refusals: [Promise<Reply>, string, string][] = [
      [api.events({ limit: '0' }), 'LIMIT_INVALID', 'limit'],
      [api.events({ limit: '1001' }), 'LIMIT_INVALID', 'limit'],
      [api.messages({ limit: '0' }), 'LIMIT_INVALID', 'limit'],
      [api.messages({ limit: '1001' }), 'LIMIT_INVALID', 'limit'],
      [api.events({ after: '-1' }), 'AFTER_INVALID', 'after'],
      [api.events({ after: '1.5' }), 'AFTER_INVALID', 'after'],
      [api.messages({ since: '2026-01-15' }), 'DATETIME_INVALID', 'since'],
      [api.messages({ since: '2026-01-15T10:00:00Z', until: '2026-01-15T09:00:00Z' }), 'TIME_RANGE_INVALID', 'until'],
      [api.messages({ state: 'delivered' }), 'STATE_INVALID', 'state'],
      [api.messages({ to: '12' }), 'MSISDN_INVALID', 'to'],
      [api.messages({ stat: 'SENT' }), 'QUERY_PARAMETER_UNKNOWN', 'stat'],
      [api.raw(`/v1.2/rcs/events?organizationId=${ORG_ID}&limit=1&limit=2`), 'QUERY_PARAMETER_REPEATED', 'limit'],
    ];
    for (const [reply, code, param] of refusals) {
      const answer = await reply;
      expect([code, answer.status]).toEqual([code, 400]);
      expectErrorBody(answer.body, code, param);
    }
    for (const [fields, count] of [[{ limit: '1' }, 0], [{ limit: '1000' }, 0], [{ after: '0' }, 0]] as const) expect((await api.events(fields)).body.events).toHaveLength(count);
  });
});
