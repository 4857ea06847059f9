// DELETE /v1.2/rcs/messages/{id} and the capability check on every host the send works on
// (node:http, Fetch, Express 5, Koa 3), real requests on loopback: the same answers everywhere,
// the tenant rules of the lookup, and the send's rate limit counting checks but not cancels.
import { createMemoryStatePort, createMessageCancelPort, type RevokeRequest } from '@rcs-send/delivery';
import { createCapabilityCheck, createMemoryPorts, createStatusLookup, type CapabilityPort, type SendPorts } from '@rcs-send/service';
import { afterEach, describe, expect, it } from 'vitest';
import { post, type Reply } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { API_KEY, ORG_ID, OTHER_ORG_ID, SENDER, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type HostKind, type RunningHost } from './support/hosts';

const [ACCEPTED, SENT, DELIVERED, FOREIGN] = ['0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40', '7c2e9a41-d3b5-4f68-8e1a-6b9c0d2f4a73', 'c0ffee00-1234-4abc-8def-0123456789ab', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'];
const REACHABLE = '351912345600';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** A state port holding one message in each state the tests cancel, for ORG_ID (and one SENT of another organization). */
async function seededStates(): Promise<ReturnType<typeof createMemoryStatePort>> {
  const states = createMemoryStatePort();
  const at = (second: number): string => `2026-01-15T09:00:0${second}.000Z`;
  for (const [id, organizationId] of [[ACCEPTED, ORG_ID], [SENT, ORG_ID], [DELIVERED, ORG_ID], [FOREIGN, OTHER_ORG_ID]] as const) {
    await states.advance({ id, state: 'ACCEPTED', at: at(0), organizationId, to: REACHABLE, from: SENDER });
  }
  for (const id of [SENT, DELIVERED, FOREIGN]) await states.advance({ id, state: 'SENT', at: at(1) });
  await states.advance({ id: DELIVERED, state: 'DELIVERED', at: at(2) });
  return states;
}

/** Starts `kind` with the send, a lookup that cancels through the delivery's cancel port, and a capability check; what the platform was asked. */
async function start(kind: HostKind, ports: SendPorts = testPorts()) {
  const revoked: RevokeRequest[] = [];
  const asked: string[][] = [];
  const capabilities: CapabilityPort = {
    features: async (from, msisdn) => (asked.push([from, msisdn]), msisdn === REACHABLE ? ['RICHCARD_STANDALONE', 'ACTION_DIAL'] : undefined),
    reachable: async (from, msisdns) => (asked.push([from, ...msisdns]), msisdns.filter((msisdn) => msisdn === REACHABLE)),
  };
  const states = await seededStates();
  const cancels = createMessageCancelPort({ states, delivery: { revoke: async (one) => (revoked.push(one), { outcome: 'revoked' }) } });
  const statusLookup = createStatusLookup({ ports: { auth: ports.auth, organizations: ports.organizations, states, cancels } });
  const capabilityCheck = createCapabilityCheck({ ports: { ...ports, capabilities } });
  host = await startHost(kind, testService(ports), { statusLookup, capabilityCheck });
  const { origin } = host;
  return {
    revoked,
    asked,
    cancel: (id: string, key: string | null = API_KEY, method = 'DELETE'): Promise<Reply> => post(`${origin}/v1.2/rcs/messages/${id}`, undefined, { key, method }),
    capability: (target: string, key: string | null = API_KEY, method = 'GET'): Promise<Reply> => post(`${origin}/v1.2/rcs/capabilities/${target}`, undefined, { key, method }),
    capabilities: (body: unknown, method = 'POST'): Promise<Reply> => post(`${origin}/v1.2/rcs/capabilities`, body, { method }),
    send: (): Promise<Reply> => post(`${origin}/v1.2/rcs/send`, request([textMessage()])),
  };
}
const query = `organizationId=${ORG_ID}&from=${SENDER}`;

describe.each(HOSTS)('DELETE /v1.2/rcs/messages/{id} on %s', (kind) => {
  it('should cancel an ACCEPTED message without the platform, then answer 200 again, and the lookup see CANCELLED', async () => {
    const api = await start(kind);
    const first = await api.cancel(ACCEPTED.toUpperCase());
    const again = await api.cancel(ACCEPTED);
    const looked = await api.cancel(ACCEPTED, API_KEY, 'GET');
    expect([first.status, first.headers.get('content-type'), first.headers.get('cache-control')]).toEqual([200, 'application/json; charset=utf-8', 'no-store']);
    expect(first.body).toEqual({ id: ACCEPTED, state: 'CANCELLED', at: expect.any(String), channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z', channel: 'RCS' }, { state: 'CANCELLED', at: first.body.at, channel: 'RCS' }] });
    expect([again.status, again.body, looked.body]).toEqual([200, first.body, first.body]);
    expect(api.revoked).toEqual([]);
  });

  it('should withdraw a SENT message at the platform as its send named it, and answer 409 with the status of a DELIVERED one', async () => {
    const api = await start(kind);
    const sent = await api.cancel(SENT);
    const delivered = await api.cancel(DELIVERED);
    expect([sent.status, sent.body.state, sent.body.reason]).toEqual([200, 'CANCELLED', expect.stringMatching(/^REVOKED: /)]);
    expect(api.revoked).toEqual([{ parent: `phones/+${REACHABLE}`, agentId: SENDER, messageId: SENT }]);
    expect([delivered.status, delivered.body]).toMatchObject([409, { id: DELIVERED, state: 'DELIVERED', history: [{ state: 'ACCEPTED' }, { state: 'SENT' }, { state: 'DELIVERED' }] }]);
    expect(delivered.body).not.toHaveProperty('error');
  });

  it('should answer HEAD of a message and of a number as GET, without the body', async () => {
    const api = await start(kind);
    const [got, head] = [await api.cancel(ACCEPTED, API_KEY, 'GET'), await api.cancel(ACCEPTED, API_KEY, 'HEAD')];
    const [unknownGot, unknownHead] = [await api.cancel(FOREIGN, API_KEY, 'GET'), await api.cancel(FOREIGN, API_KEY, 'HEAD')];
    const [checked, checkedHead] = [await api.capability(`${REACHABLE}?${query}`), await api.capability(`${REACHABLE}?${query}`, API_KEY, 'HEAD')];
    const seen = (reply: Reply) => [reply.status, reply.headers.get('content-type'), reply.headers.get('cache-control')];
    expect([seen(head), seen(unknownHead), seen(checkedHead)]).toEqual([seen(got), seen(unknownGot), seen(checked)]);
    expect([got.status, unknownGot.status, checked.status]).toEqual([200, 404, 200]);
    expect([head.text, unknownHead.text, checkedHead.text]).toEqual(['', '', '']);
    expect(api.asked).toEqual([[SENDER, REACHABLE], [SENDER, REACHABLE]]);
  });

  it("should answer another organization's message as an unknown one (404), 401 without a key, 400 for a malformed id and 405 with Allow: GET, HEAD, DELETE", async () => {
    const api = await start(kind);
    const foreign = await api.cancel(FOREIGN);
    const unknown = await api.cancel(crypto.randomUUID());
    const anonymous = await api.cancel(ACCEPTED, null);
    const malformed = await api.cancel('not-a-uuid');
    const put = await api.cancel(ACCEPTED, API_KEY, 'PUT');
    expect([foreign.status, foreign.text]).toEqual([404, unknown.text]);
    expectErrorBody(foreign.body, 'MESSAGE_NOT_FOUND');
    expect([anonymous.status, anonymous.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="rcs-send"']);
    expectErrorBody(malformed.body, 'MESSAGE_ID_INVALID');
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, DELETE']);
    expect(api.revoked).toEqual([]);
  });
});

describe.each(HOSTS)('the capability check on %s', (kind) => {
  it('should answer one number, written as messages[].to may be, with its features, or unreachable with none', async () => {
    const api = await start(kind);
    const reachable = await api.capability(`%2B351%20912%20345%20600?${query}`);
    const unreachable = await api.capability(`351912345601?${query}`);
    expect([reachable.status, reachable.body]).toEqual([200, { msisdn: REACHABLE, reachable: true, features: ['RICHCARD_STANDALONE', 'ACTION_DIAL'] }]);
    expect([unreachable.status, unreachable.body]).toEqual([200, { msisdn: '351912345601', reachable: false, features: [] }]);
    expect(api.asked).toEqual([[SENDER, REACHABLE], [SENDER, '351912345601']]);
  });

  it('should answer several numbers in order, and refuse 501 of them', async () => {
    const api = await start(kind);
    const reply = await api.capabilities({ organizationId: ORG_ID, from: SENDER, msisdns: ['351912345601', `+${REACHABLE}`] });
    const tooMany = await api.capabilities({ organizationId: ORG_ID, from: SENDER, msisdns: Array.from({ length: 501 }, () => REACHABLE) });
    expect([reply.status, reply.body]).toEqual([200, { results: [{ msisdn: '351912345601', reachable: false }, { msisdn: REACHABLE, reachable: true }] }]);
    expectErrorBody(tooMany.body, 'MSISDNS_COUNT_INVALID', 'msisdns');
  });

  it("should answer the send's errors: 401, 403, the unknown sender at from, an invalid number, and 405 with Allow", async () => {
    const api = await start(kind);
    const anonymous = await api.capability(`${REACHABLE}?${query}`, null);
    const forbidden = await api.capability(`${REACHABLE}?organizationId=${OTHER_ORG_ID}&from=${SENDER}`);
    const sender = await api.capability(`${REACHABLE}?organizationId=${ORG_ID}&from=globex`);
    const invalid = await api.capability(`35191?${query}`);
    const bulkGet = await api.capabilities(undefined, 'GET');
    const onePost = await post(`${host?.origin}/v1.2/rcs/capabilities/${REACHABLE}`, {});
    expect(anonymous.status).toBe(401);
    expectErrorBody(forbidden.body, 'ORGANIZATION_FORBIDDEN', 'organizationId');
    expectErrorBody(sender.body, 'SENDER_NOT_CONFIGURED', 'from');
    expectErrorBody(invalid.body, 'MSISDN_INVALID', 'msisdn');
    expect([bulkGet.status, bulkGet.headers.get('allow'), onePost.status, onePost.headers.get('allow')]).toEqual([405, 'POST', 405, 'GET, HEAD']);
    expect(api.asked).toEqual([]);
  });

  it('should count checks against the send rate limit, and never a cancel', async () => {
    const ports = createMemoryPorts({
      apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }],
      organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 10 }],
      rateLimit: { requestsPerSecond: 1, now: () => 0 },
    });
    const api = await start(kind, ports);
    const checked = await api.capability(`${REACHABLE}?${query}`);
    const cancelled = await api.cancel(ACCEPTED);
    const sent = await api.send();
    const checkedAgain = await api.capabilities({ organizationId: ORG_ID, from: SENDER, msisdns: [REACHABLE] });
    expect([checked.status, cancelled.status, sent.status, checkedAgain.status]).toEqual([200, 200, 429, 429]);
    expect(checkedAgain.headers.get('retry-after')).toBe('1');
  });
});
