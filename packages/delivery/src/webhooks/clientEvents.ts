import type { MessageReplyData, Store, SubscriptionChange } from '@rcs-send/service';
import type { RbmUserContent, RbmUserMessage } from '@rcs-send/rbm';
import type { RoutedOrganization } from '../lifecycle/routedOrganization';

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

/** The events users cause, written to the organizations' logs. @internal */
export interface _ClientEvents {
  /** Writes a user's reply as `message.reply` to the log of the one organization listing its sender, once per platform message id: resolves false when none or several list it (nothing written). */
  recordReply(message: RbmUserMessage): Promise<boolean>;
  /** Writes a user's UNSUBSCRIBE or SUBSCRIBE as `recipient.subscription` to the log of the one organization listing its sender, once per `key` (each time without one): resolves false when none or several list it. */
  recordSubscription(change: SubscriptionChange, key: string | undefined): Promise<boolean>;
}

/**
 * The users' events of the engine, each written to the event log of the organization it
 * belongs to (its delivery queued with it): a reply or a subscription change goes to the one
 * organization of the moment (`organizations()`) listing its sender, the agent id read back as
 * `senderOf` says. Each is keyed, so the platform's retry of an event writes nothing twice.
 *
 * @internal
 */
export function _clientEvents(events: Store['events'], organizations: () => readonly RoutedOrganization[], senderOf: (agentId: string) => string, now: () => number): _ClientEvents {
  const organizationOf = (sender: string): string | undefined => {
    const owners = organizations().filter((organization) => organization.senders.includes(sender));
    return owners.length === 1 ? owners[0]?.id : undefined;
  };
  return {
    async recordReply({ messageId, agentId, senderPhoneNumber, sendTime, content }) {
      const to = senderOf(agentId);
      const organizationId = organizationOf(to);
      if (organizationId === undefined) return false;
      const data: MessageReplyData = { from: senderPhoneNumber, to, ...replyContent(content), receivedAt: sendTime };
      await events.record({ organizationId, event: { type: 'message.reply', data }, at: now(), key: `rbm:user-message:${messageId}` });
      return true;
    },
    async recordSubscription({ agentId, phoneNumber, subscribed, at }, key) {
      const sender = senderOf(agentId);
      const organizationId = organizationOf(sender);
      if (organizationId === undefined) return false;
      await events.record({ organizationId, event: { type: 'recipient.subscription', data: { phoneNumber, sender, subscribed, at } }, at: now(), ...(key === undefined ? {} : { key }) });
      return true;
    },
  };
}
