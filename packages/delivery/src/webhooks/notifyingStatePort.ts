import { messageChannelFields, type MessageStatePort, type MessageStatus } from '@rcs-send/service';
import type { MessageStatusData } from './webhookEvents';
import type { WebhookNotifier } from './webhookNotifier';

/** The `message.status` data of `status` (its channel as a status body tells it), or undefined for ACCEPTED (the client has it from the 202). @internal */
function statusData(status: MessageStatus): MessageStatusData | undefined {
  const { id, state, at, reason } = status;
  if (state === 'ACCEPTED') return undefined;
  return { id, state, at, ...(reason === undefined ? {} : { reason }), ...messageChannelFields(status) };
}

/**
 * `states`, telling clients: after each `advance` that moves a message forward (and is
 * written), a `message.status` event goes to the webhook of the message's organization. A
 * change that does not move it, ACCEPTED, and a message without an `organizationId` notify
 * nothing. `notify` only queues, so `advance` is not slowed by the client's endpoint.
 *
 * @public
 */
export function notifyingStatePort(states: MessageStatePort, notifier: Pick<WebhookNotifier, 'notify'>): MessageStatePort {
  return {
    get: (id) => states.get(id),
    handOver: (id, inFlight) => states.handOver(id, inFlight),
    async advance(change) {
      const status = await states.advance(change);
      const data = status === undefined ? undefined : statusData(status);
      if (data !== undefined && status?.organizationId !== undefined) notifier.notify(status.organizationId, { type: 'message.status', data });
      return status;
    },
  };
}
