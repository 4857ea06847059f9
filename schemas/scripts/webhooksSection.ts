// The `webhooks` of schemas/openapi.yaml: one entry per event the service POSTs to an
// organization's webhook (its `type`), with the Standard Webhooks headers, the event's body
// schema, an example, and what the service makes of each answer.
import { keptEventPayload, type WebhookEvent, type WebhookPayload } from '@rcs-send/service';
import type { Json, Schema } from './json';
import { WEBHOOK_RETRIES } from './webhookRetries';
import { EVENT_ID_PATTERN } from './webhookSchemas';

const ID = '0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40';
const AT = ['2026-01-15T09:00:00.120Z', '2026-01-15T09:00:00.480Z', '2026-01-15T09:00:02.950Z'] as const;

/** `event` as its webhook carries it when the store wrote it at `at` as the organization's `sequence`th event: with its id, that timestamp and that sequence. */
export const sent = (event: WebhookEvent, at: string, sequence: number): WebhookPayload =>
  keptEventPayload({ organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', sequence, id: `msg_2f6c1e0a-9b4d-4e7f-8a3c-${String(sequence).padStart(12, '0')}`, at: Date.parse(at), event });

/** One example body of each event, by the event's title in the body schema. */
const EXAMPLES: Readonly<Record<string, Readonly<Record<string, { summary: string; value: WebhookPayload }>>>> = {
  MessageStatusEvent: {
    delivered: {
      summary: 'A message reached the phone',
      value: sent({ type: 'message.status', data: { id: ID, state: 'DELIVERED', at: AT[2], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }, { state: 'DELIVERED', at: AT[2], channel: 'RCS' }] } }, AT[2], 2),
    },
    bySms: {
      summary: 'A message without RCS reached the phone by SMS',
      value: sent(
        {
          type: 'message.status',
          data: {
            id: ID, state: 'DELIVERED', at: AT[2], channel: 'SMS',
            fallbackReason: 'NOT_RCS_CAPABLE: the platform answered 404 NOT_FOUND, the recipient is not reachable via RCS',
            sms: { segments: 1, encoding: 'UCS2', smscMessageIds: ['smsc-00000043'] },
            history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'SMS' }, { state: 'DELIVERED', at: AT[2], channel: 'SMS' }],
          },
        },
        AT[2],
        2,
      ),
    },
    failed: {
      summary: 'The platform refused a message',
      value: sent({ type: 'message.status', data: { id: ID, state: 'FAILED', at: AT[1], reason: 'NOT_FOUND: the recipient is not reachable via RCS', channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'FAILED', at: AT[1], channel: 'RCS' }] } }, AT[1], 1),
    },
  },
  MessageReplyEvent: {
    suggestionTapped: {
      summary: 'A user tapped a suggested reply',
      value: sent({ type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'Track it', postbackData: 'track_parcel', receivedAt: AT[2] } }, AT[2], 3),
    },
    locationShared: {
      summary: 'A user shared a location',
      value: sent({ type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', location: { latitude: 38.7223, longitude: -9.1393 }, receivedAt: AT[2] } }, AT[2], 4),
    },
  },
  RecipientSubscriptionEvent: {
    unsubscribed: {
      summary: 'A user unsubscribed from a sender',
      value: sent({ type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme_agent', subscribed: false, at: AT[1] } }, AT[1], 5),
    },
  },
};

/** The three headers of every webhook request (Standard Webhooks), as parameters a receiver reads. */
const SIGNATURE_HEADERS: readonly Schema[] = [
  { name: 'webhook-id', in: 'header', required: true, description: '`msg_` and a UUID: the event\'s id (the body\'s `id`), the same on every attempt and in the events feed. A receiver drops an id it has seen.', schema: { type: 'string', pattern: EVENT_ID_PATTERN } },
  { name: 'webhook-timestamp', in: 'header', required: true, description: 'When this attempt was signed, in Unix seconds. A receiver refuses one too far from its clock (Standard Webhooks: 5 minutes).', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` and the standard base64 of HMAC-SHA256(key, `${webhook-id}.${webhook-timestamp}.${body}`), the key being the bytes of the base64 after `whsec_` in the organization\'s webhook secret. Compare it in constant time. For a day after the secret is rotated at the same URL, a second signature under the previous secret follows, space-separated: a receiver holding either secret verifies one of them.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}(?: v1,[A-Za-z0-9+/]+={0,2})*$' },
  },
];

/** What the service makes of the receiver's answer (the delivery engine's retries, as section 6 of docs/api.md states them). */
const ANSWERS: Schema = {
  '2XX': { description: 'Delivered: the event is not sent again.' },
  '410': { description: 'Gone: the webhook is disabled until the operator enables it again. Its queued events are dropped; they stay in the events feed.' },
  default: {
    description:
      `Anything else (3xx included: redirects are not followed), a network fault or no answer within 10 seconds: the event is sent again after ${WEBHOOK_RETRIES.waits} (each ±20 % jitter, never sooner than a \`Retry-After\` of the answer, cut to ${WEBHOOK_RETRIES.maxRetryAfter}), then given up after attempt ${WEBHOOK_RETRIES.attempts}; it stays in the events feed.`,
  },
};

/** The `webhooks` of the document: for each event of `webhook` (the body schema, its events in `oneOf`), `ref` giving a schema's reference by title. */
export function webhooksSection(webhook: Schema, ref: (title: string) => Schema): Schema {
  const defs = webhook['$defs'] as Record<string, Schema>;
  const out: Schema = {};
  for (const member of webhook['oneOf'] as Schema[]) {
    const title = String(member['$ref']).replace('#/$defs/', '');
    const event = defs[title] as Schema;
    const type = String(((event['properties'] as Record<string, Schema>)['type'] as Schema)['const']);
    const examples = EXAMPLES[title];
    if (examples === undefined) throw new Error(`No example of the webhook event ${title}`);
    out[type] = {
      post: {
        operationId: `${title.charAt(0).toLowerCase()}${title.slice(1)}Webhook`,
        tags: ['webhooks'],
        summary: String(event['description']),
        description: `POSTed to the organization's webhook URL, \`content-type: application/json\`, signed in the Standard Webhooks scheme. Each event is retried on its own until answered 2xx, at most ${WEBHOOK_RETRIES.attempts} attempts in all (a 410 disables the webhook), so events can arrive out of order: order an organization's events by \`sequence\`, never by arrival. The body is \`${title}\`.`,
        security: [],
        parameters: SIGNATURE_HEADERS as Json[],
        requestBody: { required: true, content: { 'application/json': { schema: ref(title), examples: examples as unknown as Json } } },
        responses: ANSWERS,
      },
    };
  }
  return out;
}
