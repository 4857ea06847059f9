// Section 6 of the API reference: the events a webhook receives, and how a receiver orders them.
import { WEBHOOK_SCHEDULE_MS } from '@rcs-send/delivery';

/** A wait of the retry schedule, as a person says it (`5 s`, `2 min`, `1 h`). */
function spoken(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1_000} s`;
}

/** `## 6. Events`: what is sent to an organization's webhook, retries, and the order of events. */
export function eventsSection(): string {
  return [
    '## 6. Events',
    '',
    'When the organization has a webhook (a URL and a secret in the deployment\'s configuration), the',
    'service POSTs events to it in the [Standard Webhooks](https://www.standardwebhooks.com/) scheme',
    '(`webhook-id`, `webhook-timestamp`, `webhook-signature`): `message.status` when a message moves forward',
    '(with its whole `history`), `message.reply` when a user answers (the `postbackData` of the suggestion',
    'tapped included) and `recipient.subscription` when a user unsubscribes or subscribes again. The body is',
    '`{ type, timestamp, sequence, data }`.',
    '',
    '- **Retries**: any 2xx is delivered; any other answer, or none within 10 s, is retried after',
    `  ${WEBHOOK_SCHEDULE_MS.map(spoken).join(', ')} (±20 %, never sooner than \`Retry-After\`), then given up. A retry`,
    '  carries the same `webhook-id`: drop an id you have seen. `410 Gone` turns the webhook off until its URL changes.',
    '- **Order**: each retry waits on its own, so one event the receiver refuses holds back no other, and events',
    '  can arrive out of order. `sequence` grows with every event of an organization (across restarts of the',
    '  service too, while its clock does not go back): order an organization\'s events by it, never by arrival. For `message.status`, keep for each',
    '  message the event with the longest `history` (states only move forward).',
    '',
  ].join('\n');
}
