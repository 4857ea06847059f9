// DELETE /v1.2/rcs/messages/{id} and the capability check on the reference server, delivering to
// a fake RBM on loopback that records each call and answers faults on any method (the emulator's
// apply to sends only; cancelOnEmulator.test.ts runs the same paths on it): a SENT message is
// withdrawn as it was sent, a message cancelled while its send is in flight is answered once the
// platform answered (and withdrawn then), a platform that cannot answer now is 503 with its Retry-After.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticAccessToken } from '@rcs-send/delivery';
import type { RunningServer } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Reply } from '../http/support/client';
import { ORG_ID, SENDER, request, textMessage } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';
import { serveWithDelivery } from './support/deliveryServer';
import { startFakeRbm, type FakeRbm } from './support/fakeRbm';

let directory: string;
let rbm: FakeRbm;
let server: RunningServer;
let offline: RunningServer;
const logs: string[] = [];

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-cancel-'));
  rbm = await startFakeRbm();
  server = await serveWithDelivery({
    config: { database: join(directory, 'rcs-send.db') },
    log: (line) => logs.push(line),
    delivery: { mode: 'rbm', baseUrl: rbm.url, tokens: staticAccessToken('test'), agentIdSuffix: '@rbm.goog' },
  });
  offline = await serveWithDelivery({ config: { database: join(directory, 'offline.db') }, log: () => undefined });
});
afterAll(async () => {
  await Promise.all([server.close(), offline.close()]);
  await rbm.close();
  await rm(directory, { recursive: true, force: true });
});

const at = (on: RunningServer, path: string): string => new URL(path, on.url).href;
const message = (on: RunningServer, id: string, method: string): Promise<Reply> => post(at(on, `/v1.2/rcs/messages/${id}`), undefined, { method });
/** Sends one message to recipient `n` and returns its id. */
async function accepted(on: RunningServer, n: number): Promise<string> {
  const reply = await post(on.url, request([textMessage(n)]));
  expect(reply.status, reply.text).toBe(202);
  return reply.body.messages[0].id as string;
}
/** Waits until the lookup of `id` on the delivering server answers `state`. */
const reaching = (id: string, state: string): Promise<void> =>
  waitUntil(`message ${id} to be ${state}`, 20_000, async () => (await message(server, id, 'GET')).body.state === state);
const withdrawalsOf = (id: string) => rbm.calls.filter((call) => call.method === 'DELETE' && call.path.endsWith(`/agentMessages/${id}`));

describe('DELETE /v1.2/rcs/messages/{id} on the reference server', () => {
  it('should withdraw a SENT message at the platform by its phone and agent, and record CANCELLED with the reason', async () => {
    const id = await accepted(server, 11);
    await reaching(id, 'SENT');
    const cancelled = await message(server, id, 'DELETE');
    expect([cancelled.status, cancelled.body.state, cancelled.body.reason]).toEqual([200, 'CANCELLED', expect.stringMatching(/^REVOKED: /)]);
    expect(withdrawalsOf(id).map(({ path, query }) => [path, query])).toEqual([[`/v1/phones/+351912345611/agentMessages/${id}`, { agentId: `${SENDER}@rbm.goog` }]]);
    expect((await message(server, id, 'DELETE')).status).toBe(200);
    expect(withdrawalsOf(id)).toHaveLength(1);
  });

  it('should answer a cancel that came while the platform was taking the message only once the platform answered, then withdraw it', async () => {
    const answerSends = rbm.holdSends(); // the send stays in flight until the test lets it go, however slow the machine
    let cancelling: Promise<Reply> | undefined;
    let answered = false;
    try {
      const id = await accepted(server, 12);
      await waitUntil(`the platform to be taking message ${id}`, 20_000, () => rbm.calls.some((call) => call.query['messageId'] === id));
      cancelling = message(server, id, 'DELETE').finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300)); // the cancel is held back while the send is in flight
      expect(answered).toBe(false);
      expect(withdrawalsOf(id)).toEqual([]);
    } finally {
      answerSends();
    }
    const cancelled = await cancelling;
    expect([cancelled.status, cancelled.body.history.map((step: { state: string }) => step.state), cancelled.body.reason]).toEqual([200, ['ACCEPTED', 'SENT', 'CANCELLED'], expect.stringMatching(/^REVOKED: /)]);
    expect(withdrawalsOf(cancelled.body.id).map(({ query }) => query)).toEqual([{ agentId: `${SENDER}@rbm.goog` }]);
  });

  it('should answer 409 with the status of a FAILED message, and 503 with Retry-After when the platform cannot withdraw now', async () => {
    rbm.next({ status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'no' } } });
    const failed = await accepted(server, 13);
    await reaching(failed, 'FAILED');
    const refused = await message(server, failed, 'DELETE');
    expect([refused.status, refused.body.state, refused.body.error]).toEqual([409, 'FAILED', undefined]);
    const sent = await accepted(server, 14);
    await reaching(sent, 'SENT');
    rbm.next({ status: 503, retryAfter: '9' });
    const unavailable = await message(server, sent, 'DELETE');
    expect([unavailable.status, unavailable.headers.get('retry-after'), unavailable.body.error.code]).toEqual([503, '9', 'SERVICE_UNAVAILABLE']);
    expect((await message(server, sent, 'GET')).body.state).toBe('SENT');
  });

  it('should cancel an ACCEPTED message with delivery off, and have no capability check there', async () => {
    const id = await accepted(offline, 15);
    const cancelled = await message(offline, id, 'DELETE');
    const check = await post(at(offline, `/v1.2/rcs/capabilities/351912345678?organizationId=${ORG_ID}&from=${SENDER}`), undefined, { method: 'GET' });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'CANCELLED']);
    expect([check.status, check.body.error.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });
});

describe('the capability check on the reference server', () => {
  it('should ask getCapabilities as the agent of the sender with a fresh requestId, and users.batchGet for several numbers', async () => {
    rbm.phones.set('+351912345678', ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL']);
    const one = await post(at(server, `/v1.2/rcs/capabilities/+351912345678?organizationId=${ORG_ID}&from=${SENDER}`), undefined, { method: 'GET' });
    const many = await post(at(server, '/v1.2/rcs/capabilities'), { organizationId: ORG_ID, from: SENDER, msisdns: ['351912345678', '351912345679'] });
    expect([one.status, one.body]).toEqual([200, { msisdn: '351912345678', reachable: true, features: ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL'] }]);
    expect([many.status, many.body]).toEqual([200, { results: [{ msisdn: '351912345678', reachable: true }, { msisdn: '351912345679', reachable: false }] }]);
    const asked = rbm.calls.filter((call) => call.path.includes('capabilities') || call.path.includes('batchGet'));
    expect(asked.at(-2)).toMatchObject({ method: 'GET', path: '/v1/phones/+351912345678/capabilities', query: { agentId: `${SENDER}@rbm.goog`, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(asked.at(-1)).toMatchObject({ method: 'POST', path: '/v1/users:batchGet', body: { agentId: `${SENDER}@rbm.goog`, users: ['+351912345678', '+351912345679'] } });
  });

  it('should answer 503 with the platform\'s Retry-After when it is unavailable, and never log a number', async () => {
    rbm.next({ status: 503, retryAfter: '5' });
    const reply = await post(at(server, `/v1.2/rcs/capabilities/351912345678?organizationId=${ORG_ID}&from=${SENDER}`), undefined, { method: 'GET' });
    expect([reply.status, reply.headers.get('retry-after'), reply.body.error.code]).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);
    expect(logs.filter((line) => /3519123456\d\d/.test(line))).toEqual([]);
    expect(logs.some((line) => line.includes('"path":"/v1.2/rcs/capabilities/{msisdn}"') && line.includes('"status":503'))).toBe(true);
  });
});
