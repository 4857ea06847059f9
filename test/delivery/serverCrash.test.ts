// The reference server killed with SIGKILL in the middle of bursts of sends, twice, and restarted
// on its database each time: every message answered 202 reaches SENT or later, and the balance
// is exactly the starting one minus the messages stored (none lost, none charged twice).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@rcs-send/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedStatuses } from './support/storedStatuses';

const repo = join(import.meta.dirname, '..', '..');
const bin = join(repo, 'packages', 'server', 'src', 'bin.ts');
const API_KEY = 'rcs_test_crash_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization
const BALANCE = 1_000_000;

let directory: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-crash-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(directory, { recursive: true, force: true });
});

/** A running server process: its send URL, and its exit. */
interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<unknown>;
}

/** Starts the server bin on the test's database with its own emulator: node itself (a tsx wrapper would outlive a SIGKILL'd child). */
function startServerProcess(): Promise<ServerProcess> {
  const env = { ...process.env, NODE_OPTIONS: '', RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db'), RCS_SEND_API_KEY: API_KEY, RCS_SEND_PROFILE: 'qa', RCS_SEND_BALANCE: String(BALANCE), RCS_SEND_PLAYGROUND: 'off', RCS_SEND_DELIVERY: 'emulator' };
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', bin], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let banner = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const url = /listening on (\S+)/.exec(banner)?.[1];
      if (url !== undefined && banner.includes('Send a message:')) resolve({ url, child, exited });
    });
    void exited.then(() => reject(new Error(`the server exited before it listened: ${banner}`)));
  });
}

/** Sends requests of 1 to 3 messages to RCS-capable numbers (none ends in 404), 16 at a time, until `stop()`; every id answered 202 goes to `accepted`. */
function sendBursts(url: string, accepted: Set<string>): { stop(): Promise<void> } {
  let stopped = false;
  const sender = async (lane: number): Promise<void> => {
    for (let n = 0; !stopped; n += 1) {
      const messages = Array.from({ length: 1 + ((lane + n) % 3) }, (_, i) => ({ to: `35191234${5000 + ((lane * 31 + n + i) % 400)}`, from: 'demo_agent', contentMessage: { text: `Burst ${lane}.${n}.${i}` } }));
      try {
        const reply = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ organizationId: ORGANIZATION, messages }) });
        const body = (await reply.json()) as { messages: Array<{ id: string }> };
        if (reply.status === 202) for (const message of body.messages) accepted.add(message.id);
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

const until = async (condition: () => boolean | Promise<boolean>, ms: number): Promise<void> => {
  for (const deadline = Date.now() + ms; !(await condition()); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() > deadline) throw new Error('timed out');
};

const DONE = new Set(['SENT', 'DELIVERED', 'READ']);

describe('the reference server, killed during bursts and restarted', () => {
  it('should take every message it answered 202 to SENT or later, and charge each stored message once', async () => {
    const accepted = new Set<string>();
    for (const killAfter of [300, 600]) {
      const server = await startServerProcess();
      const bursts = sendBursts(server.url, accepted);
      await until(() => accepted.size >= killAfter, 60_000);
      server.child.kill('SIGKILL');
      await server.exited;
      await bursts.stop();
    }
    const last = await startServerProcess();
    try {
      await until(async () => {
        const statuses = await storedStatuses(join(directory, 'rcs-send.db'));
        return [...accepted].every((id) => DONE.has(statuses.get(id)?.state ?? ''));
      }, 90_000);
    } finally {
      last.child.kill('SIGTERM');
      expect(await last.exited).toBe(0);
    }
    const store = openSqliteStore({ path: join(directory, 'rcs-send.db'), readonly: true });
    const stored = [...store.exportMessages()];
    const balance = store.balance.balanceOf(ORGANIZATION);
    await store.close();
    expect(accepted.size).toBeGreaterThanOrEqual(600);
    expect(stored.length).toBeGreaterThanOrEqual(accepted.size); // a message may be stored whose 202 the kill cut off
    expect(balance).toBe(BALANCE - stored.length);
  }, 120_000);
});
