// The SMS fallback of the reference server as shipped (its bin, the RBM emulator it starts, the
// demo organization's fallback on by default), to an SMSC simulator on loopback: a number the
// emulator marks as not RCS-capable (ending in 404) gets one SMS in the right encoding and
// segments, and its status ends DELIVERED on the SMS channel; a server killed mid-submit sends
// no second SMS after its restart; an SMSC that throttles and drops the connection loses nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMS_FALLBACK_REASONS } from '@rcs-send/delivery';
import type { MessageStatusBody } from '@rcs-send/service';
import { startSmscSimulator, type SmscSimulator, type SmscSimulatorOptions } from '@rcs-send/sms';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mapSchema, type Schema } from '../../schemas/scripts/json';
import { createAjv, readSchema } from '../schemas/support';
import { freePort } from '@rcs-send/redis-harness';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { waitUntil } from '../support/waitUntil';
import { startServerBin, type ServerProcess } from './support/serverBin';

const API_KEY = 'rcs_test_sms_fallback_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization: its fallback is on by default
const SMSC = { systemId: 'rcs-send-test', password: 'smsc-test-password' };
const NOT_RCS = (n: number): string => `3519123${String(n).padStart(2, '0')}404`;

/** The status body's schema with every object closed: a property the server sends that the contract does not declare fails it. */
const validStatus = createAjv().compile(mapSchema(readSchema('message-status-response.schema.json') as Schema, (node) => (node['type'] === 'object' && node['properties'] !== undefined ? { ...node, additionalProperties: false } : node)) as Schema);

const running: { close(): Promise<unknown> }[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const resource of running.splice(0).reverse()) await resource.close();
});
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A simulator with `options`, closed after the test. */
async function smscWith(options: Partial<SmscSimulatorOptions> = {}): Promise<SmscSimulator> {
  const simulator = await startSmscSimulator({ ...SMSC, ...options });
  running.push(simulator);
  return simulator;
}

/** The server bin on the database `database`, delivering to its own emulator and sending SMS to the SMSC on `smsc.port`; killed (if still up) after the test. */
async function serverOn(database: string, smsc: { readonly port: number }): Promise<ServerProcess> {
  const env = { RCS_SEND_PORT: '0', RCS_SEND_DB: database, RCS_SEND_API_KEY: API_KEY, RCS_SEND_PROFILE: 'qa', RCS_SEND_PLAYGROUND: 'off', RCS_SEND_DELIVERY: 'emulator' };
  const smpp = { RCS_SEND_SMS: 'smpp', RCS_SEND_SMS_HOST: '127.0.0.1', RCS_SEND_SMS_PORT: String(smsc.port), RCS_SEND_SMS_SYSTEM_ID: SMSC.systemId, RCS_SEND_SMS_PASSWORD: SMSC.password };
  const server = await startServerBin({ ...env, ...smpp });
  running.push({ close: async () => (server.child.exitCode === null && server.child.signalCode === null ? (server.child.kill('SIGTERM'), server.exited) : undefined) });
  return server;
}

/** A fresh folder's database path. */
async function freshDatabase(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'rcs-send-sms-fallback-'));
  folders.push(folder);
  return join(folder, 'rcs-send.db');
}

/** Sends one text message to `to` as the demo sender (expiring at `expirationDateTime` when given); resolves to its id. */
async function send(server: ServerProcess, to: string, text: string, expirationDateTime?: string): Promise<string> {
  const reply = await fetch(server.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ organizationId: ORGANIZATION, messages: [{ to, from: 'demo_agent', contentMessage: { text }, ...(expirationDateTime === undefined ? {} : { expirationDateTime }) }] }),
  });
  expect(reply.status).toBe(202);
  return ((await reply.json()) as { messages: { id: string }[] }).messages[0]!.id;
}

/** The status body of message `id`. */
async function statusOf(server: ServerProcess, id: string): Promise<MessageStatusBody> {
  const reply = await fetch(new URL(`/v1.2/rcs/messages/${id}`, server.url), { headers: { authorization: `Bearer ${API_KEY}` } });
  return (await reply.json()) as MessageStatusBody;
}

/** What `read` finds in the database at `database`, opened read-only beside the server. */
async function withStore<T>(database: string, read: (store: SqliteStore) => Promise<T>): Promise<T> {
  const store = openSqliteStore({ path: database, readonly: true });
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

/** The stage of each message's SMS fallback record (undefined: none yet). */
const stagesOf = (database: string, ids: readonly string[]): Promise<Array<string | undefined>> => withStore(database, (store) => Promise.all(ids.map(async (id) => (await store.smsFallbacks.get(id))?.stage)));

/** Waits until message `id` reaches a final state; its status body. */
async function finalOf(server: ServerProcess, id: string): Promise<MessageStatusBody> {
  await vi.waitFor(async () => expect((await statusOf(server, id)).state).toMatch(/^(DELIVERED|READ|FAILED|EXPIRED)$/), { timeout: 40_000, interval: 100 }); // a server started cold on a loaded machine binds late
  return statusOf(server, id);
}

describe('the SMS fallback of the reference server', () => {
  it('should send the SMS of a message expiring at a leap second (23:59:60Z, which the API accepts), valid until the minute after it', async () => {
    const simulator = await smscWith();
    const server = await serverOn(await freshDatabase(), simulator);
    const id = await send(server, NOT_RCS(30), 'Your code is 4321', '2031-06-30T23:59:60Z');
    expect(await finalOf(server, id)).toMatchObject({ state: 'DELIVERED', channel: 'SMS' });
    const taken = simulator.received.filter((sms) => sms.to === NOT_RCS(30));
    expect(taken).toHaveLength(1);
    expect(taken[0]?.validUntil?.toISOString()).toBe('2031-07-01T00:00:00.000Z');
  });

  it('should send a message to a number without RCS once by SMS, GSM 7-bit, UCS-2 with an emoji and in two segments, and say SMS in its status', async () => {
    const simulator = await smscWith();
    const server = await serverOn(await freshDatabase(), simulator);
    const texts = [
      ['Your code is 1234', 'GSM7', 1],
      ['Your code is 1234 🔐', 'UCS2', 1],
      [`Your parcel ${'is on its way to you, '.repeat(8)}`, 'GSM7', 2],
    ] as const;
    for (const [n, [text, encoding, segments]] of texts.entries()) {
      const id = await send(server, NOT_RCS(n), text);
      const status = await finalOf(server, id);
      expect(status).toMatchObject({ state: 'DELIVERED', channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.notRcsCapable, sms: { segments, encoding } });
      expect(status.sms?.smscMessageIds).toHaveLength(segments);
      expect(validStatus(status), JSON.stringify(validStatus.errors)).toBe(true);
      expect(status.history.map(({ state, channel }) => `${state}/${channel}`)).toEqual(['ACCEPTED/RCS', 'SENT/SMS', 'DELIVERED/SMS']);
      const taken = simulator.received.filter((sms) => sms.to === NOT_RCS(n));
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({ text, encoding, segments });
    }
    const rcs = await finalOf(server, await send(server, '351912345678', 'By RCS'));
    expect(rcs).toMatchObject({ state: expect.stringMatching(/^(DELIVERED|READ)$/), channel: 'RCS' });
    expect(rcs).not.toHaveProperty('sms');
    expect(server.log()).not.toContain(NOT_RCS(0)); // no recipient in the logs
    expect(server.log()).not.toContain(SMSC.password);
  }, 60_000);

  it('should skip RCS for a number a capability check (of one number or of several) found without RCS, and say so', async () => {
    const simulator = await smscWith();
    const server = await serverOn(await freshDatabase(), simulator);
    const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };
    const one = await fetch(new URL(`/v1.2/rcs/capabilities/${NOT_RCS(30)}?organizationId=${ORGANIZATION}&from=demo_agent`, server.url), { headers });
    expect(await one.json()).toMatchObject({ msisdn: NOT_RCS(30), reachable: false });
    const many = await fetch(new URL('/v1.2/rcs/capabilities', server.url), { method: 'POST', headers, body: JSON.stringify({ organizationId: ORGANIZATION, from: 'demo_agent', msisdns: [NOT_RCS(31), '351912345678'] }) });
    expect(await many.json()).toEqual({ results: [{ msisdn: NOT_RCS(31), reachable: false }, { msisdn: '351912345678', reachable: true }] });
    for (const n of [30, 31]) {
      const status = await finalOf(server, await send(server, NOT_RCS(n), 'Your code is 1234'));
      expect(status).toMatchObject({ state: 'DELIVERED', channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.knownNotRcsCapable });
      expect(simulator.received.filter((sms) => sms.to === NOT_RCS(n))).toHaveLength(1);
    }
    const unchecked = await finalOf(server, await send(server, NOT_RCS(32), 'Your code is 1234')); // never checked: RCS tried, its 404 falls back
    expect(unchecked).toMatchObject({ channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.notRcsCapable });
  }, 60_000);

  it('should never submit again after the server was killed during the submit: the message ends FAILED, its outcome unknown', async () => {
    const database = await freshDatabase();
    const answerDelayMs = 10_000; // the submit stays unanswered until the kill, even on a loaded machine slow to send it
    const slow = await smscWith({ answerDelayMs });
    const first = await serverOn(database, slow);
    const id = await send(first, NOT_RCS(10), 'Your code is 9876');
    await vi.waitFor(() => expect(slow.stats().mostUnanswered).toBe(1), { timeout: 20_000, interval: 10 }); // the submit is at the SMSC, unanswered
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await serverOn(database, slow);
    expect(await finalOf(second, id)).toMatchObject({ state: 'FAILED', channel: 'SMS', reason: SMS_FALLBACK_REASONS.outcomeUnknown });
    await new Promise((resolve) => setTimeout(resolve, answerDelayMs + 500)); // past the answer delay: a second submit would have been taken by now
    expect(slow.stats()).toMatchObject({ accepted: 0, mostUnanswered: 1 }); // the killed submit died with its connection; none came after the restart
    expect(slow.received).toEqual([]);
  }, 60_000);

  it.each(['SIGTERM', 'SIGKILL'] as const)('should claim no SMS while the SMSC is out of reach, stop at once on %s, and submit each exactly once after the restart, charged only for what the SMSC took', async (signal) => {
    const database = await freshDatabase();
    const smsc = { port: await freePort() }; // nothing listens there yet
    const first = await serverOn(database, smsc);
    const balance = async (): Promise<number> => withStore(database, (store) => store.tenants.balanceOf(ORGANIZATION));
    const before = await balance();
    const text = `Your parcel ${'is on its way to you, '.repeat(8)}`; // two segments: the fallback charges two units for the message's one
    const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => send(first, NOT_RCS(40 + n), text)));
    await waitUntil('the ten fallbacks to be recorded, waiting for the SMSC', 20_000, async () => (await stagesOf(database, ids)).every((stage) => stage === 'PENDING'));

    const stopping = performance.now();
    first.child.kill(signal);
    const code = await first.exited;
    if (signal === 'SIGTERM') {
      expect(code).toBe(0);
      expect(performance.now() - stopping).toBeLessThan(10_000); // within the grace, whatever the SMSC does (it used to wait forever)
    }
    expect(await stagesOf(database, ids)).toEqual(ids.map(() => 'PENDING')); // none claimed: none can have left

    const simulator = await smscWith({ port: smsc.port });
    const second = await serverOn(database, smsc);
    for (const id of ids) expect(await finalOf(second, id)).toMatchObject({ state: 'DELIVERED', channel: 'SMS', sms: { segments: 2 } });
    for (let n = 0; n < 10; n++) expect(simulator.received.filter((sms) => sms.to === NOT_RCS(40 + n))).toHaveLength(1);
    expect(await balance()).toBe(before - 20); // two segments paid for each message (its RCS unit given back), each SMS once
  }, 90_000);

  it('should lose nothing to an SMSC that throttles every third submit and drops the connection once', async () => {
    const simulator = await smscWith({ throttleEvery: 3, disconnectAfter: 3 });
    const server = await serverOn(await freshDatabase(), simulator);
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => send(server, NOT_RCS(20 + n), `Your code is ${1000 + n}`)));
    for (const id of ids) expect(await finalOf(server, id)).toMatchObject({ state: 'DELIVERED', channel: 'SMS' });
    for (let n = 0; n < 8; n++) expect(simulator.received.filter((sms) => sms.to === NOT_RCS(20 + n)).length).toBeGreaterThanOrEqual(1);
    expect(simulator.stats()).toMatchObject({ dropped: 1, throttled: expect.any(Number) });
    const links = server.log().split('\n').filter((line) => line.includes('"event":"sms-link"')).map((line) => (JSON.parse(line) as { state: string }).state);
    expect(links.slice(0, 3)).toEqual(['BOUND', 'LOST', 'BOUND']); // each change of the link, for the operator
    expect(simulator.stats().throttled).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
