// One writer per database: a second store opened as a writer on a database a live store writes,
// in this process or another, is refused and names the writer; readers and lock-free writers (an
// operator's edits) still open it; a writer killed with SIGKILL never blocks the next one.
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepted, ORG } from '../../test-support/messages';
import { newStore, reopen, testFolder } from '../../test-support/storeFixtures';
import { openSqliteStore } from '../store/openSqliteStore';
import { DatabaseInUseError } from './databaseInUseError';

const child = join(import.meta.dirname, '..', '..', 'test-support', 'submitLoop.ts');
const folder = testFolder();

/** The refusal of opening `path` as a writer now (undefined when it opened: then it is closed again). */
async function refusalOf(path: string): Promise<unknown> {
  try {
    await openSqliteStore({ path }).close();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('the writer lock of a database', () => {
  it('should refuse a second writer in this process, naming the first, and let readers and lock-free writers open the database beside it', async () => {
    const first = newStore();
    const before = Date.now();
    const refusal = await refusalOf(first.path);
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect(refusal).toMatchObject({ code: 'DATABASE_IN_USE', path: first.path, writer: { pid: process.pid, host: hostname() } });
    expect((refusal as DatabaseInUseError).writer!.since).toBeLessThanOrEqual(before);
    expect((refusal as Error).message).toBe(`the database ${first.path} is already written by process ${process.pid} on ${hostname()} since ${new Date((refusal as DatabaseInUseError).writer!.since).toISOString()}`);

    const reader = openSqliteStore({ path: first.path, readonly: true });
    const editor = openSqliteStore({ path: first.path, writerLock: false });
    first.seedBalances({ [ORG]: 3 });
    await editor.tenants.credit(ORG, 2, 'top-up', Date.now());
    expect(first.balance.balanceOf(ORG)).toBe(5);
    expect(await reader.tenants.balanceOf(ORG)).toBe(5);
    await Promise.all([reader.close(), editor.close()]);
    expect(await refusalOf(first.path)).toBeInstanceOf(DatabaseInUseError); // they took nothing the first holds

    await first.close();
    const next = reopen(first.path); // closed: free for the next writer at once
    await next.submit.submit(accepted());
    expect(await refusalOf(first.path)).toBeInstanceOf(DatabaseInUseError);
    await next.close();
  });

  it('should refuse a writer while another process writes the database, and take it at once after that process was killed', async () => {
    const path = folder.file('two-processes.db');
    const loop = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', child, path, '1000'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } });
    const exited = new Promise<void>((resolve) => loop.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        loop.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('\n') ? resolve() : undefined)); // 'ready': it holds the store
        void exited.then(() => reject(new Error('the writing process exited first')));
      });
      expect(await refusalOf(path)).toMatchObject({ name: 'DatabaseInUseError', writer: { pid: loop.pid, host: hostname() } });
    } finally {
      loop.kill('SIGKILL');
      await exited;
    }
    const after = reopen(path); // the killed process's lock died with it
    expect(after.balance.balanceOf(ORG)).toBeLessThanOrEqual(1000);
    await after.close();
  });
});
