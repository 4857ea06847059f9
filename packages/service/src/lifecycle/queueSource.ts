import type { SubmittedMessage } from '../ports/submit';

/** One accepted message taken from a queue, with what acknowledges it. @public */
export interface QueueEntry {
  /** Acknowledges this entry once its message has a final state (a message id, a stream entry id). */
  readonly ackId: string;
  /** The accepted message. */
  readonly message: SubmittedMessage;
  /** The messageId to hand it over with, when not its own id: a later window's (see `PlatformHandoverPort`). */
  readonly platformMessageId?: string;
}

/**
 * Where accepted messages come from: the queue of the server's database on one machine
 * (`@rcs-send/sqlite`), the Redis Stream in a fleet. Delivery is at least once: an entry not
 * acknowledged is read again after a restart.
 *
 * @public
 */
export interface QueueSource {
  /** Up to `max` entries; waits a little (or until `signal` aborts) when there are none, then resolves to `[]`. */
  read(max: number, signal?: AbortSignal): Promise<QueueEntry[]>;
  /** Acknowledges one entry. */
  ack(ackId: string): Promise<void>;
  /** Persists what was acknowledged and releases the source. */
  close(): Promise<void>;
}
