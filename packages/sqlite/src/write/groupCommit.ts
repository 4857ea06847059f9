import type { _Database } from '../database/openDatabase';
import { _CLOSED, _NotAtItsPathError, SqliteStoreError } from '../errors/sqliteStoreError';
import type { _FileIdentity } from '../writer/fileIdentity';
import type { _WalSync } from './walSync';

/** One write waiting for the next flush. */
interface Job {
  /** What the write is, for its error. */
  readonly operation: string;
  /** The write, run inside the flush's transaction. */
  readonly run: () => unknown;
  /** Called with what `run` returned as soon as the transaction committed. */
  readonly committed: ((value: unknown) => void) | undefined;
  /** Settles the caller's promise. */
  readonly resolve: (value: unknown) => void;
  /** Settles the caller's promise with the transaction's failure. */
  readonly reject: (error: unknown) => void;
}

/** A committed write waiting for its log to reach the disk, with what its `run` returned. */
interface Committed {
  readonly job: Job;
  readonly value: unknown;
}

/** Every write of the store, committed in groups. @internal */
export interface _GroupCommit {
  /**
   * Queues `run` for the next flush, which runs every queued write in ONE transaction:
   * `committed` is called with what `run` returned as soon as that transaction committed
   * (synchronously, before any other code runs: what mirrors the database in memory), and the
   * promise resolves to it once the commit is durable (its log flushed to the disk). It rejects
   * with a {@link SqliteStoreError} when the transaction failed (then nothing of it was
   * written) or the flush failed.
   */
  write<T>(operation: string, run: () => T, committed?: (value: T) => void): Promise<T>;
  /** Runs the pending writes now (a queue's close). */
  flush(): void;
  /** Flushes, makes every commit durable (blocking) and refuses every write from now on: the store's close. */
  close(): void;
  /** Transactions committed so far. */
  readonly commits: number;
  /**
   * `ok`, or why writes fail: for good (`not at its path`, `log lost`), until one commits again
   * (`writes failing: SQLITE_FULL`...), or while another process holds the write lock a group found
   * taken (`write lock held by another process`, looked at now: a try at the lock that waits for
   * nothing). Looks at the files now.
   */
  health(): string;
}

/** How long a group waits for another connection's write lock before its writes fail with `SQLITE_BUSY`, in milliseconds (as long as the connection's own busy timeout). */
const LOCK_WAIT_MS = 5000;

/** Milliseconds between two tries at a write lock another connection holds: the event loop turns meanwhile. */
const LOCK_RETRY_MS = 20;

/** SQLite's codes of a write the disk refused (full, failing, read-only): the store is not fit to take writes until one commits again. */
const DISK_REFUSAL = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB)/;

/**
 * Group commit: the writes queued in one turn of the event loop share one transaction,
 * flushed by `setImmediate` (`BEGIN IMMEDIATE`, so it takes the write lock first). While another
 * connection holds that lock, the group tries again every 20 ms on a timer, joined by the writes
 * queued meanwhile, and fails with `SQLITE_BUSY` once it waited 5 s: the event loop is never
 * blocked waiting for another process (a close still waits for it, blocking, as SQLite does). The transaction commits with `synchronous = NORMAL`, and its log
 * is then flushed to the disk off the event loop by `wal`, one flush at a time: the commits made while one runs share the next, so the event loop never
 * waits for the disk and a write still resolves only once it is durable. A failed flush
 * (the disk lost what it was given) fails every write not yet durable and every later one:
 * the store then refuses writes until it is opened again. A flush that finds one of `files`
 * (the database, its writer lock) not at its path commits nothing either: deleted, moved or
 * replaced under the running store, what it committed would be lost with that file (a stat of
 * each file per flush, not per write; writes go on once the same file is back at its path).
 * `lockWaitMs` bounds the wait for another connection's write lock (5 s).
 *
 * @internal
 */
export function _groupCommit(db: _Database, wal: _WalSync, files: readonly _FileIdentity[] = [], lockWaitMs = LOCK_WAIT_MS): _GroupCommit {
  let pending: Job[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let commits = 0;
  let closed = false;
  let lost: Error | undefined; // a flush of the log failed: nothing written since is trusted
  let refusedBy: string | undefined; // the code of the disk's refusal of the last transaction, until one commits
  let unsynced: Committed[] = [];
  let syncing: Committed[] | undefined;
  let lockedOutSince: number | undefined; // when the waiting group first found the write lock taken
  let lockedOut = false; // a group found the write lock taken, and none committed since
  let lockRetry: NodeJS.Timeout | undefined;
  const runAll = db.transaction((jobs: readonly Job[]) => jobs.map((job) => job.run()));
  // Runs a commit with the connection's setting `during`, then sets `after` back. Each pragma runs through `db.pragma`: a prepared pragma takes effect when prepared, not when run again.
  const withSetting =
    (during: string, after: string) =>
    <T>(commit: () => T): T => {
      db.pragma(during);
      try {
        return commit();
      } finally {
        db.pragma(after);
      }
    };
  // The connection commits with `synchronous = FULL` (what is written outside the group commit: tenants, credits); a group leaves the log's flush to `wal`.
  const withoutSyncInCommit = withSetting('synchronous = NORMAL', 'synchronous = FULL');
  // Another connection's write lock is waited for on a timer, not by SQLite's busy handler, which sleeps on the event loop; a close waits as SQLite does.
  const withoutBusyHandler = withSetting('busy_timeout = 0', `busy_timeout = ${db.pragma('busy_timeout', { simple: true }) as number}`);
  const withoutBusyWait = <T>(commit: () => T): T => (closed ? commit() : withoutBusyHandler(commit));
  /** True when `error` is another connection's write lock and the group may wait for it longer: its jobs are queued again, first, for a try on a timer. */
  const waitForLock = (error: unknown, jobs: Job[]): boolean => {
    if (closed || (error as { code?: unknown }).code !== 'SQLITE_BUSY') return false;
    lockedOut = true;
    lockedOutSince ??= Date.now();
    if (Date.now() - lockedOutSince >= lockWaitMs) return false;
    pending = [...jobs, ...pending];
    lockRetry ??= setTimeout(flush, LOCK_RETRY_MS);
    return true;
  };

  const settle = (done: readonly Committed[], error: Error | null): void => {
    for (const { job, value } of done) {
      if (error === null) job.resolve(value);
      else job.reject(new SqliteStoreError(job.operation, error));
    }
  };
  const syncNext = (): void => {
    if (syncing !== undefined || unsynced.length === 0) return;
    const batch = unsynced;
    syncing = batch;
    unsynced = [];
    wal.sync((error) => {
      if (syncing === batch) syncing = undefined;
      if (error !== null) lose(error);
      settle(batch, error ?? lost ?? null);
      syncNext();
    });
  };
  const lose = (error: Error): void => {
    lost ??= error;
    const waiting = unsynced;
    unsynced = [];
    settle(waiting, lost);
  };

  /** Why nothing may be committed now: a flush of the log failed, or a file is not at its path (refused while it is not). */
  const unfit = (): Error | undefined => {
    if (lost !== undefined) return lost;
    const moved = files.find((file) => !file.atItsPath());
    return moved === undefined ? undefined : new _NotAtItsPathError(moved.path);
  };

  const flush = (): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    clearTimeout(lockRetry);
    lockRetry = undefined;
    const jobs = pending;
    pending = [];
    if (jobs.length === 0) return;
    let values: unknown[];
    try {
      const refusal = unfit();
      if (refusal !== undefined) throw refusal;
      values = withoutSyncInCommit(() => withoutBusyWait(() => runAll.immediate(jobs)));
    } catch (error) {
      if (waitForLock(error, jobs)) return;
      lockedOutSince = undefined;
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && DISK_REFUSAL.test(code)) refusedBy = code;
      for (const job of jobs) job.reject(error instanceof SqliteStoreError ? error : new SqliteStoreError(job.operation, error));
      return;
    }
    refusedBy = undefined;
    lockedOutSince = undefined;
    lockedOut = false;
    commits += 1;
    jobs.forEach((job, i) => {
      job.committed?.(values[i]);
      unsynced.push({ job, value: values[i] });
    });
    syncNext();
  };

  /** True when another connection holds the write lock now: a try at it that waits for nothing, undone at once (no group's transaction is open between two turns). */
  const lockHeldElsewhere = (): boolean => {
    try {
      withoutBusyHandler(() => db.exec('BEGIN IMMEDIATE'));
      db.exec('ROLLBACK');
      return false;
    } catch (error) {
      return (error as { code?: unknown }).code === 'SQLITE_BUSY';
    }
  };

  return {
    write<T>(operation: string, run: () => T, committed?: (value: T) => void): Promise<T> {
      if (closed) return Promise.reject(new SqliteStoreError(operation, _CLOSED));
      return new Promise<T>((resolve, reject) => {
        pending.push({ operation, run, committed: committed as Job['committed'], resolve: resolve as Job['resolve'], reject });
        if (lockRetry === undefined) scheduled ??= setImmediate(flush);
      });
    },
    flush,
    close() {
      closed = true;
      flush();
      const waiting = [...(syncing ?? []), ...unsynced];
      syncing = undefined;
      unsynced = [];
      try {
        if (waiting.length > 0) wal.syncNow();
        settle(waiting, lost ?? null);
      } catch (error) {
        settle(waiting, error as Error);
      }
      wal.close();
    },
    get commits() {
      return commits;
    },
    health() {
      const refusal = unfit();
      if (refusal instanceof _NotAtItsPathError) return 'not at its path';
      if (refusal !== undefined) return 'log lost';
      if (refusedBy !== undefined) return `writes failing: ${refusedBy}`;
      // Only once a group found the lock taken: another process's brief write (a `tenants` command) must not make a store no send waits on look unfit.
      if (lockedOut && !closed) lockedOut = lockHeldElsewhere();
      return lockedOut ? 'write lock held by another process' : 'ok';
    },
  };
}
