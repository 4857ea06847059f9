// The preflight of the reference server as shipped (its bin on SQLite, the RBM emulator it
// starts, an SMSC simulator on loopback): a preflight changes nothing in the database; for each
// sample request of the repository, the AgentMessage it predicts is, byte for byte, the body the
// emulator then receives when the same request is sent, and its units are the balance spent; the
// SMS it predicts for a number without RCS is the one the SMSC receives.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreflightBody, PreflightValidMessage } from '@rcs-send/service';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { startSmscSimulator, type SmscSimulator } from '@rcs-send/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/waitUntil';
import { startServerBin, type ServerProcess } from './support/serverBin';

const API_KEY = 'rcs_test_preflight_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization: sender demo_agent, its SMS fallback on
const SENDER = 'demo_agent';
const SMSC = { systemId: 'rcs-send-test', password: 'smsc-test-password' };
const EXAMPLES = join(import.meta.dirname, '..', '..', 'schemas', 'examples');
const DAY_MS = 24 * 3600 * 1000;

let folder: string;
let database: string;
let simulator: SmscSimulator;
let server: ServerProcess;
let emulator: { readonly url: string; readonly token: string };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rcs-send-preflight-'));
  database = join(folder, 'rcs-send.db');
  simulator = await startSmscSimulator(SMSC);
  const env = { RCS_SEND_PORT: '0', RCS_SEND_DB: database, RCS_SEND_API_KEY: API_KEY, RCS_SEND_PROFILE: 'qa', RCS_SEND_PLAYGROUND: 'off', RCS_SEND_DELIVERY: 'emulator' };
  const smpp = { RCS_SEND_SMS: 'smpp', RCS_SEND_SMS_HOST: '127.0.0.1', RCS_SEND_SMS_PORT: String(simulator.port), RCS_SEND_SMS_SYSTEM_ID: SMSC.systemId, RCS_SEND_SMS_PASSWORD: SMSC.password };
  server = await startServerBin({ ...env, ...smpp });
  const [, url = '', token = ''] = /the RBM emulator at (\S+) \(its admin routes take -H "Authorization: Bearer ([^"]+)"/.exec(server.banner()) ?? [];
  emulator = { url, token };
}, 60_000);

afterAll(async () => {
  if (server !== undefined && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await simulator?.close();
  await rm(folder, { recursive: true, force: true });
});

const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };

/** POSTs `body` to the operation at `path` (with its query) of the server. */
const post = (path: string, body: unknown, extra: Record<string, string> = {}) => fetch(new URL(path, server.url), { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });

/** The preflight's 200 body for `body`. */
async function preflight(body: unknown, query = ''): Promise<PreflightBody> {
  const reply = await post(`/v1.2/rcs/preflight${query}`, body);
  expect(reply.status).toBe(200);
  return (await reply.json()) as PreflightBody;
}

/** The ids of `body`'s messages, sent. */
async function send(body: unknown): Promise<string[]> {
  const reply = await post('/v1.2/rcs/send', body);
  expect(reply.status).toBe(202);
  return ((await reply.json()) as { messages: { id: string }[] }).messages.map((message) => message.id);
}

/** What `read` finds in the database, opened read-only beside the server. */
async function withStore<T>(read: (store: SqliteStore) => Promise<T>): Promise<T> {
  const store = openSqliteStore({ path: database, readonly: true });
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

/** Everything a send changes in the database, as its reads show it. */
const snapshot = () =>
  withStore(async (store) => ({
    balance: await store.tenants.balanceOf(ORGANIZATION),
    ledger: await store.tenants.ledgerTail(ORGANIZATION, 1000),
    usage: await store.tenants.usage(ORGANIZATION, '2000-01-01', '2100-01-01'),
    messages: await store.messages.list(ORGANIZATION, {}, 1000),
    events: await store.events.after(ORGANIZATION, 0, 1000),
  }));

/** The bodies the emulator took, by messageId. */
async function received(): Promise<Map<string, unknown>> {
  const reply = await fetch(new URL('/_emulator/received', emulator.url), { headers: { authorization: `Bearer ${emulator.token}` } });
  const { received: taken } = (await reply.json()) as { received: { messageId: string; body: unknown }[] };
  return new Map(taken.map((message) => [message.messageId, message.body]));
}

/** The sample requests of the repository, each addressed to the demo organization and sender, its n-th message to a number of its own. */
async function samples(): Promise<{ name: string; body: { organizationId: string; messages: Record<string, unknown>[] } }[]> {
  const names = (await readdir(EXAMPLES)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name, n) => {
      const sample = JSON.parse(await readFile(join(EXAMPLES, name), 'utf8')) as { messages: Record<string, unknown>[] };
      const messages = sample.messages.map((message, m) => ({ ...message, from: SENDER, to: `3519120${String(n).padStart(2, '0')}${String(m).padStart(3, '0')}` }));
      return { name, body: { organizationId: ORGANIZATION, messages } };
    }),
  );
}

/** The valid outcomes of a preflight, asserting there is no other. */
const validOf = (answer: PreflightBody): PreflightValidMessage[] => answer.messages.map((message) => (expect(message.status).toBe('VALID'), message as PreflightValidMessage));

describe('the preflight of the reference server', () => {
  it('should change nothing in the database, hold no balance and consume no Idempotency-Key', async () => {
    const [sample] = await samples();
    const before = await snapshot();
    const reply = await post('/v1.2/rcs/preflight', sample!.body, { 'idempotency-key': 'preflight-key-1' });
    expect(reply.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    const answer = (await reply.json()) as PreflightBody;
    expect(answer.balance).toEqual({ available: before.balance, after: before.balance - answer.units });
    const sent = await post('/v1.2/rcs/send', { ...sample!.body, messages: [{ ...sample!.body.messages[0], to: '351913000001' }] }, { 'idempotency-key': 'preflight-key-1' });
    expect(sent.status).toBe(202); // the key is fresh: a preflight did not claim it
  }, 60_000);

  it("should predict, byte for byte, the AgentMessage the emulator receives for every sample, and spend the units it predicts", async () => {
    for (const { name, body } of await samples()) {
      // As written (an expiration past the platform's window goes out with the window's end), and expiring within the window.
      const within = { ...body, messages: body.messages.map((message) => ({ ...message, expirationDateTime: new Date(Date.now() + 2 * DAY_MS).toISOString() })) };
      for (const request of [body, within]) {
        const predicted = validOf(await preflight(request));
        const balance = (await snapshot()).balance;
        const ids = await send(request);
        await waitUntil(`the emulator to take every ${name} message`, 40_000, async () => {
          const taken = await received();
          return ids.every((id) => taken.has(id));
        });
        const taken = await received();
        for (const [index, id] of ids.entries()) {
          const expected = predicted[index]!.delivery!;
          const got = taken.get(id) as { expireTime?: string };
          expect([name, expected.channel]).toEqual([name, 'RCS']);
          const windowed = expected.windows.length > 1; // handed over later than predicted: only the window's end moves, by that delay
          if (!windowed) expect([name, JSON.stringify(got)]).toEqual([name, JSON.stringify(expected.agentMessage)]);
          else {
            expect([name, JSON.stringify({ ...got, expireTime: null })]).toEqual([name, JSON.stringify({ ...expected.agentMessage, expireTime: null })]);
            const moved = Date.parse(got.expireTime ?? '') - Date.parse(expected.windows[0]!.expireTime);
            expect(moved).toBeGreaterThanOrEqual(0);
            expect(moved).toBeLessThan(10 * 60_000);
          }
        }
        expect([name, balance - (await snapshot()).balance]).toEqual([name, predicted.reduce((sum, message) => sum + message.units, 0)]);
      }
    }
  }, 120_000);

  it('should predict the SMS the SMSC receives for a number without RCS, and its segments are what the fallback spends', async () => {
    const to = '351912399404'; // the emulator answers 404 for numbers ending in 404
    const text = `Your parcel ${'is on its way to you, '.repeat(8)}🔐`;
    const body = { organizationId: ORGANIZATION, messages: [{ to, from: SENDER, contentMessage: { text } }] };
    const [message] = validOf(await preflight(body, '?capabilities=true'));
    const delivery = message!.delivery!;
    expect([delivery.channel, delivery.reason, delivery.recipient?.reachable]).toEqual(['SMS', 'NOT_RCS_CAPABLE', false]);
    const balance = (await snapshot()).balance;
    await send(body);
    await waitUntil('the SMSC to receive the fallback', 40_000, () => simulator.received.some((sms) => sms.to === to));
    const sms = simulator.received.filter((one) => one.to === to);
    expect(sms).toHaveLength(1);
    expect([sms[0]!.text, sms[0]!.encoding, sms[0]!.segments, sms[0]!.from]).toEqual([delivery.sms!.text, delivery.sms!.encoding, delivery.sms!.segments.length, delivery.sms!.smsSender]);
    await waitUntil('the fallback to be charged', 20_000, async () => balance - (await snapshot()).balance === delivery.sms!.segments.length);
  }, 60_000);

  it("should name the features a recipient's device lacks when asked, and answer as the send does to a wrong key and an unknown parameter", async () => {
    const to = '+351912377001';
    const put = await fetch(new URL(`/_emulator/recipients/${encodeURIComponent(to)}`, emulator.url), { method: 'PUT', headers: { authorization: `Bearer ${emulator.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'online', features: ['RICHCARD_STANDALONE'] }) });
    expect(put.status).toBe(200);
    const carousel = (await samples()).find((sample) => sample.name === 'carousel.json')!.body;
    const body = { ...carousel, messages: [{ ...carousel.messages[0], to }] };
    const [message] = validOf(await preflight(body, '?capabilities=true'));
    expect(message!.delivery!.recipient).toEqual({ reachable: true, features: ['RICHCARD_STANDALONE'], missingFeatures: expect.arrayContaining(['RICHCARD_CAROUSEL']) });
    expect(message!.delivery!.channel).toBe('NONE');
    const wrongKey = await fetch(new URL('/v1.2/rcs/preflight', server.url), { method: 'POST', headers: { ...headers, authorization: 'Bearer nope' }, body: JSON.stringify(body) });
    const unknown = await post('/v1.2/rcs/preflight?dryRun=true', body);
    const badBody = await fetch(new URL('/v1.2/rcs/preflight', server.url), { method: 'POST', headers, body: '{"organizationId":' });
    expect([wrongKey.status, unknown.status, badBody.status]).toEqual([401, 400, 400]);
    expect(await unknown.json()).toMatchObject({ error: { code: 'QUERY_PARAMETER_UNKNOWN', param: 'dryRun' }, messages: null });
    await waitUntil('the log line of a preflight', 10_000, () => server.log().includes('"path":"/v1.2/rcs/preflight","status":200'));
    expect(server.log()).not.toContain('351912377001'); // no recipient in the logs
  }, 60_000);
});
