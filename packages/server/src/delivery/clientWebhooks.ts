import {
  createWebhookNotifier,
  notifyingStatePort,
  type MessageReplyData,
  type MessageStatePort,
  type NotifyResult,
  type RbmUserContent,
  type RbmUserMessage,
  type SubscriptionChange,
  type WebhookNotifierOptions,
} from '@rcs-send/delivery';
import type { _RoutedOrganization } from '../tenants/liveOrganizations';
import type { DeliverySetting } from './deliverySetting';

/** What a user's message carries to the client: its text, the tapped suggestion's `postbackData`, a location or a file. */
function replyContent(content: RbmUserContent): Pick<MessageReplyData, 'text' | 'postbackData' | 'location' | 'file'> {
  switch (content.kind) {
    case 'text':
      return { text: content.text };
    case 'suggestionResponse':
      return { postbackData: content.postbackData, text: content.text };
    case 'location':
      return { location: { latitude: content.latitude, longitude: content.longitude } };
    case 'file':
      return { file: { url: content.file.fileUri, mimeType: content.file.mimeType, name: content.file.fileName, sizeBytes: content.file.fileSizeBytes } };
  }
}

/** The server's client webhooks. @internal */
export interface _ClientWebhooks {
  /** `states`, notifying each forward change to the webhook of the message's organization. */
  notifying(states: MessageStatePort): MessageStatePort;
  /** Sends a user's reply as `message.reply` to the one organization listing its sender; `unrouted` when none or several do. */
  forwardReply(message: RbmUserMessage): NotifyResult | 'unrouted';
  /** Sends a user's UNSUBSCRIBE or SUBSCRIBE as `recipient.subscription` to the one organization listing its sender; `unrouted` when none or several do. */
  forwardSubscription(change: SubscriptionChange): NotifyResult | 'unrouted';
  /** Lets attempts in flight end; events still queued are dropped and logged. */
  close(): Promise<void>;
}

/**
 * The client webhooks of the `organizations()` of the moment (those with a `webhook`): one notifier for the
 * server, its failures logged as `{ event: "webhook-error", kind, organizationId, events,
 * reason? }` (never a URL, a secret or a payload). A reply's sender is its agent id without the
 * delivery's agent id suffix.
 *
 * @internal
 */
export function _startClientWebhooks(organizations: () => readonly _RoutedOrganization[], delivery: DeliverySetting | undefined, log: (line: string) => void, options: Partial<WebhookNotifierOptions> = {}): _ClientWebhooks {
  const endpointOf = (organizationId: string): _RoutedOrganization['webhook'] => organizations().find((organization) => organization.id.toLowerCase() === organizationId)?.webhook;
  const suffix = delivery?.mode === 'rbm' ? (delivery.agentIdSuffix ?? '') : '';
  const notifier = createWebhookNotifier({
    endpointOf,
    onError: ({ kind, organizationId, events, reason }) => log(JSON.stringify({ time: new Date().toISOString(), event: 'webhook-error', kind, organizationId, events, ...(reason === undefined ? {} : { reason }) })),
    ...options,
  });
  const organizationOf = (sender: string): string | undefined => {
    const owners = organizations().filter((organization) => organization.senders.includes(sender));
    return owners.length === 1 ? owners[0]?.id : undefined;
  };
  const senderOf = (agentId: string): string => (suffix !== '' && agentId.endsWith(suffix) ? agentId.slice(0, -suffix.length) : agentId);
  return {
    notifying: (states) => notifyingStatePort(states, notifier),
    forwardReply({ agentId, senderPhoneNumber, sendTime, content }) {
      const to = senderOf(agentId);
      const organizationId = organizationOf(to);
      if (organizationId === undefined) return 'unrouted';
      const data: MessageReplyData = { from: senderPhoneNumber, to, ...replyContent(content), receivedAt: sendTime };
      return notifier.notify(organizationId, { type: 'message.reply', data });
    },
    forwardSubscription({ agentId, phoneNumber, subscribed, at }) {
      const sender = senderOf(agentId);
      const organizationId = organizationOf(sender);
      if (organizationId === undefined) return 'unrouted';
      return notifier.notify(organizationId, { type: 'recipient.subscription', data: { phoneNumber, sender, subscribed, at } });
    },
    close: () => notifier.close(),
  };
}
