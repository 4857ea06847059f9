import type { MessageChannel, MessageState, StateStep } from '../lifecycle/messageStates';
import type { SmsDetails } from '../lifecycle/stateChange';

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
  /** The channel that carries it (absent: RCS). */
  readonly channel?: MessageChannel;
  /** The RCS outcome that made it fall back to SMS. */
  readonly fallbackReason?: string;
  /** Its SMS, after a fallback. */
  readonly sms?: SmsDetails;
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

/** A state a message reached, as a client sees it: when, and on which channel. @public */
export interface MessageStatusStep {
  /** The state. */
  state: MessageState;
  /** When the service learned it, as an RFC 3339 UTC date-time: the order of the history. */
  at: string;
  /** When the platform says it happened (its event's own time, UTC), for a state the platform reported. */
  platformAt?: string;
  /** The channel it came on: `RCS`, or `SMS` from the fallback's SENT on. */
  channel: MessageChannel;
}

/** How an SMS was encoded: `GSM7` (GSM 7-bit, 160 characters a segment, 153 when concatenated) or `UCS2` (70, 67). @public */
export type SmsStatusEncoding = 'GSM7' | 'UCS2';

/** The SMS a message fell back to, as a client sees it. @public */
export interface SmsStatusBody {
  /** Its segments: what it cost, one unit each. */
  segments: number;
  /** `GSM7` (GSM 7-bit) or `UCS2`. */
  encoding: SmsStatusEncoding;
  /** The SMSC's message id of each segment, in order (empty until the SMSC took it, or when it never did). */
  smscMessageIds: string[];
}

/** Which channel carries a message and, after a fallback, why and what its SMS was: the same in a status body and a `message.status` webhook. @public */
export interface MessageChannelFields {
  /** `RCS`, or `SMS` once the message fell back. */
  channel: MessageChannel;
  /** The RCS outcome that made it fall back (with `SMS` only). */
  fallbackReason?: string;
  /** Its SMS (with `SMS` only). */
  sms?: SmsStatusBody;
  /** Every state reached, oldest first, each with its channel; the last one is `state`. */
  history: MessageStatusStep[];
}

/** The body of a 200 status lookup: where the message stands, on which channel, and how it got there. @public */
export interface MessageStatusBody {
  /** The message's id. */
  id: string;
  /** Its current state. */
  state: MessageState;
  /** When it reached `state`, as an RFC 3339 UTC date-time. */
  at: string;
  /** Why, for FAILED, and for EXPIRED or CANCELLED after handover. */
  reason?: string;
  /** `RCS`, or `SMS` once the message fell back. */
  channel: MessageChannel;
  /** The RCS outcome that made it fall back (with `SMS` only). */
  fallbackReason?: string;
  /** Its SMS (with `SMS` only). */
  sms?: SmsStatusBody;
  /** Every state reached, oldest first, each with its channel; the last one is `state`. */
  history: MessageStatusStep[];
}
