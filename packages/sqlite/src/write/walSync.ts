import { closeSync, fsync, fsyncSync, openSync } from 'node:fs';
import type { _Database } from '../database/openDatabase';

/** Makes what a connection committed to its write-ahead log durable. @internal */
export interface _WalSync {
  /** Flushes the WAL file to the disk on libuv's thread pool, then calls `done` (with the error when the disk failed). */
  sync(done: (error: Error | null) => void): void;
  /** Flushes it now, blocking (the store's close). */
  syncNow(): void;
  /** Lets the file go (after the connection closed). */
  close(): void;
}

/**
 * The WAL file of `db`, flushed off the event loop: the writer commits with `synchronous =
 * NORMAL` (the commit writes the log, the operating system holds it) and this flush then puts
 * the log on the disk, as `synchronous = FULL` would have inside the commit, but without
 * blocking the event loop for the fsync. SQLite syncs the log itself before each checkpoint
 * and the database file after it, so a flushed commit survives a power cut. The file is
 * opened once, at the first flush (SQLite takes no lock on it, and it stays while the writer
 * is open). A database in memory has nothing to flush.
 *
 * @internal
 */
export function _walSync(db: _Database): _WalSync {
  if (db.memory) {
    return { sync: (done) => setImmediate(done, null), syncNow: () => undefined, close: () => undefined };
  }
  let fd: number | undefined;
  const fdOf = (): number => (fd ??= openSync(`${db.name}-wal`, 'r'));
  return {
    sync(done) {
      try {
        fsync(fdOf(), done);
      } catch (error) {
        setImmediate(done, error as Error);
      }
    },
    syncNow: () => fsyncSync(fdOf()),
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
