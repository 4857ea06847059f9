import type { MessageStatusRecord } from '../status/messageStatus';

/**
 * Cancels accepted messages for the status lookup's `DELETE`; the host implements it over its
 * state port and the platform (`@rcs-send/delivery`'s `createMessageCancelPort` is one). Throw a
 * {@link ServiceUnavailableError} when the platform could not be reached to withdraw a message:
 * the cancel answers 503 with `Retry-After`, and the client may try again.
 *
 * @public
 */
export interface MessageCancelPort {
  /**
   * Cancels the message `id` (a lower-case UUID) at `at` (an RFC 3339 UTC date-time): an
   * ACCEPTED message is recorded CANCELLED and never handed over; a SENT one is withdrawn at the
   * platform, then recorded CANCELLED. Resolves to the message's status afterwards (CANCELLED, or
   * the state that stood in the way, e.g. DELIVERED), or undefined when nothing is known of it.
   */
  cancel(id: string, at: string): Promise<MessageStatusRecord | undefined>;
}
