import type { RbmUserMessage } from './rbmUserMessage';

/** A user's choice about an agent, from RBM's `UNSUBSCRIBE` or `SUBSCRIBE` UserEvent. @public */
export interface RbmSubscriptionChange {
  /** The agent the user unsubscribed from or subscribed to again. */
  readonly agentId: string;
  /** The user's phone number, E.164 with `+`. */
  readonly phoneNumber: string;
  /** False for UNSUBSCRIBE, true for SUBSCRIBE. */
  readonly subscribed: boolean;
  /** When the receiver learned it, as an RFC 3339 UTC date-time. */
  readonly at: string;
}

/**
 * What a verified event asks of its receiver: a state of an agent message (DELIVERED, READ, or
 * EXPIRED for the platform's revocation at the expiry, `revoked` when it withdrew the message),
 * a user message, a change of a user's subscription, or nothing.
 *
 * @public
 */
export type RbmEvent =
  | {
      /** A state of an agent message. */ readonly kind: 'state';
      /** The platform's messageId. */ readonly messageId: string;
      /** The state reached. */ readonly state: 'DELIVERED' | 'READ' | 'EXPIRED';
      /** When the receiver learned it. */ readonly at: string;
      /** The event's own time, when it is a date. */ readonly platformAt?: string;
      /** Why, for EXPIRED. */ readonly reason?: string;
      /** Set when the platform withdrew the message undelivered. */ readonly revoked?: true;
    }
  | { /** A message from a user. */ readonly kind: 'userMessage'; /** The message. */ readonly message: RbmUserMessage }
  | { /** A user's UNSUBSCRIBE or SUBSCRIBE. */ readonly kind: 'subscription'; /** The change. */ readonly change: RbmSubscriptionChange; /** The platform's id of the event, the same when it posts it again. */ readonly eventId?: string }
  | { /** An event the receiver has nothing to do with (IS_TYPING, content not known). */ readonly kind: 'ignored' };

/** What the body of a POST to the agent's webhook is: RBM's set-up handshake, or a Pub/Sub push envelope with the event's bytes. @public */
export type RbmPost =
  | { /** The set-up handshake. */ readonly kind: 'handshake'; /** The client token it names. */ readonly clientToken: string; /** The secret to answer. */ readonly secret: string }
  | { /** An event. */ readonly kind: 'envelope'; /** The base64-decoded `message.data`: what the signature covers. */ readonly eventBytes: Uint8Array };
