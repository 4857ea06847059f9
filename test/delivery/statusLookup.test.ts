// GET /v1.2/rcs/messages/{id} on the reference server: ACCEPTED right after the 202, SENT once
// the platform took the message (one state port shared by the acceptance and the worker), and
// nothing about an id to anyone who is not a member of its organization.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { loadServerConfig, startServer, type RunningServer, type StartServerOptions } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Reply } from '../http/support/client';
import { API_KEY, ORG_ID, OTHER_API_KEY, OTHER_ORG_ID, SENDER, WRONG_KEY, request, textMessage } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';

let directory: string;
let emulator: RbmEmulator;
let delivering: RunningServer;
let offline: RunningServer;

/** A server on a free port with `acme` in ORG_ID and `globex` (OTHER_API_KEY) in OTHER_ORG_ID only. */
async function serve(name: string, delivery: StartServerOptions['delivery']): Promise<RunningServer> {
  const { config } = loadServerConfig({ env: {} });
  return startServer({
    config: {
      ...config,
      port: 0,
      database: join(directory, `${name}.db`),
      rateLimit: null,
      apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }, { apiKey: OTHER_API_KEY, principalId: 'globex' }],
      organizations: [
        { id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100 },
        { id: OTHER_ORG_ID, members: ['globex'], senders: [SENDER], balance: 100 },
      ],
    },
    playground: false,
    log: () => undefined,
    ...(delivery === undefined ? {} : { delivery }),
  });
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-lookup-'));
  emulator = await startRbmEmulator();
  delivering = await serve('delivering', { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test') });
  offline = await serve('offline', undefined);
});
afterAll(async () => {
  await Promise.all([delivering.close(), offline.close()]);
  await emulator.close();
  await rm(directory, { recursive: true, force: true });
});

/** The status URL of `id` on `server`. */
const statusUrl = (server: RunningServer, id: string): string => new URL(`/v1.2/rcs/messages/${id}`, server.url).href;
/** Looks `id` up on `server` with `key` (null: no Authorization). */
const lookUp = (server: RunningServer, id: string, key: string | null = API_KEY, method = 'GET'): Promise<Reply> => post(statusUrl(server, id), undefined, { key, method });
/** Sends one message for ORG_ID and returns its id. */
async function accepted(server: RunningServer): Promise<string> {
  const reply = await post(server.url, request([textMessage(1)]));
  expect(reply.status, reply.text).toBe(202);
  return reply.body.messages[0].id as string;
}

describe('GET /v1.2/rcs/messages/{id}', () => {
  it('should answer ACCEPTED right after the 202, then SENT once the platform took the message, with both in the history', async () => {
    emulator.faults.next({ kind: 'slow', delayMs: 1_000 });
    const id = await accepted(delivering);
    const first = await lookUp(delivering, id);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.body).toEqual({ id, state: 'ACCEPTED', at: first.body.at, channel: 'RCS', history: [{ state: 'ACCEPTED', at: first.body.at, channel: 'RCS' }] });
    let last = first;
    await waitUntil(`message ${id} to be past ACCEPTED`, 20_000, async () => (last = await lookUp(delivering, id)).body.state !== 'ACCEPTED');
    expect(emulator.received.some((received) => received.messageId === id)).toBe(true);
    expect(last.body).toMatchObject({ id, state: 'SENT', channel: 'RCS', history: [{ state: 'ACCEPTED', at: first.body.at, channel: 'RCS' }, { state: 'SENT', at: last.body.at, channel: 'RCS' }] });
    expect(Date.parse(last.body.at)).toBeGreaterThanOrEqual(Date.parse(first.body.at) + 1_000);
  });

  it('should answer ACCEPTED with delivery off, and the same for an id written in upper case', async () => {
    const id = await accepted(offline);
    const reply = await lookUp(offline, id.toUpperCase());
    expect([reply.status, reply.body.id, reply.body.state]).toEqual([200, id, 'ACCEPTED']);
  });

  it("should answer 404 MESSAGE_NOT_FOUND for another organization's message exactly as for an unknown id", async () => {
    const id = await accepted(offline);
    const foreign = await lookUp(offline, id, OTHER_API_KEY);
    const unknown = await lookUp(offline, crypto.randomUUID(), OTHER_API_KEY);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect([unknown.status, unknown.text, [...unknown.headers.keys()].filter((name) => name !== 'date')]).toEqual([404, foreign.text, [...foreign.headers.keys()].filter((name) => name !== 'date')]);
  });

  it('should answer 400 MESSAGE_ID_INVALID for an id that is not a UUID, 401 without a valid key and 405 (Allow: GET, HEAD, DELETE) for another method', async () => {
    const id = await accepted(offline);
    const invalid = await lookUp(offline, 'not-a-uuid');
    const empty = await lookUp(offline, '');
    const missing = await lookUp(offline, id, null);
    const wrong = await lookUp(offline, id, WRONG_KEY);
    const posted = await lookUp(offline, id, API_KEY, 'POST');
    expect([invalid.status, invalid.body]).toMatchObject([400, { error: { code: 'MESSAGE_ID_INVALID', param: '' }, messages: null }]);
    expect([empty.status, empty.body.error.code]).toEqual([400, 'MESSAGE_ID_INVALID']);
    expect([missing.status, missing.body.error.code, missing.headers.get('www-authenticate')]).toEqual([401, 'UNAUTHENTICATED', 'Bearer realm="rcs-send"']);
    expect([wrong.status, wrong.body.error.code, wrong.headers.get('www-authenticate')]).toEqual([401, 'UNAUTHENTICATED', 'Bearer realm="rcs-send", error="invalid_token"']);
    expect([posted.status, posted.headers.get('allow'), posted.body.error.code]).toEqual([405, 'GET, HEAD, DELETE', 'METHOD_NOT_ALLOWED']);
  });

  it('should answer HEAD of a message as GET, its Content-Length included, without the body', async () => {
    const id = await accepted(offline);
    const got = await lookUp(offline, id);
    const head = await lookUp(offline, id, API_KEY, 'HEAD');
    // undici asks to close the connection after a HEAD (against servers that send a body anyway): the connection headers differ by the client's wish
    const headers = (reply: Reply) => [...reply.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
    expect([head.status, headers(head), head.text]).toEqual([200, headers(got), '']);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(got.text));
  });

  it('should still know a message after a restart, from the database the worker records into', async () => {
    const first = await serve('restarted', { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test') });
    let id: string;
    try {
      id = await accepted(first);
      await waitUntil(`message ${id} to be SENT`, 20_000, async () => (await lookUp(first, id)).body.state === 'SENT');
    } finally {
      await first.close();
    }
    const second = await serve('restarted', { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test') });
    try {
      const reply = await lookUp(second, id);
      expect(reply.body).toMatchObject({ id, state: 'SENT', history: [{ state: 'ACCEPTED' }, { state: 'SENT' }] });
      expect((await lookUp(second, id, OTHER_API_KEY)).status).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('should leave a deeper path to 404 ROUTE_NOT_FOUND', async () => {
    const reply = await lookUp(offline, `${crypto.randomUUID()}/history`);
    expect([reply.status, reply.body.error.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });
});
