/* Generated from schemas/message-status-response.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

export type MessageState = 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';
/**
 * The channel that carried a message: RCS (the platform), or SMS after a fallback.
 */
export type MessageChannel = 'RCS' | 'SMS';

/**
 * The body of a 200 status lookup: where the message stands and how it got there.
 */
export interface MessageStatusBody {
  /**
   * The message's id.
   */
  id: string;
  /**
   * Its current state.
   */
  state: MessageState;
  /**
   * When it reached `state`, as an RFC 3339 UTC date-time.
   */
  at: string;
  /**
   * Why, for FAILED, and for EXPIRED or CANCELLED after handover.
   */
  reason?: string;
  /**
   * Every state reached, oldest first; the last one is `state`.
   */
  history: StateStep[];
}
/**
 * A state reached, and when.
 */
export interface StateStep {
  /**
   * The state.
   */
  state: MessageState;
  /**
   * When the service learned it, as an RFC 3339 UTC date-time: the order of the history.
   */
  at: string;
  /**
   * When the platform says it happened (its event's own time, UTC), for a state the platform reported; kept beside `at`, never used for order.
   */
  platformAt?: string;
  /**
   * The channel the change came on, when it named one (absent: RCS).
   */
  channel?: MessageChannel;
}
