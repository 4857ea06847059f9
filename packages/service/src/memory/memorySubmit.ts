import type { SubmitPort, SubmittedMessage } from '../ports/submit';
import type { MessageStatusRecord, StatusLookupPort } from '../status/messageStatus';

/** The in-memory {@link SubmitPort}: the messages it took, in order, each looked up as ACCEPTED. @public */
export interface MemorySubmitPort extends SubmitPort, StatusLookupPort {
  /** Every message taken so far. */
  readonly submitted: readonly SubmittedMessage[];
}

/**
 * A {@link SubmitPort} that keeps what it takes in an array (for tests and demos: nothing is
 * processed), and the {@link StatusLookupPort} of those messages: each stays ACCEPTED, so
 * `createStatusLookup({ ports: { ...ports, states: ports.submit } })` answers
 * `GET /v1.2/rcs/messages/{id}` for them.
 *
 * @public
 */
export function createMemorySubmitPort(): MemorySubmitPort {
  const submitted: SubmittedMessage[] = [];
  const statuses = new Map<string, MessageStatusRecord>();
  return {
    submitted,
    async submit(message) {
      submitted.push(message);
      const { id, acceptedAt: at, organizationId } = message;
      statuses.set(id, { id, state: 'ACCEPTED', at, organizationId, history: [{ state: 'ACCEPTED', at }] });
    },
    get: async (id) => statuses.get(id),
  };
}
