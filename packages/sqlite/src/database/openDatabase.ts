import Database from 'better-sqlite3';
import { dateTimeToEpochMs } from '@rcs-send/core';
import { _MIGRATIONS, _SCHEMA, _SCHEMA_VERSION } from './schema';

/** The connection type of better-sqlite3, as the store's parts take it. @internal */
export type _Database = Database.Database;

/** How long a statement waits for another connection's write lock, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000;

/** WAL pages between automatic checkpoints: ten times SQLite's default, so that a group commit rarely pays for one (the server took a third more requests/s). */
const WAL_CHECKPOINT_PAGES = 10_000;

/**
 * Each connection's page cache, in KiB (SQLite's own default; better-sqlite3 raises it to
 * 16,000). The writer touches the right edges of its B-trees and the reads find other pages
 * in the operating system's cache, so a larger cache bought no requests/s; it only grew the
 * server's memory by up to 16 MB as the file grew past that size.
 */
const PAGE_CACHE_KIB = 2000;

/**
 * Where the writer keeps its temporary files: in memory. Each batch of a group commit is a
 * savepoint, whose sub-journal (the pages it changes, as they were) SQLite otherwise spills to a
 * temporary file once it passes 64 KiB: with three requests of ten messages a commit, a file
 * opened, written about forty times and unlinked per commit, a tenth of the store's CPU for a
 * request (230 against 208 µs in one process). It holds at most one group commit's pages.
 */
const WRITER_TEMP_STORE = 'MEMORY';

/** Where the WAL file is truncated to after a checkpoint, in bytes: the file stays bounded. */
const WAL_LIMIT_BYTES = 64 * 1024 * 1024;

/** Lets the schema's SQL read an RFC 3339 date-time as the core does (`rcs_epoch_ms(text)`: epoch milliseconds, or NULL), so that a migration computes what the store itself writes. */
function registerDateReader(db: _Database): void {
  db.function('rcs_epoch_ms', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? (dateTimeToEpochMs(text) ?? null) : null));
}

/** Creates the schema in an empty database, upgrades one of an older version (one transaction), refuses one written by a newer version. */
function prepareSchema(db: _Database, readonly: boolean): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > _SCHEMA_VERSION) throw new Error(`the database has schema version ${version}; this package reads up to ${_SCHEMA_VERSION}`);
  if (version === _SCHEMA_VERSION) return;
  if (readonly && version === 0) throw new Error('the database holds no rcs-send store');
  if (readonly) throw new Error(`the database has schema version ${version}: open it once for writing (start the server) to upgrade it to ${_SCHEMA_VERSION}`);
  db.transaction(() => {
    if (version === 0) db.exec(_SCHEMA);
    else for (let from = version; from < _SCHEMA_VERSION; from += 1) db.exec(_MIGRATIONS[from] as string);
    db.pragma(`user_version = ${_SCHEMA_VERSION}`);
  }).immediate();
}

/**
 * Opens the store's database file: a writer creates it when missing, in WAL mode with
 * `synchronous = FULL` (a commit is on disk when it returns; the group commit flushes its own off the event loop), its
 * temporary files in memory; a reader opens an existing
 * store read-only, beside a running writer. Both wait up to 5 s for another connection's lock
 * and keep a page cache of at most 2 MB.
 *
 * @internal
 */
export function _openDatabase(path: string, readonly: boolean): _Database {
  const db = new Database(path, readonly ? { readonly: true, fileMustExist: true } : {});
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    if (!readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
      db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
      db.pragma(`temp_store = ${WRITER_TEMP_STORE}`);
    }
    registerDateReader(db);
    prepareSchema(db, readonly);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
