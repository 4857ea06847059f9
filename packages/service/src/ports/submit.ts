import type { Message } from '@rcs-send/core';

/** One accepted message, as handed to the submit port. @public */
export interface SubmittedMessage {
  /** The id the client sees in the success body. */
  readonly id: string;
  /** The organization charged for it (a lower-case UUID). */
  readonly organizationId: string;
  /** The principal that sent it. */
  readonly principalId: string;
  /** Its index in the request's `messages`. */
  readonly index: number;
  /** When it was accepted, as an RFC 3339 date-time in UTC. */
  readonly acceptedAt: string;
  /** The canonical message. */
  readonly message: Message;
}

/**
 * Step 5 of the acceptance sequence: hands a message over for asynchronous processing.
 * Resolve only once the message is durably taken; reject only when it was not taken (it
 * is then reported rejected and its balance released).
 *
 * @public
 */
export interface SubmitPort {
  /** Takes `message` for processing. */
  submit(message: SubmittedMessage): Promise<void>;
}
