/**
 * The states of an accepted message, in the order they are reached: ACCEPTED (the service
 * took it), then SENT (the platform took it), DELIVERED (on the phone) and READ; or FAILED
 * instead of SENT (the platform refused it, or delivery gave up; with a reason); or EXPIRED
 * (its `expirationDateTime` came before delivery: never handed over, or withdrawn by the
 * platform) or CANCELLED (the client cancelled it) instead of SENT or after it. States only
 * move forward.
 *
 * @public
 */
export const MESSAGE_STATES = ['ACCEPTED', 'SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED'] as const;

/** A state of {@link MESSAGE_STATES}. @public */
export type MessageState = (typeof MESSAGE_STATES)[number];

/** A state reached, and when. @public */
export interface StateStep {
  /** The state. */
  readonly state: MessageState;
  /** When the service learned it, as an RFC 3339 UTC date-time: the order of the history. */
  readonly at: string;
  /** When the platform says it happened (its event's own time, UTC), for a state the platform reported; kept beside `at`, never used for order. */
  readonly platformAt?: string;
}

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
