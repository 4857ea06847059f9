import type { MessageOutcome } from '../dispatch/dispatchMessage';

/** The final state of a message, with when it was reached. @public */
export type MessageStateRecord = MessageOutcome & {
  /** The accepted message's id. */
  readonly id: string;
  /** When the state was reached, as an RFC 3339 UTC date-time. */
  readonly at: string;
};

/**
 * Where outcomes are kept. States only move forward: a message reaches one final state
 * (SENT, FAILED or EXPIRED) once, and a later record for it is refused.
 *
 * @public
 */
export interface MessageStatePort {
  /** The message's final state, or undefined while it has none. */
  get(id: string): Promise<MessageStateRecord | undefined>;
  /** Records a final state durably; false (and nothing written) when the message had one already. */
  record(record: MessageStateRecord): Promise<boolean>;
}

/** The in-memory state port, for tests and a single process that needs no history. @public */
export function createMemoryStatePort(): MessageStatePort & { /** Every record, by id. */ readonly records: ReadonlyMap<string, MessageStateRecord> } {
  const records = new Map<string, MessageStateRecord>();
  return {
    records,
    get: (id) => Promise.resolve(records.get(id)),
    record(record) {
      if (records.has(record.id)) return Promise.resolve(false);
      records.set(record.id, record);
      return Promise.resolve(true);
    },
  };
}
