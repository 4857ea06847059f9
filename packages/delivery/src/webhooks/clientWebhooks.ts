import type { MessageStatus, SubscriptionChange } from '@rcs-send/service';
import type { RbmUserContent, RbmUserMessage } from '@rcs-send/rbm';
import type { RoutedOrganization } from '../lifecycle/routedOrganization';
import { statusEvent } from '@rcs-send/service';
import type { MessageReplyData } from '@rcs-send/service';
import type { WebhookFailure } from './webhookFailure';
import { createWebhookNotifier, type NotifyResult, type WebhookNotifierOptions } from './webhookNotifier';

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

/** The organizations' webhooks, as the engine tells them. @internal */
export interface _ClientWebhooks {
  /** Sends a state a message reached (after ACCEPTED) to the webhook of its organization. */
  notifyStatus(status: MessageStatus): void;
  /** Sends a user's reply as `message.reply` to the one organization listing its sender; `unrouted` when none or several do. */
  forwardReply(message: RbmUserMessage): NotifyResult | 'unrouted';
  /** Sends a user's UNSUBSCRIBE or SUBSCRIBE as `recipient.subscription` to the one organization listing its sender; `unrouted` when none or several do. */
  forwardSubscription(change: SubscriptionChange): NotifyResult | 'unrouted';
  /** Lets attempts in flight end; events still queued are dropped (and told to `onFailure`). */
  close(): Promise<void>;
}

/**
 * The client webhooks of the `organizations()` of the moment (those with a `webhook`), through
 * one notifier: each failure goes to `onFailure` (never a URL, a secret or a payload). A reply's
 * sender is its agent id as `senderOf` reads it back (an agent id suffix taken off).
 *
 * @internal
 */
export function _clientWebhooks(organizations: () => readonly RoutedOrganization[], senderOf: (agentId: string) => string, onFailure: (failure: WebhookFailure) => void, options: Partial<WebhookNotifierOptions> = {}): _ClientWebhooks {
  const endpointOf = (organizationId: string): RoutedOrganization['webhook'] => organizations().find((organization) => organization.id.toLowerCase() === organizationId)?.webhook;
  const notifier = createWebhookNotifier({ endpointOf, onError: onFailure, ...options });
  const organizationOf = (sender: string): string | undefined => {
    const owners = organizations().filter((organization) => organization.senders.includes(sender));
    return owners.length === 1 ? owners[0]?.id : undefined;
  };
  return {
    notifyStatus(status) {
      const event = statusEvent(status);
      if (event !== undefined && status.organizationId !== undefined) notifier.notify(status.organizationId, event);
    },
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
