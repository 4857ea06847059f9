// Section 6 of docs/api.md: the events the service POSTs to an organization's webhook, read from
// the webhook body schema (itself read from the delivery package's event types) and the
// delivery package's retry schedule.
import type { WebhookPayload } from '@rcs-send/delivery';
import type { Schema } from '../../schemas/scripts/json';
import { WEBHOOK_RETRIES } from '../../schemas/scripts/webhookRetries';
import { webhookEventSchema } from '../../schemas/scripts/webhookSchemas';
import { cell, code, table } from './markdown';

const EXAMPLE = JSON.stringify({
  id: 'msg_2f6c1e0a-9b4d-4e7f-8a3c-000000000002',
  type: 'message.status',
  timestamp: '2026-01-15T09:00:02.950Z',
  sequence: 2,
  data: {
    id: '0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40',
    state: 'DELIVERED',
    at: '2026-01-15T09:00:02.950Z',
    channel: 'RCS',
    history: [
      { state: 'ACCEPTED', at: '2026-01-15T09:00:00.120Z', channel: 'RCS' },
      { state: 'SENT', at: '2026-01-15T09:00:00.480Z', channel: 'RCS' },
      { state: 'DELIVERED', at: '2026-01-15T09:00:02.950Z', channel: 'RCS' },
    ],
  },
} satisfies WebhookPayload);

/** The fields of an object schema, the optional ones marked `?`. */
function fieldList(schema: Schema): string {
  const required = new Set(schema['required'] as string[]);
  return `\`{ ${Object.keys(schema['properties'] as Schema).map((key) => (required.has(key) ? key : `${key}?`)).join(', ')} }\``;
}

/** One row per event: its type, its body's schema, its data's fields, when it is sent. */
function eventRows(): string[][] {
  const body = webhookEventSchema();
  const defs = body['$defs'] as Record<string, Schema>;
  return (body['oneOf'] as Schema[]).map((member) => {
    const title = String(member['$ref']).replace('#/$defs/', '');
    const event = defs[title] as Schema;
    const properties = event['properties'] as Record<string, Schema>;
    const dataTitle = String(properties['data']?.['$ref']).replace('#/$defs/', '');
    return [code(String(properties['type']?.['const'])), code(title), `${code(dataTitle)}: ${fieldList(defs[dataTitle] as Schema)}`, cell(String(event['description']))];
  });
}

/** Section 6: the webhooks. */
export function webhooksSection(): string {
  return [
    '## 6. Events: the webhooks',
    '',
    'An organization with a webhook URL and secret is told what becomes of its accepted messages, and what its',
    'users send back, by a `POST` of `application/json` to that URL for each event. The `webhooks` of',
    '`schemas/openapi.yaml` declare them and `schemas/webhook-event.schema.json` (`@rcs-send/schemas/webhook-event.json`)',
    'is the body of every one: `{ id, type, timestamp, sequence, data }`, `id` being the event\'s `webhook-id`,',
    '`timestamp` when the event was written and `sequence` its place among the organization\'s events (below). The',
    'events feed (12.1) lists the same bodies. Objects are open: a receiver ignores properties, and event types, it',
    'does not know.',
    '',
    table(['`type`', 'body', '`data`', 'sent when'], eventRows()),
    '',
    'ACCEPTED is never notified (the 202 said it); `history` lists every state so far, oldest first. A `message.reply`',
    'carries `postbackData` when the user tapped a suggestion (2.7), with its `text`.',
    '',
    '```json',
    EXAMPLE,
    '```',
    '',
    'Each request is signed in the [Standard Webhooks](https://www.standardwebhooks.com/) scheme:',
    '',
    table(
      ['header', 'value'],
      [
        ['`webhook-id`', '`msg_` and a UUID: the event\'s id (the body\'s `id`), the **same on every attempt** and in the feed (drop an id already seen)'],
        ['`webhook-timestamp`', 'when this attempt was signed, in Unix seconds (refuse one too far from your clock: 5 minutes)'],
        ['`webhook-signature`', '`v1,` and the base64 of HMAC-SHA256(key, `${webhook-id}.${webhook-timestamp}.${body}`), the key being the bytes of the base64 after `whsec_` in the secret; compare in constant time. For a day after the secret is rotated at the same URL a second signature under the previous secret follows, space-separated: a receiver holding either verifies'],
      ],
    ),
    '',
    `**Answers.** Events and their deliveries are kept by the service, so a restart or a crash loses none; each attempt goes`,
    `to the webhook in force when it is made (a webhook removed stops at once, a moved one gets the pending events signed`,
    `with its new secret). Any 2xx delivers the event. 410 Gone disables the webhook until the operator enables it again`,
    `(its queued events are dropped; they stay in the feed). Anything else, 3xx included, a network fault or no answer`,
    `within 10 s is retried after ${WEBHOOK_RETRIES.waits} (each ±20 % jitter, never sooner than the`,
    `answer's \`Retry-After\`, cut to ${WEBHOOK_RETRIES.maxRetryAfter}); the event is given up after attempt ${WEBHOOK_RETRIES.attempts}, and stays in the feed.`,
    '',
    '**Order.** Each retry waits on its own, so one event the receiver refuses holds back no other, and events can',
    'arrive out of order (a DELIVERED refused once may come after the READ). `sequence` numbers an organization\'s',
    'events 1, 2, 3... as the store writes them, the same on every attempt and in the feed, across restarts and on every',
    'instance of a fleet: order an organization\'s events by it, never by arrival. A gap in the sequences received means',
    'an event is still on its way or was given up: read it from the events feed (12.1) with `after` set to the last',
    'sequence before the gap. For `message.status`, keep for each message the event with the longest `history` (states',
    'only move forward).',
  ].join('\n');
}
