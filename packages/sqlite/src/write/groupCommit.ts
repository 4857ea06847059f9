import type { _Database } from '../database/openDatabase';
import { _CLOSED, SqliteStoreError } from '../errors/sqliteStoreError';

/** One write waiting for the next flush. */
interface Job {
  /** What the write is, for its error. */
  readonly operation: string;
  /** The write, run inside the flush's transaction. */
  readonly run: () => unknown;
  /** Called with what `run` returned once the transaction committed. */
  readonly committed: ((value: unknown) => void) | undefined;
  /** Settles the caller's promise. */
  readonly resolve: (value: unknown) => void;
  /** Settles the caller's promise with the transaction's failure. */
  readonly reject: (error: unknown) => void;
}

/** Every write of the store, committed in groups. @internal */
export interface _GroupCommit {
  /**
   * Queues `run` for the next flush, which runs every queued write in ONE transaction: the
   * promise resolves to what `run` returned once that transaction committed (`committed` is
   * called with it first, synchronously, before any other code runs), and rejects with a
   * {@link SqliteStoreError} when the transaction failed: then nothing of it was written.
   */
  write<T>(operation: string, run: () => T, committed?: (value: T) => void): Promise<T>;
  /** Runs the pending writes now (the store's close, a queue's close). */
  flush(): void;
  /** Refuses every write from now on (the pending ones are flushed first). */
  close(): void;
  /** Transactions committed so far. */
  readonly commits: number;
}

/**
 * Group commit: the writes queued in one turn of the event loop share one transaction (one
 * fsync in WAL mode with `synchronous = FULL`), flushed by `setImmediate`. The transaction is
 * `BEGIN IMMEDIATE`, so it takes the write lock first and waits for another process's writes.
 *
 * @internal
 */
export function _groupCommit(db: _Database): _GroupCommit {
  let pending: Job[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let commits = 0;
  let closed = false;
  const runAll = db.transaction((jobs: readonly Job[]) => jobs.map((job) => job.run()));

  const flush = (): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    const jobs = pending;
    pending = [];
    if (jobs.length === 0) return;
    let values: unknown[];
    try {
      values = runAll.immediate(jobs);
    } catch (error) {
      for (const job of jobs) job.reject(error instanceof SqliteStoreError ? error : new SqliteStoreError(job.operation, error));
      return;
    }
    commits += 1;
    jobs.forEach((job, i) => {
      job.committed?.(values[i]);
      job.resolve(values[i]);
    });
  };

  return {
    write<T>(operation: string, run: () => T, committed?: (value: T) => void): Promise<T> {
      if (closed) return Promise.reject(new SqliteStoreError(operation, _CLOSED));
      return new Promise<T>((resolve, reject) => {
        pending.push({ operation, run, committed: committed as Job['committed'], resolve: resolve as Job['resolve'], reject });
        scheduled ??= setImmediate(flush);
      });
    },
    flush,
    close() {
      flush();
      closed = true;
    },
    get commits() {
      return commits;
    },
  };
}
