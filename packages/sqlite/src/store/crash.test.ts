// A server killed with SIGKILL in the middle of its submissions loses no message whose submit
// had resolved, and its balance is exactly the starting one minus the messages stored: no unit
// lost, none spent twice, whenever the kill comes (three kills on one file).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORG } from '../../test-support/messages';
import { reopen, testFolder } from '../../test-support/storeFixtures';

const START = 1_000_000;
const child = join(import.meta.dirname, '..', '..', 'test-support', 'submitLoop.ts');
const folder = testFolder();

/** Runs the submit loop on `path` until it printed `wanted` ids, kills it, and gives every id it printed. */
function submitUntilKilled(path: string, wanted: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const loop = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', child, path, String(START)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } });
    let text = '';
    loop.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.split('\n').length - 2 >= wanted) loop.kill('SIGKILL');
    });
    loop.once('error', reject);
    loop.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`the submit loop exited by itself (${code ?? signal})`));
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
      for (const id of await submitUntilKilled(path, wanted)) printed.add(id);
      const store = reopen(path);
      const stored = new Set([...store.exportMessages()].map((message) => message.id));
      for (const id of printed) expect(stored.has(id), id).toBe(true);
      expect(stored.size).toBeGreaterThanOrEqual(printed.size);
      expect(store.balance.balanceOf(ORG)).toBe(START - stored.size);
      await store.close();
    }
  });
});
