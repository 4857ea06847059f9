// What a law checker is given: a way to open a fresh, empty implementation of a port, and to
// let it go. Each law opens its own, so laws never see each other's data.

/** One fresh implementation of `Port` under test. @public */
export interface Subject<Port> {
  /** The port. */
  readonly port: Port;
  /** Releases it (closes a database, a connection). */
  close(): Promise<void>;
}

/** Options of a port that forgets after `ttlMs` on the clock `now`. @public */
export interface ExpiringOptions {
  /** How long the port remembers, in milliseconds. */
  readonly ttlMs: number;
  /** The clock the port must read. */
  readonly now: () => number;
}

/** Whether an implementation reads the clock it is given (`fake`) or time of its own (`real`: the laws at a time boundary are not run on it). @public */
export type ClockKind = 'fake' | 'real';

/** Runs `law` on a fresh subject from `open`, closing it however the law ends. */
export async function withSubject<Port, Options>(open: (options: Options) => Promise<Subject<Port>>, options: Options, law: (port: Port) => Promise<void>): Promise<void> {
  const subject = await open(options);
  try {
    await law(subject.port);
  } finally {
    await subject.close();
  }
}
