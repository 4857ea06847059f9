import Database from 'better-sqlite3';
import { _fileIdentity, type _FileIdentity } from './fileIdentity';

/** The writer lock of a database, held for the life of its store. @internal */
export interface _WriterLock {
  /** The lock file, beside the database: `<database>-writer`. */
  readonly path: string;
  /** The lock file as it was when taken: a deleted or replaced lock file no longer keeps a second writer out. */
  readonly file: _FileIdentity;
  /** Lets the lock go (the operating system also does when the process ends, however it ends). */
  release(): void;
}

/** The lock file of the database at `databasePath`. */
const writerLockPath = (databasePath: string): string => `${databasePath}-writer`;

/**
 * Takes the writer lock of the database at `databasePath`, or returns undefined at once when a
 * live store holds it. The lock is SQLite's own: an exclusive lock on the file `<database>-writer`
 * (a database of no content, in exclusive locking mode, so the lock is kept until its
 * connection closes). SQLite takes it with the operating system's file locks, which die with
 * the process that held them: a SIGKILLed server never blocks its own restart. Within one
 * process SQLite keeps its connections' locks apart too, so a second store opened in the same
 * process is kept out as well.
 *
 * @internal
 */
export function _takeWriterLock(databasePath: string): _WriterLock | undefined {
  const path = writerLockPath(databasePath);
  const lock = new Database(path);
  try {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.pragma('journal_mode = OFF');
    lock.exec('BEGIN EXCLUSIVE; COMMIT'); // from here the exclusive lock stays with this connection
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return undefined;
    throw error;
  }
  return { path, file: _fileIdentity(path), release: () => lock.close() };
}
