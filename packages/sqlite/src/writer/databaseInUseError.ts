/** The process that holds a database's writer lock, as it wrote itself down when it took it. @public */
export interface DatabaseWriter {
  /** Its process id. */
  readonly pid: number;
  /** The host it runs on. */
  readonly host: string;
  /** When it took the lock, epoch milliseconds. */
  readonly since: number;
}

/**
 * A store was opened as the writer of a database another live store (in this process or
 * another) already writes: one database has one writer, whose balance holds, Idempotency-Key
 * claims and queue live in its own memory. Thrown by `openSqliteStore`; nothing was opened.
 *
 * @public
 */
export class DatabaseInUseError extends Error {
  /** Always `DATABASE_IN_USE`. */
  readonly code = 'DATABASE_IN_USE';
  /** The database file. */
  readonly path: string;
  /** The writer holding it, when the database says who (it does from schema version 4 on). */
  readonly writer: DatabaseWriter | undefined;

  /** The database at `path` is held by `writer`. */
  constructor(path: string, writer: DatabaseWriter | undefined) {
    const by = writer === undefined ? 'another process' : `process ${writer.pid} on ${writer.host} since ${new Date(writer.since).toISOString()}`;
    super(`the database ${path} is already written by ${by}`);
    this.name = 'DatabaseInUseError';
    this.path = path;
    this.writer = writer;
  }
}
