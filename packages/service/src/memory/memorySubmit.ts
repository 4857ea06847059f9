import type { SubmitPort, SubmittedMessage } from '../ports/submit';

/** The in-memory {@link SubmitPort}: the messages it took, in order. @public */
export interface MemorySubmitPort extends SubmitPort {
  /** Every message taken so far. */
  readonly submitted: readonly SubmittedMessage[];
}

/** A {@link SubmitPort} that keeps what it takes in an array (for tests and demos: nothing is processed). @public */
export function createMemorySubmitPort(): MemorySubmitPort {
  const submitted: SubmittedMessage[] = [];
  return {
    submitted,
    async submit(message) {
      submitted.push(message);
    },
  };
}
