/* Generated from schemas/webhook-event.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * The JSON body of every webhook request: an event with the time it was created and its place in its organization's order.
 */
export type WebhookPayload = MessageStatusEvent | MessageReplyEvent | RecipientSubscriptionEvent;
export type NotifiedState = 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';
export type MessageState = 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'READ' | 'EXPIRED' | 'FAILED' | 'CANCELLED';
/**
 * The channel that carried a message: RCS (the platform), or SMS after a fallback.
 */
export type MessageChannel = 'RCS' | 'SMS';

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
   * When the event was created, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: larger means created later (the same on
   * every attempt). Microseconds since the epoch, bumped past the previous event's when the clock
   * has not moved, so it keeps growing across restarts while the clock does not go back. A retried event may arrive after later
   * ones: order by `sequence`, never by arrival.
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
   * Why, for FAILED (e.g. `NOT_FOUND: the recipient is not reachable via RCS`).
   */
  reason?: string;
  /**
   * Every state reached so far, oldest first (ACCEPTED included); the last one is `state`.
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
   * When the event was created, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: larger means created later (the same on
   * every attempt). Microseconds since the epoch, bumped past the previous event's when the clock
   * has not moved, so it keeps growing across restarts while the clock does not go back. A retried event may arrive after later
   * ones: order by `sequence`, never by arrival.
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
   * When the event was created, as an RFC 3339 UTC date-time (the same on every attempt).
   */
  timestamp: string;
  /**
   * The event's place among its organization's events: larger means created later (the same on
   * every attempt). Microseconds since the epoch, bumped past the previous event's when the clock
   * has not moved, so it keeps growing across restarts while the clock does not go back. A retried event may arrive after later
   * ones: order by `sequence`, never by arrival.
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
