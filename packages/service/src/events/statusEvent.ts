import { isNotified } from '../lifecycle/messageStates';
import type { MessageStatus } from '../lifecycle/stateChange';
import { messageChannelFields } from '../status/channelFields';
import type { MessageStatusEvent } from '../status/webhookBodies';

/**
 * The `message.status` event of `status`, a state a message reached, for its organization's
 * webhook (its channel and history as a status body tells them; its reason for FAILED, EXPIRED
 * or CANCELLED; never its organization, recipient or attempts), or undefined for ACCEPTED (the
 * client has it from the 202).
 *
 * @public
 */
export function statusEvent(status: MessageStatus): MessageStatusEvent | undefined {
  const { id, state, at, reason } = status;
  if (!isNotified(state)) return undefined;
  return { type: 'message.status', data: { id, state, at, ...(reason === undefined ? {} : { reason }), ...messageChannelFields(status) } };
}
