import { acceptedChange, type MessageStatePort, type SubmitPort } from '@rcs-send/service';

/**
 * The submit of a Redis store: each message is recorded ACCEPTED at its organization's slot
 * (its home named first, on the message's own slot: see `createRedisStatePort`), then appended
 * to the stream, all before the submit resolves, so that its status reads ACCEPTED from the 202
 * on. On a Redis Cluster these sit in different slots, so they are separate writes, in that
 * order: a message whose state could not be written is never appended (reported not taken,
 * nothing delivered); one whose id was taken before is refused, nothing appended; one whose
 * append fails is reported not taken too, and its ACCEPTED, never answered to a client, stays
 * listed until it expires (as a message whose timed-out append did run is delivered).
 *
 * @internal
 */
export function _recordingSubmit(append: SubmitPort, states: MessageStatePort): SubmitPort {
  return {
    async submit(message) {
      if ((await states.advance(acceptedChange(message))) === undefined) throw new Error(`message ${message.id} was taken before: it is not taken again`);
      await append.submit(message);
    },
  };
}
