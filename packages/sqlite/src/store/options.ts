import type { SqliteStoreError } from '../errors/sqliteStoreError';

/** Options of {@link openSqliteStore}. @public */
export interface SqliteStoreOptions {
  /** The database file; a writer creates it when missing. */
  readonly path: string;
  /** The clock, in epoch milliseconds. @defaultValue `Date.now` */
  readonly now?: () => number;
  /** How long a message no longer queued, and its state, are kept after their last change, and an event (with its delivery still queued) after it was written. @defaultValue 30 days */
  readonly retentionMs?: number;
  /** How long a completed Idempotency-Key replays its response, per principal. @defaultValue 24 hours */
  readonly idempotencyTtlMs?: number;
  /** How long a seen key is remembered. @defaultValue 7 days, how long RBM retries an event */
  readonly seenTtlMs?: number;
  /** How often the retention sweep runs (on a timer that keeps no process alive). @defaultValue 1 hour */
  readonly sweepEveryMs?: number;
  /** How long a queue read waits for messages before it resolves to none (another process may store them). @defaultValue 100 */
  readonly pollMs?: number;
  /** Opens an existing store read-only, beside a running writer (to export or back it up): every write fails, no sweep runs. @defaultValue false */
  readonly readonly?: boolean;
  /**
   * Takes the database's writer lock for the store's life (SQLite's exclusive lock on the file
   * `<path>-writer`, which the operating system lets go when the process ends, however it ends):
   * a second store opened with it on the same database, in this process or another, is refused
   * with a `DatabaseInUseError`, since a store keeps balance holds, Idempotency-Key claims and
   * its queue's deliveries in its own memory. `false` opens a second writer beside the one that
   * holds it, for an operator's short edits of the tenants (SQLite serialises the writes): never
   * serve, deliver or sweep from such a store. Unused when `readonly`.
   * @defaultValue true
   */
  readonly writerLock?: boolean;
  /** Receives a failure of the background sweep (the next one tries again) or of the WAL checkpoint on its own thread (the writer still checkpoints). */
  readonly onError?: (error: SqliteStoreError) => void;
}

/** The defaults of {@link SqliteStoreOptions}, in milliseconds. @public */
export const SQLITE_STORE_DEFAULTS: Readonly<Required<Pick<SqliteStoreOptions, 'retentionMs' | 'idempotencyTtlMs' | 'seenTtlMs' | 'sweepEveryMs' | 'pollMs'>>> = Object.freeze({
  retentionMs: 30 * 24 * 3600 * 1000,
  idempotencyTtlMs: 24 * 3600 * 1000,
  seenTtlMs: 7 * 24 * 3600 * 1000,
  sweepEveryMs: 3600 * 1000,
  pollMs: 100,
});

/** The longest a Node timer waits as asked (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** {@link SqliteStoreOptions} with every default filled in and every number checked. @internal */
export type _ResolvedOptions = Required<Omit<SqliteStoreOptions, 'onError'>> & Pick<SqliteStoreOptions, 'onError'>;

/** Checks `options` (a RangeError or TypeError names the option at fault) and fills in the defaults. @internal */
export function _resolveOptions(options: SqliteStoreOptions): _ResolvedOptions {
  if (typeof options.path !== 'string' || options.path === '') throw new TypeError('path must name the database file');
  const resolved = { now: Date.now, readonly: false, writerLock: true, ...SQLITE_STORE_DEFAULTS, ...options };
  for (const name of ['retentionMs', 'idempotencyTtlMs', 'seenTtlMs', 'sweepEveryMs', 'pollMs'] as const) {
    const value = resolved[name];
    const most = name === 'sweepEveryMs' || name === 'pollMs' ? MAX_TIMER_MS : Number.MAX_SAFE_INTEGER;
    if (!Number.isSafeInteger(value) || value < 1 || value > most) throw new RangeError(`${name} must be a whole number of milliseconds from 1 to ${most}`);
  }
  return resolved;
}
