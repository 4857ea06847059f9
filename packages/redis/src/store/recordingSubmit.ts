import type { MessageStatePort, SubmitPort } from '@rcs-send/service';

/**
 * The submit of a Redis store: each message is recorded ACCEPTED in its state key, then appended
 * to the stream, both before the submit resolves, so that its status reads ACCEPTED from the 202
 * on. On a Redis Cluster the state and the stream sit in different slots, so they are two writes,
 * in that order: a message whose state could not be written is never appended (reported not
 * taken, nothing delivered); one whose append fails is reported not taken too, and its ACCEPTED,
 * never answered to a client, is a status nobody asks for.
 *
 * @internal
 */
export function _recordingSubmit(append: SubmitPort, states: MessageStatePort): SubmitPort {
  return {
    async submit(message) {
      const { id, organizationId, acceptedAt, message: { to, from } } = message;
      await states.advance({ id, state: 'ACCEPTED', at: acceptedAt, organizationId, to, from });
      await append.submit(message);
    },
  };
}
