// The reference server killed with SIGKILL in the middle of bursts of sends, three times, and
// restarted on its database each time: every message answered 202 reaches SENT or later, every
// request answered 202 replays its answer to a retry with its Idempotency-Key, and the balance is
// exactly the starting one minus the messages stored (none lost, none charged twice).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@rcs-send/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/waitUntil';
import { startServerBin, type ServerProcess } from './support/serverBin';
import { storedStatuses } from './support/storedStatuses';

const API_KEY = 'rcs_test_crash_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization
const BALANCE = 1_000_000;

let directory: string;
const children: ServerProcess['child'][] = [];
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-crash-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(directory, { recursive: true, force: true });
});

/** Starts the server bin on the test's database with its own emulator (killed at the end if still running). */
const startServerProcess = async (): Promise<ServerProcess> => {
  const server = await startServerBin({ RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db'), RCS_SEND_API_KEY: API_KEY, RCS_SEND_PROFILE: 'qa', RCS_SEND_BALANCE: String(BALANCE), RCS_SEND_PLAYGROUND: 'off', RCS_SEND_DELIVERY: 'emulator', RCS_SEND_SMS: 'off' });
  children.push(server.child);
  return server;
};

/** A request answered 202: its Idempotency-Key, its body and the ids it was answered. */
interface Answered {
  readonly key: string;
  readonly body: string;
  readonly ids: readonly string[];
}

/** Posts `body` with the Idempotency-Key `key`. */
const post = (url: string, key: string, body: string): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json', 'idempotency-key': key }, body });

/** Sends requests of 1 to 3 messages to RCS-capable numbers (none ends in 404), each with an Idempotency-Key of its own, 16 at a time, until `stop()`; every id answered 202 goes to `accepted`, every request answered 202 to `answered`. */
function sendBursts(url: string, burst: number, accepted: Set<string>, answered: Answered[]): { stop(): Promise<void> } {
  let stopped = false;
  const sender = async (lane: number): Promise<void> => {
    for (let n = 0; !stopped; n += 1) {
      const messages = Array.from({ length: 1 + ((lane + n) % 3) }, (_, i) => ({ to: `35191234${5000 + ((lane * 31 + n + i) % 400)}`, from: 'demo_agent', contentMessage: { text: `Burst ${burst}.${lane}.${n}.${i}` } }));
      const key = `burst-${burst}-${lane}-${n}`;
      const body = JSON.stringify({ organizationId: ORGANIZATION, messages });
      try {
        const reply = await post(url, key, body);
        const ids = ((await reply.json()) as { messages: Array<{ id: string }> }).messages.map((message) => message.id);
        if (reply.status === 202) {
          for (const id of ids) accepted.add(id);
          answered.push({ key, body, ids });
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5)); // the server was killed: this request has no answer, and counts for nothing
      }
    }
  };
  const lanes = Array.from({ length: 16 }, (_, lane) => sender(lane));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

const DONE = new Set(['SENT', 'DELIVERED', 'READ']);

describe('the reference server, killed during bursts and restarted', () => {
  it('should take every message it answered 202 to SENT or later, replay every 202 to a retry with its key, and charge each stored message once', async () => {
    const accepted = new Set<string>();
    const answered: Answered[] = [];
    for (const [burst, killAfter] of [300, 600, 900].entries()) {
      const server = await startServerProcess();
      const bursts = sendBursts(server.url, burst, accepted, answered);
      await waitUntil(`${killAfter} messages answered 202 before the kill`, 60_000, () => accepted.size >= killAfter);
      server.child.kill('SIGKILL');
      await server.exited;
      await bursts.stop();
    }
    const last = await startServerProcess();
    try {
      await waitUntil('every message answered 202 to be SENT or later', 90_000, async () => {
        const statuses = await storedStatuses(join(directory, 'rcs-send.db'));
        return [...accepted].every((id) => DONE.has(statuses.get(id)?.state ?? ''));
      });
      for (let start = 0; start < answered.length; start += 16) {
        const replies = await Promise.all(answered.slice(start, start + 16).map(async ({ key, body }) => post(last.url, key, body)));
        for (const [i, reply] of replies.entries()) {
          expect([reply.status, reply.headers.get('idempotent-replayed')]).toEqual([202, 'true']);
          expect(((await reply.json()) as { messages: Array<{ id: string }> }).messages.map((message) => message.id)).toEqual(answered[start + i]?.ids);
        }
      }
    } finally {
      last.child.kill('SIGTERM');
      expect(await last.exited).toBe(0);
    }
    const store = openSqliteStore({ path: join(directory, 'rcs-send.db'), readonly: true });
    const stored = [...store.exportMessages()];
    const balance = store.balance.balanceOf(ORGANIZATION);
    await store.close();
    expect(accepted.size).toBeGreaterThanOrEqual(900);
    expect(stored.length).toBeGreaterThanOrEqual(accepted.size); // a message may be stored whose 202 the kill cut off
    expect(balance).toBe(BALANCE - stored.length);
  }, 180_000);
});
