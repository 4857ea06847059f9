// rcs-send-worker killed with SIGKILL in the middle of sending, then restarted: every message
// reaches the emulator exactly once (the resumable offset, the state file and the platform's
// messageId dedupe together) and ends SENT.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStates, writeOutbox } from './support/outboxFile';

const repo = join(import.meta.dirname, '..', '..');
const bin = join(repo, 'packages', 'delivery', 'src', 'bin.ts');

let directory: string;
let emulator: RbmEmulator;
const children: ChildProcess[] = [];
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-worker-'));
  emulator = await startRbmEmulator();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await emulator.close();
  await rm(directory, { recursive: true, force: true });
});

/** Starts the worker bin on `outbox` against the emulator: node itself (a tsx wrapper would outlive a SIGKILL'd child). */
function worker(outbox: string): ChildProcess {
  const env = { ...process.env, RCS_SEND_RBM_TOKEN: 'test', NODE_OPTIONS: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', bin, '--outbox', outbox, '--rbm-url', emulator.url, '--concurrency', '8'], { cwd: repo, env, stdio: 'ignore' });
  children.push(child);
  return child;
}

const exitOf = (child: ChildProcess): Promise<unknown> => new Promise((resolve) => child.once('exit', resolve));
const until = async (condition: () => boolean | Promise<boolean>, ms: number): Promise<void> => {
  for (const deadline = Date.now() + ms; !(await condition()); await new Promise((resolve) => setTimeout(resolve, 10)))
    if (Date.now() > deadline) throw new Error('timed out');
};

describe('rcs-send-worker, killed and restarted', () => {
  it('should deliver each message exactly once and end each SENT', async () => {
    const outbox = join(directory, 'outbox.ndjson');
    const ids = await writeOutbox(outbox, 400);
    emulator.faults.plan((n) => (n % 7 === 0 ? { kind: 'drop' } : { kind: 'slow', delayMs: 5 }));
    const first = worker(outbox);
    await until(() => emulator.received.length >= 100, 30_000);
    first.kill('SIGKILL');
    await exitOf(first);
    const beforeRestart = emulator.received.length;
    expect(beforeRestart).toBeLessThan(ids.length); // killed in the middle

    const second = worker(outbox);
    const states = async () => readStates(await readFile(`${outbox}.states`, 'utf8').catch(() => ''));
    await until(async () => (await states()).size === ids.length, 60_000);
    second.kill('SIGTERM');
    expect(await exitOf(second)).toBe(0);
    emulator.faults.clear();

    const received = emulator.received.map((message) => message.messageId);
    expect(new Set(received).size).toBe(received.length);
    expect(emulator.duplicates).toBeGreaterThan(0); // lost answers and the crash made repeats, which the platform dropped
    expect([...received].sort()).toEqual([...ids].sort());
    expect([...(await states()).values()].every((state) => state === 'SENT')).toBe(true);
    expect(Number((await readFile(`${outbox}.offset`, 'utf8')).trim())).toBe((await readFile(outbox)).length);
  });
});
