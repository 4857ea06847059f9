import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { accepted } from '../../test-support/messages';
import { newStore, testFolder } from '../../test-support/storeFixtures';
import { _openDatabase } from '../database/openDatabase';
import { _walCheckpointer } from './walCheckpointer';

const folder = testFolder();
/** Bounded waits for what the checkpointer's thread does on its own timer (never a fixed pause). */
const WAITING = { timeout: 20_000, interval: 20 };

/** True when the database file holds every page the database has: nothing is left only in its WAL. */
function backfilled(path: string): boolean {
  const reader = new Database(path, { readonly: true });
  try {
    const pages = reader.pragma('page_count', { simple: true }) as number;
    const pageSize = reader.pragma('page_size', { simple: true }) as number;
    return statSync(path).size === pages * pageSize;
  } finally {
    reader.close();
  }
}

describe('the WAL checkpointer', () => {
  it('should copy what the writer committed into the database file, where the writer alone would not yet', async () => {
    const path = folder.file('copied.db');
    const db = _openDatabase(path, false);
    db.exec('CREATE TABLE t (v TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (let i = 0; i < 500; i += 1) insert.run(`row ${i} `.repeat(40));
    expect(backfilled(path)).toBe(false); // about 150 pages, far from the writer's 10,000
    const errors: Error[] = [];
    const checkpointer = _walCheckpointer(db, (error) => errors.push(error));
    await vi.waitFor(() => expect(backfilled(path)).toBe(true), WAITING);
    insert.run('one more, while it runs');
    await vi.waitFor(() => expect(backfilled(path)).toBe(true), WAITING);
    await checkpointer.close();
    db.close();
    expect(new Database(path, { readonly: true }).pragma('integrity_check', { simple: true })).toBe('ok');
    expect(errors).toEqual([]);
  });

  it('should report a database it cannot open and still close', async () => {
    const gone = _openDatabase(folder.file('missing.db'), false);
    gone.close();
    rmSync(gone.name);
    const errors: Error[] = [];
    const checkpointer = _walCheckpointer(gone, (error) => errors.push(error));
    await vi.waitFor(() => expect(errors).toHaveLength(1), WAITING);
    expect(errors[0]?.message).toMatch(/unable to open database file/);
    expect(existsSync(folder.file('missing.db'))).toBe(false);
    await checkpointer.close();
  });

  it("should run beside a store's writer and stop with the store, the last connection then removing the WAL", async () => {
    const store = newStore();
    await Promise.all(Array.from({ length: 300 }, () => store.submit.submit(accepted())));
    await vi.waitFor(() => expect(backfilled(store.path)).toBe(true), WAITING);
    await store.close();
    expect(existsSync(`${store.path}-wal`)).toBe(false);
  });

  it('should let a close right after the open finish in a process with nothing else to do, not end the process before it', () => {
    const path = folder.file('ending.db');
    const child = join(import.meta.dirname, '..', '..', 'test-support', 'closeAndEnd.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', child, path], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect([run.status, run.stdout]).toEqual([0, 'closed\n']);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});
