import type { MessageStatePort } from '@rcs-send/delivery';
import type { SubmitPort } from '@rcs-send/service';

/**
 * A submit port that records each message ACCEPTED (with its organization, acceptance
 * time, recipient and sender: a cancel withdraws it at the platform by them) in `states` as it hands it to `submit`, so that a status lookup right after the 202
 * answers ACCEPTED: for a submit that does not record it itself (the Redis Stream's; the
 * database's does, in the transaction that stores the message). The record is asked for first,
 * so a port that applies changes in order (one Redis connection) has it before a worker can read
 * the message; both then run at once and the submit waits for both. A failing record is
 * reported to `onError` and changes nothing else: the message is accepted when, and only when,
 * `submit` took it (the queue is the durable record of acceptance; the worker's outcome carries
 * the organization too). A failed submit leaves an ACCEPTED record of an id no client ever learns.
 *
 * @internal
 */
export function _recordAccepted(submit: SubmitPort, states: MessageStatePort, onError: (error: unknown) => void): SubmitPort {
  return {
    async submit(message) {
      const { id, organizationId, acceptedAt } = message;
      const { to, from } = message.message;
      let recorded: Promise<unknown>;
      try {
        recorded = states.advance({ id, state: 'ACCEPTED', at: acceptedAt, organizationId, to, from }).catch(onError);
      } catch (error) {
        recorded = Promise.resolve(onError(error));
      }
      try {
        await submit.submit(message);
      } finally {
        await recorded;
      }
    },
  };
}
