import { createWebhookNotifier, notifyingStatePort, type MessageStatePort, type NotifyResult, type WebhookNotifierOptions } from '@rcs-send/delivery';
import type { ServerOrganization } from '../config/webhookSetting';
import type { DeliverySetting } from './deliverySetting';

/** A user's message to an agent, as the platform's event receiver hands it over. */
interface UserReply {
  /** The RBM agent id it was sent to (a sender followed by the agent id suffix). */
  readonly agentId: string;
  /** The user's phone number, in E.164. */
  readonly from: string;
  /** The text typed, or the text of the suggestion tapped. */
  readonly text?: string;
  /** The `postbackData` of the suggestion tapped. */
  readonly postbackData?: string;
  /** When the platform received it, as an RFC 3339 date-time. */
  readonly receivedAt: string;
  /** The accepted message it answers, when known. */
  readonly inReplyTo?: string;
}

/** The server's client webhooks. @internal */
export interface _ClientWebhooks {
  /** `states`, notifying each forward change to the webhook of the message's organization. */
  notifying(states: MessageStatePort): MessageStatePort;
  /** Sends a user's reply as `message.reply` to the one organization listing its sender; `unrouted` when none or several do. */
  forwardReply(reply: UserReply): NotifyResult | 'unrouted';
  /** Lets attempts in flight end; events still queued are dropped and logged. */
  close(): Promise<void>;
}

/**
 * The client webhooks of `organizations` (those with a `webhook`): one notifier for the
 * server, its failures logged as `{ event: "webhook-error", kind, organizationId, events,
 * reason? }` (never a URL, a secret or a payload). A reply's sender is its agent id without the
 * delivery's agent id suffix.
 *
 * @internal
 */
export function _startClientWebhooks(organizations: readonly ServerOrganization[], delivery: DeliverySetting | undefined, log: (line: string) => void, options: Partial<WebhookNotifierOptions> = {}): _ClientWebhooks {
  const endpoints = new Map(organizations.flatMap((organization) => (organization.webhook === undefined ? [] : [[organization.id, organization.webhook] as const])));
  const suffix = delivery?.mode === 'rbm' ? (delivery.agentIdSuffix ?? '') : '';
  const notifier = createWebhookNotifier({
    endpointOf: (organizationId) => endpoints.get(organizationId),
    onError: ({ kind, organizationId, events, reason }) => log(JSON.stringify({ time: new Date().toISOString(), event: 'webhook-error', kind, organizationId, events, ...(reason === undefined ? {} : { reason }) })),
    ...options,
  });
  const organizationOf = (sender: string): string | undefined => {
    const owners = organizations.filter((organization) => organization.senders.includes(sender));
    return owners.length === 1 ? owners[0]?.id : undefined;
  };
  return {
    notifying: (states) => notifyingStatePort(states, notifier),
    forwardReply({ agentId, from, text, postbackData, receivedAt, inReplyTo }) {
      const to = suffix !== '' && agentId.endsWith(suffix) ? agentId.slice(0, -suffix.length) : agentId;
      const organizationId = organizationOf(to);
      if (organizationId === undefined) return 'unrouted';
      const data = { from, to, ...(postbackData === undefined ? {} : { postbackData }), ...(text === undefined ? {} : { text }), receivedAt, ...(inReplyTo === undefined ? {} : { inReplyTo }) };
      return notifier.notify(organizationId, { type: 'message.reply', data });
    },
    close: () => notifier.close(),
  };
}
