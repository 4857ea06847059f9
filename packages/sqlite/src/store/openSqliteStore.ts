import { _sqliteLedger } from '../balance/sqliteBalance';
import { _openDatabase, type _Database } from '../database/openDatabase';
import { _guard, SqliteStoreError } from '../errors/sqliteStoreError';
import { _sqliteEventLog } from '../events/sqliteEventLog';
import { _sqliteWebhookOutbox } from '../events/sqliteWebhookOutbox';
import { _sqliteIdempotency } from '../idempotency/sqliteIdempotency';
import { _exportMessages } from '../messages/exportMessages';
import { _sqliteMessageList } from '../messages/sqliteMessageList';
import { _sqliteSubmit } from '../messages/sqliteSubmit';
import { _sqliteHandovers } from '../queue/sqliteHandovers';
import { _sqliteOptOuts } from '../optOuts/sqliteOptOuts';
import { _sqliteQueue } from '../queue/sqliteQueue';
import { _sweeper } from '../retention/sweep';
import { _sqliteSeen } from '../seen/sqliteSeen';
import { _sqliteSmsFallbacks } from '../smsFallbacks/sqliteSmsFallbacks';
import { _sqliteStates } from '../states/sqliteStates';
import { _sqliteTenants } from '../tenants/sqliteTenants';
import { _groupCommit } from '../write/groupCommit';
import { _walCheckpointer } from '../write/walCheckpointer';
import { _walSync } from '../write/walSync';
import { _fileIdentity } from '../writer/fileIdentity';
import { _refuseSecondWriter } from '../writer/refuseSecondWriter';
import { _takeWriterLock } from '../writer/writerLock';
import { _recordWriter, _writeProbe } from '../writer/writerRecord';
import { _resolveOptions, type SqliteStoreOptions } from './options';
import type { SqliteStore } from './sqliteStore';

/**
 * Opens (a writer: creates) the SQLite store at `options.path`: accepted messages, their
 * queue, states and list, the organizations' event logs and webhook deliveries, tenants,
 * balances, Idempotency-Keys and seen keys in one database file, in WAL
 * mode. A writer takes the database's writer lock for its life (see
 * {@link SqliteStoreOptions.writerLock}): a second one is refused with a
 * {@link DatabaseInUseError}. While the database file (or its WAL, or its lock file) is not at its path
 * (deleted, moved or replaced under the store), every write is refused (`NOT_AT_ITS_PATH`): what
 * it committed would be lost with that file. Writes are group-committed: whatever is written in one turn of the event loop shares one
 * transaction and one fsync of the log, made off the event loop; a write resolves once it is on
 * the disk, as with `synchronous = FULL`. A writer sweeps on a timer that
 * keeps no process alive. Throws when the file cannot be opened or holds a newer schema.
 *
 * @public
 */
export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  const { path, now, readonly, writerLock, retentionMs, idempotencyTtlMs, seenTtlMs, sweepEveryMs, pollMs, onError } = _resolveOptions(options);
  const lock = readonly || !writerLock ? undefined : (_takeWriterLock(path) ?? _refuseSecondWriter(path));
  let db: _Database;
  try {
    db = _openDatabase(path, readonly);
    if (lock !== undefined) _recordWriter(db, now());
  } catch (error) {
    lock?.release();
    throw error;
  }
  // The WAL holds what was committed since the last checkpoint: deleted or replaced, that would be lost with it as with the database file.
  const files = readonly ? [] : [_fileIdentity(path), _fileIdentity(`${path}-wal`), ...(lock === undefined ? [] : [lock.file])];
  const commit = _groupCommit(db, _walSync(db), files);
  // The serving writer copies its WAL into the database file on a thread of its own; a short-lived second writer (`writerLock: false`) leaves it to its own checkpoint.
  const checkpointer = lock === undefined ? undefined : _walCheckpointer(db, (error) => onError?.(new SqliteStoreError('checkpoint', error)));
  const probe = lock === undefined ? undefined : _writeProbe(db);
  const ledger = _sqliteLedger(db, now);
  const events = _sqliteEventLog(db, commit, now);
  const states = _sqliteStates(db, commit, now, events);
  const queue = _sqliteQueue(db, commit, now, pollMs);
  const idempotency = _sqliteIdempotency(db, commit, now, idempotencyTtlMs);
  let messages = 0;
  const stored = (count: number): void => {
    messages += count;
    queue.wake();
  };
  const sweep = _sweeper(db, now, retentionMs);
  const timer = readonly
    ? undefined
    : setInterval(() => {
        try {
          sweep();
        } catch (error) {
          onError?.(error as SqliteStoreError);
        }
      }, sweepEveryMs).unref();

  // The writer's connection closes last, so that it is the one to copy the WAL into the database file: from the WAL it opened, even one deleted since.
  let closing: Promise<void> | undefined;
  const closeAll = (): Promise<void> => {
    clearInterval(timer);
    commit.close();
    queue.wake();
    const closeDatabase = (): void => {
      db.close();
      lock?.release();
    };
    if (checkpointer === undefined) return Promise.resolve(closeDatabase());
    return checkpointer.close().then(closeDatabase);
  };
  const open = (): boolean => db.open && closing === undefined;

  const health = async (): Promise<string> => {
    if (!open()) return 'closed';
    // While the disk refuses writes, a write of a large request's size tells whether it takes them again (nothing else may come to tell).
    if (probe !== undefined && commit.health().startsWith('writes failing')) await commit.write('write probe', () => probe.take(now())).then(() => commit.write('write probe', probe.free), () => undefined);
    return commit.health();
  };

  return {
    path,
    submit: _sqliteSubmit(db, commit, { now, ledger, idempotency, stored }),
    balance: ledger.port,
    idempotency: idempotency.port,
    states,
    events: events.port,
    webhooks: _sqliteWebhookOutbox(db, commit, now),
    messages: _sqliteMessageList(db),
    seen: _sqliteSeen(db, commit, now, seenTtlMs),
    queue: queue.source,
    handovers: _sqliteHandovers(db, commit, now, queue.wake),
    optOuts: _sqliteOptOuts(db, commit, now),
    smsFallbacks: _sqliteSmsFallbacks(db, commit, ledger, now),
    tenants: _sqliteTenants(db, ledger),
    seedBalances: (balances) => ledger.seed(balances),
    exportMessages: () => _guard(db, 'export', () => _exportMessages(db)),
    async backup(file) {
      const copying = _guard(db, 'backup', () => db.backup(file));
      await copying.catch((error: unknown) => Promise.reject(new SqliteStoreError('backup', error)));
    },
    stats: () => ({ commits: commit.commits, messages }),
    sweep,
    ready: open,
    checks: { database: health },
    health,
    close() {
      closing ??= closeAll();
      return closing;
    },
  };
}
