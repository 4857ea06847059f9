/**
 * The states of an accepted message, in the order they are reached: ACCEPTED (the service
 * took it), then SENT (the platform took it), DELIVERED (on the phone) and READ; or FAILED
 * instead of SENT (the platform refused it, or delivery gave up; with a reason); or EXPIRED
 * (its `expirationDateTime` came before delivery: never handed over, or withdrawn by the
 * platform) or CANCELLED (the client cancelled it) instead of SENT or after it. States only
 * move forward, except SENT repeated on SMS by a fallback (see `SMS_STATE_MOVES`).
 *
 * @public
 */
export const MESSAGE_STATES = ['ACCEPTED', 'SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED'] as const;

/** A state of {@link MESSAGE_STATES}. @public */
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * The channel that carried a message: RCS (the platform), or SMS after a fallback.
 *
 * @public
 */
export type MessageChannel = 'RCS' | 'SMS';

/** A state reached, and when. @public */
export interface StateStep {
  /** The state. */
  readonly state: MessageState;
  /** When the service learned it, as an RFC 3339 UTC date-time: the order of the history. */
  readonly at: string;
  /** When the platform says it happened (its event's own time, UTC), for a state the platform reported; kept beside `at`, never used for order. */
  readonly platformAt?: string;
  /** The channel the change came on, when it named one (absent: RCS). */
  readonly channel?: MessageChannel;
}

/**
 * The states each state may move on to, in the documented order: forward only; EXPIRED, FAILED
 * and CANCELLED end a message. The one table of the rule: `advances`, the Redis state script and
 * the API reference's table are read from it.
 *
 * @public
 */
export const STATE_MOVES: Readonly<Record<MessageState, readonly MessageState[]>> = {
  ACCEPTED: ['SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED'],
  SENT: ['DELIVERED', 'READ', 'EXPIRED', 'CANCELLED'],
  DELIVERED: ['READ'],
  READ: [],
  EXPIRED: [],
  FAILED: [],
  CANCELLED: [],
};

/**
 * What the platform's word on the phone may still move a handed-over message to, from a
 * withdrawal the platform did not confirm (a cancel: its delete answers 200 whatever happened;
 * a failed revoke at the expiration): a DELIVERED or READ that arrives then wins.
 *
 * @public
 */
export const STATE_MOVES_AFTER_WITHDRAWAL: Readonly<Partial<Record<MessageState, readonly MessageState[]>>> = {
  EXPIRED: ['DELIVERED', 'READ'],
  CANCELLED: ['DELIVERED', 'READ'],
};

/**
 * Whether a message in `current` (undefined: nothing known) may move to `next`: only forward
 * (READ may follow ACCEPTED when events overtake the dispatcher); EXPIRED and CANCELLED from
 * ACCEPTED or SENT, FAILED from ACCEPTED only; nothing out of EXPIRED, FAILED or CANCELLED,
 * except DELIVERED and READ when the message had been handed over (`handedOver`: SENT is in
 * its history).
 *
 * @public
 */
export function advances(current: MessageState | undefined, next: MessageState, handedOver = false): boolean {
  if (current === undefined) return true;
  return STATE_MOVES[current].includes(next) || (handedOver && (STATE_MOVES_AFTER_WITHDRAWAL[current]?.includes(next) ?? false));
}

/** Whether no change moves a message out of `state` (READ, EXPIRED, FAILED, CANCELLED; a withdrawal the platform did not confirm may still be overtaken by the phone's DELIVERED or READ, see {@link STATE_MOVES_AFTER_WITHDRAWAL}). @public */
export const isFinal = (state: MessageState): boolean => STATE_MOVES[state].length === 0;

/** Whether a client is told of `state` (its webhook, its events): every state but ACCEPTED, which the 202 already said. @public */
export const isNotified = (state: MessageState): state is Exclude<MessageState, 'ACCEPTED'> => state !== 'ACCEPTED';
