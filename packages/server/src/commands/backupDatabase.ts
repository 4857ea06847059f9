import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openSqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../config/types';
import { _CommandError } from './commandError';
import { _openDatabaseForReading } from './openDatabaseForReading';

/** Where a backup went and what it holds. @internal */
export interface _Backup {
  /** The copy, as an absolute path. */
  readonly file: string;
  /** The database copied, as an absolute path. */
  readonly database: string;
  /** The messages the copy holds. */
  readonly messages: number;
}

/**
 * The number of messages the new copy at `file` holds. Opened as a writer (nobody else has it),
 * so that its close leaves the copy one file, with no `-wal` or `-shm` beside it.
 */
async function messagesIn(file: string): Promise<number> {
  const copy = openSqliteStore({ path: file });
  try {
    const messages = copy.exportMessages();
    let count = 0;
    while (messages.next().done !== true) count += 1;
    return count;
  } finally {
    await copy.close();
  }
}

/**
 * `rcs-send-server backup FILE`: a consistent copy of the database of `config` written to `file`
 * (SQLite's online backup, through a read-only store: the server goes on meanwhile), counted
 * once written. Refuses a `file` that already exists; a {@link _CommandError} says why it failed.
 *
 * @internal
 */
export async function _backupDatabase(config: ServerConfig, file: string): Promise<_Backup> {
  const target = resolve(file);
  if (existsSync(target)) throw new _CommandError(`${target} already exists: backup writes a new file and never overwrites one`);
  const store = _openDatabaseForReading(config, 'backup');
  try {
    await store.backup(target);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new _CommandError(`cannot write the backup to ${target}: ${cause instanceof Error ? cause.message : String(error)}`);
  } finally {
    await store.close();
  }
  return { file: target, database: store.path, messages: await messagesIn(target) };
}
