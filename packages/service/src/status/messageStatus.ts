import type { MessageState, StateStep } from '../lifecycle/messageStates';

/** What a {@link StatusLookupPort} knows of a message (a delivery state port's status is one). @public */
export interface MessageStatusRecord {
  /** The accepted message's id. */
  readonly id: string;
  /** Its current state. */
  readonly state: MessageState;
  /** When it reached `state`, as an RFC 3339 UTC date-time. */
  readonly at: string;
  /** Why, for FAILED, and for EXPIRED or CANCELLED after handover. */
  readonly reason?: string;
  /** The organization it was accepted for: only its members may look it up. */
  readonly organizationId?: string;
  /** Every state reached, oldest first; the last one is `state`. */
  readonly history: readonly StateStep[];
}

/**
 * Where the status lookup reads message states (structural: `@rcs-send/delivery`'s
 * `MessageStatePort` is one).
 *
 * @public
 */
export interface StatusLookupPort {
  /** What is known of the message `id` (a lower-case UUID), or undefined when nothing is. */
  get(id: string): Promise<MessageStatusRecord | undefined>;
}

/** The body of a 200 status lookup: where the message stands and how it got there. @public */
export interface MessageStatusBody {
  /** The message's id. */
  id: string;
  /** Its current state. */
  state: MessageState;
  /** When it reached `state`, as an RFC 3339 UTC date-time. */
  at: string;
  /** Why, for FAILED, and for EXPIRED or CANCELLED after handover. */
  reason?: string;
  /** Every state reached, oldest first; the last one is `state`. */
  history: StateStep[];
}
