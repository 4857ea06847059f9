import type { SubmittedMessage } from '../ports/submit';
import type { StateChange } from './stateChange';

/**
 * The first change of a message: ACCEPTED at its acceptance, with its organization, recipient
 * and sender (which later changes keep). A store's submit records it as it takes the message.
 *
 * @public
 */
export function acceptedChange(accepted: SubmittedMessage): StateChange {
  const { id, acceptedAt, organizationId, message } = accepted;
  return { id, state: 'ACCEPTED', at: acceptedAt, organizationId, to: message.to, from: message.from };
}
