import { ServiceUnavailableError } from '@rcs-send/service';

/** SQLite's own result codes: `SQLITE_` and upper-case words (`SQLITE_BUSY`, `SQLITE_IOERR_FSYNC`...). */
const SQLITE_CODE = /^SQLITE_[A-Z_]{1,40}$/;

/**
 * A call of the SQLite store failed: the database was busy past its timeout, the disk failed
 * or is full, the file is read-only, or the store is closed. A
 * {@link @rcs-send/service#ServiceUnavailableError}, so the service answers 503 with
 * `Retry-After` rather than 500. Its message names the operation only: never a message's
 * content, an Idempotency-Key or a seen key; the cause is kept for the host's logs.
 *
 * @public
 */
export class SqliteStoreError extends ServiceUnavailableError {
  /** SQLite's result code of the cause (`SQLITE_BUSY`, `SQLITE_FULL`...), `CLOSED` for a closed store, `NOT_AT_ITS_PATH` for a store whose database (or WAL, or writer lock) file was deleted, moved or replaced, else undefined. */
  readonly code: string | undefined;
  /** What better-sqlite3 threw (never shown to a client). */
  override readonly cause: unknown;

  /** Wraps `cause`, a failure of the store's `operation` (`submit`, `claim`, `read`...). */
  constructor(operation: string, cause: unknown) {
    super(`sqlite store unavailable during ${operation}`, 1);
    this.name = 'SqliteStoreError';
    this.cause = cause;
    this.code = cause === _CLOSED ? 'CLOSED' : cause instanceof _NotAtItsPathError ? 'NOT_AT_ITS_PATH' : codeOf(cause);
  }
}

/** The cause of every write once a file of the store is no longer at its path: what it wrote would be lost with that file. @internal */
export class _NotAtItsPathError extends Error {
  /** `path` is no longer the file the store opened. */
  constructor(path: string) {
    super(`${path} is no longer the file the store opened (deleted, moved or replaced)`);
    this.name = 'NotAtItsPathError';
  }
}

/** The cause of every call made once the store is closed. @internal */
export const _CLOSED: unique symbol = Symbol('closed');

/** The SQLite result code of `error`, when it carries one. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SQLITE_CODE.test(code) ? code : undefined;
}

/** Runs `call` on `db`; a closed database, or whatever `call` throws, is a {@link SqliteStoreError} of `operation`. @internal */
export function _guard<T>(db: { readonly open: boolean }, operation: string, call: () => T): T {
  if (!db.open) throw new SqliteStoreError(operation, _CLOSED);
  try {
    return call();
  } catch (error) {
    throw error instanceof SqliteStoreError ? error : new SqliteStoreError(operation, error);
  }
}
