/* Generated from schemas/webhook-event.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * The JSON body of every webhook request, and of every entry of the events feed: an event with
 * its id, the time it was written and its place in its organization's order. Bodies are open
 * objects: a receiver ignores the fields it does not know.
 */
export type WebhookPayload = MessageStatusEvent | MessageReplyEvent | RecipientSubscriptionEvent;
export type NotifiedState = 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';
/**
 * The channel that carried a message: RCS (the platform), or SMS after a fallback.
 */
export type MessageChannel = 'RCS' | 'SMS';
/**
 * How an SMS was encoded: `GSM7` (GSM 7-bit, 160 characters a segment, 153 when concatenated) or `UCS2` (70, 67).
 */
export type SmsStatusEncoding = 'GSM7' | 'UCS2';
export type MessageState = 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';

/**
 * A message's state changed.
 */
export interface MessageStatusEvent {
  /**
   * The event's type.
   */
  type: 'message.status';
  /**
   * The new status.
   */
  data: MessageStatusData;
  /**
   * The event's id (`msg_` and a UUID): its `webhook-id` header on every attempt, and its id in the events feed.
   */
  id: string;
  /**
   * When the event was written, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: 1 for its first event, one more for each
   * next one, assigned by the store as it writes the event (the same on every attempt and in the
   * feed). A retried event may arrive after later ones: order by `sequence`, never by arrival, and
   * catch up with the events feed from the last `sequence` seen.
   */
  sequence: number;
}
/**
 * The data of a `message.status` event: where an accepted message stands now.
 */
export interface MessageStatusData {
  /**
   * The accepted message's id (as in the 202's `messages[].id`).
   */
  id: string;
  /**
   * The state reached.
   */
  state: NotifiedState;
  /**
   * When it was reached, as an RFC 3339 UTC date-time.
   */
  at: string;
  /**
   * Why, for FAILED (e.g. `NOT_FOUND: the recipient is not reachable via RCS`), and for EXPIRED or CANCELLED after handover.
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
   * Its SMS: segments, encoding and the SMSC's id of each segment (with `SMS` only).
   */
  sms?: SmsStatusBody;
  /**
   * Every state reached so far, oldest first (ACCEPTED included), each with its channel; the last one is `state`.
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
/**
 * A user replied to a sender.
 */
export interface MessageReplyEvent {
  /**
   * The event's type.
   */
  type: 'message.reply';
  /**
   * The reply.
   */
  data: MessageReplyData;
  /**
   * The event's id (`msg_` and a UUID): its `webhook-id` header on every attempt, and its id in the events feed.
   */
  id: string;
  /**
   * When the event was written, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: 1 for its first event, one more for each
   * next one, assigned by the store as it writes the event (the same on every attempt and in the
   * feed). A retried event may arrive after later ones: order by `sequence`, never by arrival, and
   * catch up with the events feed from the last `sequence` seen.
   */
  sequence: number;
}
/**
 * The data of a `message.reply` event: what a user sent back to a sender.
 */
export interface MessageReplyData {
  /**
   * The user's phone number, in E.164 (`+351912345678`).
   */
  from: string;
  /**
   * The sender (the `from` of the messages sent to that user).
   */
  to: string;
  /**
   * The `postbackData` of the suggestion the user tapped, when the reply is a suggestion response.
   */
  postbackData?: string;
  /**
   * The text the user typed, or the text of the suggestion tapped.
   */
  text?: string;
  /**
   * The location the user shared, in degrees.
   */
  location?: {
    latitude: number;
    longitude: number;
  };
  /**
   * The file the user sent, where the platform holds it.
   */
  file?: {
    url: string;
    mimeType: string;
    name: string;
    sizeBytes: number;
  };
  /**
   * When the platform received it, as an RFC 3339 UTC date-time.
   */
  receivedAt: string;
  /**
   * The id of the accepted message the reply answers, when the platform says.
   */
  inReplyTo?: string;
}
/**
 * A user unsubscribed from a sender, or subscribed again.
 */
export interface RecipientSubscriptionEvent {
  /**
   * The event's type.
   */
  type: 'recipient.subscription';
  /**
   * The change.
   */
  data: RecipientSubscriptionData;
  /**
   * The event's id (`msg_` and a UUID): its `webhook-id` header on every attempt, and its id in the events feed.
   */
  id: string;
  /**
   * When the event was written, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: 1 for its first event, one more for each
   * next one, assigned by the store as it writes the event (the same on every attempt and in the
   * feed). A retried event may arrive after later ones: order by `sequence`, never by arrival, and
   * catch up with the events feed from the last `sequence` seen.
   */
  sequence: number;
}
/**
 * The data of a `recipient.subscription` event: a user unsubscribed from a sender, or subscribed again.
 */
export interface RecipientSubscriptionData {
  /**
   * The user's phone number, in E.164 (`+351912345678`).
   */
  phoneNumber: string;
  /**
   * The sender (the `from` of the messages sent to that user).
   */
  sender: string;
  /**
   * False: the user unsubscribed (promotional messages from this sender are no longer sent to them); true: subscribed again.
   */
  subscribed: boolean;
  /**
   * When the service learned it, as an RFC 3339 UTC date-time.
   */
  at: string;
}
