import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../config/types';
import { _CommandError } from './commandError';

/**
 * Opens the server's database read-only for `command` (`export`, `backup`), beside a server that
 * may be running on it. A {@link _CommandError} says why it cannot: the server keeps its
 * messages in Redis (`redisUrl`), no file is at the path, or the file is no rcs-send database.
 *
 * @internal
 */
export function _openDatabaseForReading(config: ServerConfig, command: string): SqliteStore {
  if (config.redisUrl !== null) {
    throw new _CommandError(`${command} reads the embedded database only, and RCS_SEND_REDIS_URL (redisUrl) puts this server's messages in Redis: the stream rcs-send:messages, states and events under rcs-send:{o:<organization>}`);
  }
  const path = resolve(config.database);
  if (!existsSync(path)) throw new _CommandError(`no database at ${path} (RCS_SEND_DB or "database" in --config name it; the server creates it when it starts)`);
  try {
    return openSqliteStore({ path, readonly: true });
  } catch (error) {
    throw new _CommandError(`cannot read the database at ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
