import { hostname } from 'node:os';
import Database from 'better-sqlite3';
import type { _Database } from '../database/openDatabase';
import type { DatabaseWriter } from './databaseInUseError';

/** Writes down, in the database, that this process took its writer lock at `at`. @internal */
export function _recordWriter(db: _Database, at: number): void {
  db.prepare('INSERT INTO writer (id, pid, host, since, checked_at) VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET pid = excluded.pid, host = excluded.host, since = excluded.since, checked_at = excluded.checked_at').run(process.pid, hostname(), at, at);
}

/** The writer the database at `path` names, read without writing; undefined when it names none (or cannot be read). @internal */
export function _writerOf(path: string): DatabaseWriter | undefined {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db.prepare<[], DatabaseWriter>('SELECT pid, host, since FROM writer WHERE id = 1').get();
    } finally {
      db.close();
    }
  } catch {
    return undefined; // an older schema, or a file that is not a store: the refusal names no process
  }
}

/** Bytes a write probe writes: as much as a large request's messages, so that a disk with room for less is still found full. */
const PROBE_BYTES = 1024 * 1024;

/** The two writes of a probe at `at`: one that takes 1 MiB in the database (its log first), one that frees it again. @internal */
export function _writeProbe(db: _Database): { readonly take: (at: number) => void; readonly free: () => void } {
  const take = db.prepare('UPDATE writer SET checked_at = ?, probe = zeroblob(?) WHERE id = 1');
  const free = db.prepare('UPDATE writer SET probe = NULL WHERE id = 1');
  return { take: (at) => void take.run(at, PROBE_BYTES), free: () => void free.run() };
}
