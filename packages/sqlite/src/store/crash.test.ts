// A server killed with SIGKILL in the middle of its submissions loses no message whose submit
// had resolved, and its balance is exactly the starting one minus the messages stored: no unit
// lost, none spent twice, whenever the kill comes (three kills on one file). One killed in the
// middle of its state changes leaves each message's states and its message.status events
// together: one event per state the client is told about, numbered without a gap.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORG } from '../../test-support/messages';
import { reopen, testFolder } from '../../test-support/storeFixtures';

const START = 1_000_000;
const supportFile = (name: string): string => join(import.meta.dirname, '..', '..', 'test-support', name);
const folder = testFolder();

/** Runs the loop of test-support file `name` with `args` until it printed `wanted` lines after `ready`, kills it, and gives those lines. */
function runUntilKilled(name: string, args: readonly string[], wanted: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const loop = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', supportFile(name), ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } });
    let text = '';
    loop.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.split('\n').length - 2 >= wanted) loop.kill('SIGKILL');
    });
    loop.once('error', reject);
    loop.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`${name} exited by itself (${code ?? signal})`));
      const lines = text.split('\n').slice(0, -1); // the last may be cut short
      expect(lines[0]).toBe('ready');
      resolve(lines.slice(1));
    });
  });
}

describe('a store killed while submitting', () => {
  it('should keep every message whose submit resolved, and a balance of the start minus the messages stored', async () => {
    const path = folder.file('crash.db');
    const printed = new Set<string>();
    for (const wanted of [200, 1500, 700]) {
      for (const id of await runUntilKilled('submitLoop.ts', [path, String(START)], wanted)) printed.add(id);
      const store = reopen(path);
      const stored = new Set([...store.exportMessages()].map((message) => message.id));
      for (const id of printed) expect(stored.has(id), id).toBe(true);
      expect(stored.size).toBeGreaterThanOrEqual(printed.size);
      expect(store.balance.balanceOf(ORG)).toBe(START - stored.size);
      await store.close();
    }
  });
});

describe('a store killed while moving messages forward', () => {
  it('should keep each message\'s states and its message.status events together, one event per state told, numbered without a gap', async () => {
    const path = folder.file('crash-states.db');
    for (const wanted of [700, 2100]) {
      await runUntilKilled('advanceLoop.ts', [path, '1000'], wanted);
      const store = reopen(path);
      const log = await store.events.after(ORG, 0, 1_000_000);
      expect(log.map((kept) => kept.sequence)).toEqual(log.map((_, index) => index + 1));
      const told = new Map<string, string[]>();
      for (const { event } of log) if (event.type === 'message.status') told.set(event.data.id, [...(told.get(event.data.id) ?? []), event.data.state]);
      const stored = [...store.exportMessages()];
      for (const { id, status } of stored) expect(told.get(id) ?? [], id).toEqual(status.history.slice(1).map((step) => step.state));
      expect(stored.some(({ status }) => status.state !== 'ACCEPTED')).toBe(true);
      expect((await store.webhooks.backlog(ORG)).pending).toBe(log.length);
      await store.close();
    }
  });
});
