import type { MessageChannel, MessageState } from '../lifecycle/messageStates';
import type { MessageStatusStep, SmsStatusBody } from './messageStatus';

/** The states a client is told about: every state but ACCEPTED (the 202 already said it; see `isNotified`). @public */
export type NotifiedState = Exclude<MessageState, 'ACCEPTED'>;

/** The data of a `message.status` event: where an accepted message stands now. @public */
export interface MessageStatusData {
  /** The accepted message's id (as in the 202's `messages[].id`). */
  readonly id: string;
  /** The state reached. */
  readonly state: NotifiedState;
  /** When it was reached, as an RFC 3339 UTC date-time. */
  readonly at: string;
  /** Why, for FAILED (e.g. `NOT_FOUND: the recipient is not reachable via RCS`), and for EXPIRED or CANCELLED after handover. */
  readonly reason?: string;
  /** `RCS`, or `SMS` once the message fell back. */
  readonly channel: MessageChannel;
  /** The RCS outcome that made it fall back (with `SMS` only). */
  readonly fallbackReason?: string;
  /** Its SMS: segments, encoding and the SMSC's id of each segment (with `SMS` only). */
  readonly sms?: SmsStatusBody;
  /** Every state reached so far, oldest first (ACCEPTED included), each with its channel; the last one is `state`. */
  readonly history: readonly MessageStatusStep[];
}

/** The data of a `message.reply` event: what a user sent back to a sender. @public */
export interface MessageReplyData {
  /** The user's phone number, in E.164 (`+351912345678`). */
  readonly from: string;
  /** The sender (the `from` of the messages sent to that user). */
  readonly to: string;
  /** The `postbackData` of the suggestion the user tapped, when the reply is a suggestion response. */
  readonly postbackData?: string;
  /** The text the user typed, or the text of the suggestion tapped. */
  readonly text?: string;
  /** The location the user shared, in degrees. */
  readonly location?: { readonly latitude: number; readonly longitude: number };
  /** The file the user sent, where the platform holds it. */
  readonly file?: { readonly url: string; readonly mimeType: string; readonly name: string; readonly sizeBytes: number };
  /** When the platform received it, as an RFC 3339 UTC date-time. */
  readonly receivedAt: string;
  /** The id of the accepted message the reply answers, when the platform says. */
  readonly inReplyTo?: string;
}

/** The data of a `recipient.subscription` event: a user unsubscribed from a sender, or subscribed again. @public */
export interface RecipientSubscriptionData {
  /** The user's phone number, in E.164 (`+351912345678`). */
  readonly phoneNumber: string;
  /** The sender (the `from` of the messages sent to that user). */
  readonly sender: string;
  /** False: the user unsubscribed (promotional messages from this sender are no longer sent to them); true: subscribed again. */
  readonly subscribed: boolean;
  /** When the service learned it, as an RFC 3339 UTC date-time. */
  readonly at: string;
}

/** A message's state changed. @public */
export interface MessageStatusEvent {
  /** The event's type. */
  readonly type: 'message.status';
  /** The new status. */
  readonly data: MessageStatusData;
}

/** A user replied to a sender. @public */
export interface MessageReplyEvent {
  /** The event's type. */
  readonly type: 'message.reply';
  /** The reply. */
  readonly data: MessageReplyData;
}

/** A user unsubscribed from a sender, or subscribed again. @public */
export interface RecipientSubscriptionEvent {
  /** The event's type. */
  readonly type: 'recipient.subscription';
  /** The change. */
  readonly data: RecipientSubscriptionData;
}

/** An event for a client: its type and its data. @public */
export type WebhookEvent = MessageStatusEvent | MessageReplyEvent | RecipientSubscriptionEvent;

/**
 * The JSON body of every webhook request, and of every entry of the events feed: an event with
 * its id, the time it was written and its place in its organization's order. Bodies are open
 * objects: a receiver ignores the fields it does not know.
 *
 * @public
 */
export type WebhookPayload = WebhookEvent & {
  /** The event's id (`msg_` and a UUID): its `webhook-id` header on every attempt, and its id in the events feed. */
  readonly id: string;
  /** When the event was written, as an RFC 3339 UTC date-time (the same on every attempt). */
  readonly timestamp: string;
  /**
   * The event's place among its organization's events: 1 for its first event, one more for each
   * next one, assigned by the store as it writes the event (the same on every attempt and in the
   * feed). A retried event may arrive after later ones: order by `sequence`, never by arrival, and
   * catch up with the events feed from the last `sequence` seen.
   */
  readonly sequence: number;
};
