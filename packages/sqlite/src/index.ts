// The public surface of @rcs-send/sqlite, named one by one so that a new export shows in a diff:
// one durable home for a single server's accepted messages, on SQLite.
export { openSqliteStore } from './store/openSqliteStore';
export { SQLITE_STORE_DEFAULTS, type SqliteStoreOptions } from './store/options';
export type { SqliteStore, SqliteStoreStats } from './store/sqliteStore';
export type { SqliteBalancePort } from './balance/sqliteBalance';
export type { ExportedMessage } from './messages/exportMessages';
export { SqliteStoreError } from './errors/sqliteStoreError';
export { DatabaseInUseError, type DatabaseWriter } from './writer/databaseInUseError';
