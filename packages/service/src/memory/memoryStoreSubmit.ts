import { acceptedChange } from '../lifecycle/acceptedChange';
import type { MessageStatePort } from '../lifecycle/messageStatePort';
import type { IdempotencyPort } from '../ports/idempotency';
import type { SubmitPort, SubmittedBatch } from '../ports/submit';
import type { _MemoryLedger } from './memoryLedger';
import type { _MemoryQueue } from './memoryQueue';

/** What the memory store's submit writes: its in-memory ports, each written before its promise settles. @internal */
export interface _SubmitParts {
  /** The messages and their queue. */
  readonly queue: _MemoryQueue;
  /** The states (`createMemoryStatePort`). */
  readonly states: MessageStatePort;
  /** The ledger the messages are debited to. */
  readonly ledger: _MemoryLedger;
  /** The Idempotency-Keys (`createMemoryIdempotencyPort`). */
  readonly idempotency: IdempotencyPort;
}

/**
 * The submit of the memory store. A batch is taken in one synchronous step, all or none: each
 * message kept and queued and recorded ACCEPTED ({@link acceptedChange}), the batch's units
 * debited (a reservation's held units first) and counted accepted today, and its
 * Idempotency-Key's response kept. A batch that names an id taken already, or one id twice, is
 * refused whole, nothing written. `submit` is a batch of one.
 *
 * @internal
 */
export function _memoryStoreSubmit({ queue, states, ledger, idempotency }: _SubmitParts): SubmitPort {
  const submitBatch = async (batch: SubmittedBatch): Promise<void> => {
    const ids = batch.messages.map((message) => message.id);
    if (new Set(ids).size !== ids.length || ids.some((id) => queue.find(id) !== undefined)) throw new Error('a message of the batch was taken before: none of it is taken');
    // The memory ports write as they are called: everything below happens before the first await.
    const recorded = batch.messages.map((message) => {
      queue.take(message);
      return states.advance(acceptedChange(message));
    });
    ledger.debit(batch.organizationId, batch.messages.length);
    const { idempotency: completed } = batch;
    const kept = completed === undefined ? undefined : idempotency.complete(completed.scope, completed.key, completed.response);
    await Promise.all([...recorded, kept]);
  };
  return {
    submit: (message) => submitBatch({ organizationId: message.organizationId, messages: [message] }),
    submitBatch,
  };
}
