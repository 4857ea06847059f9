/* Generated from schemas/message-list-response.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

export type MessageState = 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';
/**
 * The channel that carried a message: RCS (the platform), or SMS after a fallback.
 */
export type MessageChannel = 'RCS' | 'SMS';
/**
 * How an SMS was encoded: `GSM7` (GSM 7-bit, 160 characters a segment, 153 when concatenated) or `UCS2` (70, 67).
 */
export type SmsStatusEncoding = 'GSM7' | 'UCS2';

/**
 * The body of a 200 answer of the message list: one page of an organization's messages.
 */
export interface MessageListBody {
  /**
   * The messages matching every filter given, newest first (by acceptance time, then id), each as the status lookup answers it.
   */
  messages: MessageStatusBody[];
  /**
   * The `cursor` of the next page, or null when no message is left past this page (a page may hold fewer than `limit` messages and still have a next).
   */
  next: string | null;
}
/**
 * The body of a 200 status lookup: where the message stands, on which channel, and how it got there.
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
   * `RCS`, or `SMS` once the message fell back.
   */
  channel: MessageChannel;
  /**
   * The RCS outcome that made it fall back (with `SMS` only).
   */
  fallbackReason?: string;
  /**
   * Its SMS (with `SMS` only).
   */
  sms?: SmsStatusBody;
  /**
   * Every state reached, oldest first, each with its channel; the last one is `state`.
   */
  history: MessageStatusStep[];
}
/**
 * The SMS a message fell back to, as a client sees it.
 */
export interface SmsStatusBody {
  /**
   * Its segments: what it cost, one unit each.
   */
  segments: number;
  /**
   * `GSM7` (GSM 7-bit) or `UCS2`.
   */
  encoding: SmsStatusEncoding;
  /**
   * The SMSC's message id of each segment, in order (empty until the SMSC took it, or when it never did).
   */
  smscMessageIds: string[];
}
/**
 * A state a message reached, as a client sees it: when, and on which channel.
 */
export interface MessageStatusStep {
  /**
   * The state.
   */
  state: MessageState;
  /**
   * When the service learned it, as an RFC 3339 UTC date-time: the order of the history.
   */
  at: string;
  /**
   * When the platform says it happened (its event's own time, UTC), for a state the platform reported.
   */
  platformAt?: string;
  /**
   * The channel it came on: `RCS`, or `SMS` from the fallback's SENT on.
   */
  channel: MessageChannel;
}
