import { randomUUID } from 'node:crypto';
import type { _EventTarget } from '../platform/messages';
import { _postOrThrow, type _WebhookSettings, type EmulatorEventFault } from './postEvents';

/**
 * An event the platform posts about a message itself: RBM's `ServerEvent`, here the outcome of
 * the revocation at a waiting message's expiry. It names the user `phoneNumber` (a UserEvent
 * says `senderPhoneNumber`).
 *
 * @public
 */
export interface EmulatorServerEvent {
  /** The user's number, E.164 with `+`. */
  readonly phoneNumber: string;
  /** The agent the message was sent as. */
  readonly agentId: string;
  /** The message's id. */
  readonly messageId: string;
  /** Revoked at its expiry (treat it as undelivered), or the revocation failed (it may still be delivered). */
  readonly eventType: 'TTL_EXPIRATION_REVOKED' | 'TTL_EXPIRATION_REVOKE_FAILED';
  /** The event's own id (the same in a repeat). */
  readonly eventId: string;
  /** When, as an RFC 3339 UTC timestamp. */
  readonly sendTime: string;
}

/** Posts the ServerEvent of a waiting message's expiry (each twice under `twice`); a webhook that does not answer 200 goes to `onError`. @internal */
export function _postExpiryEvent(settings: _WebhookSettings, target: _EventTarget, revoked: boolean, fault: EmulatorEventFault | undefined): Promise<void> {
  const event: EmulatorServerEvent = {
    phoneNumber: target.phoneNumber,
    agentId: target.agentId,
    messageId: target.messageId,
    eventType: revoked ? 'TTL_EXPIRATION_REVOKED' : 'TTL_EXPIRATION_REVOKE_FAILED',
    eventId: randomUUID(),
    sendTime: new Date().toISOString(),
  };
  return _postOrThrow(settings, event, fault).catch(settings.onError);
}
