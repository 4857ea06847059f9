import type { Message } from '@rcs-send/core';
import type { ServiceResponse } from '../response/types';

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
  /**
   * Its `expirationDateTime` as epoch milliseconds, read once by the core's reader at its
   * acceptance (a leap second's `23:59:60` included), or null when it has none: what every port
   * and worker compares with a clock, never the text again.
   */
  readonly expiresAt: number | null;
  /** The canonical message. */
  readonly message: Message;
}

/** The response of a request sent with an `Idempotency-Key`, to keep for its retries. @public */
export interface CompletedIdempotencyKey {
  /** The key's scope (the principal). */
  readonly scope: string;
  /** The key. */
  readonly key: string;
  /** The response to replay to a retry. */
  readonly response: ServiceResponse;
}

/** Every accepted message of one request, handed over at once. @public */
export interface SubmittedBatch {
  /** The organization charged for them (a lower-case UUID). */
  readonly organizationId: string;
  /** The messages, in the request's order (at least one). */
  readonly messages: readonly SubmittedMessage[];
  /** When the request carried an `Idempotency-Key`: the response it gets if the batch is taken. */
  readonly idempotency?: CompletedIdempotencyKey;
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
  /**
   * Optional: takes every message of `batch` in one durable step, all or none, and keeps its
   * `idempotency` response as the idempotency port's `complete` would, in that same step.
   * Resolve once all are taken (the service then reports them accepted and does not call
   * `complete`); reject when none is. When a port has it, the service calls it instead of
   * `submit`.
   */
  submitBatch?(batch: SubmittedBatch): Promise<void>;
}
