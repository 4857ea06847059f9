// POST /v1.2/rcs/preflight on every host the send works on (node:http, Fetch, Express 5, Koa 3),
// real requests on loopback over a memory store: the same answer everywhere, the send's refusals,
// and nothing stored, held or queued.
import { createMemoryStore, createPreflight, type MemoryStore } from '@rcs-send/service';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './support/client';
import { ORG_ID, OTHER_ORG_ID, SENDER, WRONG_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type HostKind, type RunningHost } from './support/hosts';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Starts `kind` with the send and the preflight on one memory store holding ORG_ID (acme, 10 units) and OTHER_ORG_ID (globex). */
async function start(kind: HostKind): Promise<{ store: MemoryStore; origin: string }> {
  const store = createMemoryStore();
  const sender = { id: SENDER, useCase: 'TRANSACTIONAL', smsFallback: null };
  await store.tenants.addOrganization({ id: ORG_ID, rcsChannel: true, webhook: null, balance: 10, members: ['acme'], senders: [sender] }, Date.now());
  await store.tenants.addOrganization({ id: OTHER_ORG_ID, rcsChannel: true, webhook: null, balance: 10, members: ['globex'], senders: [sender] }, Date.now());
  const memory = testPorts();
  const ports = { ...memory, organizations: store.tenants, senders: store.tenants, balance: store.balance, submit: store.submit, idempotency: store.idempotency };
  const preflight = createPreflight({ ports: { ...ports, balance: store.tenants } });
  host = await startHost(kind, testService(ports, { now: () => new Date() }), { preflight });
  return { store, origin: host.origin };
}

describe.each(HOSTS)('the preflight on %s', (kind) => {
  it("should answer each message's outcome, the units and the balance, and store, hold and queue nothing", async () => {
    const { store, origin } = await start(kind);
    const body = request([textMessage(0), { ...textMessage(1), from: 'unknown_sender' }]);
    const answer = await post(`${origin}/v1.2/rcs/preflight`, body);
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(answer.body).toMatchObject({ messages: [{ index: 0, status: 'VALID', units: 1, delivery: null }, { index: 1, status: 'REJECTED', errors: [{ code: 'SENDER_NOT_CONFIGURED' }] }], units: 1, balance: { available: 10, after: 9 } });
    expect([await store.tenants.balanceOf(ORG_ID), (await store.messages.list(ORG_ID, {}, 10)).messages]).toEqual([10, []]);
  });

  it('should refuse as the send does: a wrong key 401, a bad body 400, an unknown parameter 400, another organization 403, another method 405', async () => {
    const { origin } = await start(kind);
    const url = `${origin}/v1.2/rcs/preflight`;
    const wrongKey = await post(url, request([textMessage(0)]), { key: WRONG_KEY });
    const badBody = await post(url, [1]);
    const unknown = await post(`${url}?capabilities=true&verbose=1`, request([textMessage(0)]));
    const forbidden = await post(url, request([textMessage(0)], OTHER_ORG_ID));
    const got = await post(url, undefined, { method: 'GET' });
    expect([wrongKey.status, badBody.status, unknown.status, forbidden.status, got.status, got.headers.get('allow')]).toEqual([401, 400, 400, 403, 405, 'POST']);
    expect([badBody.body.error.code, unknown.body.error, forbidden.body.error.code]).toEqual(['REQUEST_NOT_OBJECT', expect.objectContaining({ code: 'QUERY_PARAMETER_UNKNOWN', param: 'verbose' }), 'ORGANIZATION_FORBIDDEN']);
  });
});
