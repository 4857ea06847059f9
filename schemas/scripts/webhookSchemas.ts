// Builds schemas/webhook-event.schema.json: the JSON body of every webhook request the service
// POSTs to an organization's URL, read from the service's event types
// (packages/service/src/status/webhookBodies.ts) with its states.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNotified, MESSAGE_STATES } from '@rcs-send/service';
import { readDocs } from './docs';
import type { Schema } from './json';
import { tidySchema } from './normalize';
import { MESSAGE_STATE } from './responseSchemas';
import { typeSchemas } from './typeSchemas';

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), '../../packages');
/** The file that declares the events, the ones that declare the states and the channels, and the status's steps and SMS (shared with the status body). */
const WEBHOOK_TYPES = [
  join(PACKAGES, 'service/src/status/webhookBodies.ts'),
  join(PACKAGES, 'service/src/lifecycle/messageStates.ts'),
  join(PACKAGES, 'service/src/lifecycle/smsFallback.ts'),
  join(PACKAGES, 'service/src/status/messageStatus.ts'),
];

/** The states a webhook tells (`NotifiedState`: every state but ACCEPTED, which the 202 already said). */
const NOTIFIED_STATE: Schema = { type: 'string', enum: MESSAGE_STATES.filter(isNotified) };


/** The pattern of an event's id, `msg_` and a lower-case UUID: its `webhook-id` header too. */
export const EVENT_ID_PATTERN = '^msg_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The schema of each member `WebhookPayload` adds to an event, in the body's order (its description is read from the type). */
const PAYLOAD_MEMBERS: Readonly<Record<string, Schema>> = { id: { type: 'string', pattern: EVENT_ID_PATTERN }, timestamp: { type: 'string' }, sequence: { type: 'integer', minimum: 1 } };

/** The events of the union `WebhookEvent`, by name, in order (`MessageStatusEvent`, ...). */
export function webhookEventNames(): string[] {
  return (readDocs(WEBHOOK_TYPES).get('WebhookEvent')?.branches ?? []).map((branch) => {
    if (branch.name === undefined) throw new Error('WebhookEvent: every member must be a named event interface');
    return branch.name;
  });
}

/**
 * The JSON Schema of a webhook request's body (`WebhookPayload`), which is also each entry of the
 * events feed: one of the events, each with the `id`, `timestamp` and `sequence` the payload adds,
 * its `type` a constant that tells them apart. Objects are open, as every body a client reads: a
 * property the service adds later never breaks a receiver.
 */
export function webhookEventSchema(): Schema {
  const names = webhookEventNames();
  const payload = readDocs(WEBHOOK_TYPES).get('WebhookPayload');
  // The members `WebhookPayload` adds beside the event (`WebhookEvent & { id, timestamp, sequence }`), described by their doc comments.
  const described = payload?.properties ?? {};
  if (Object.keys(described).sort().join() !== Object.keys(PAYLOAD_MEMBERS).sort().join()) {
    throw new Error(`WebhookPayload adds ${Object.keys(described).join(', ')}: give each a schema in PAYLOAD_MEMBERS`);
  }
  const members = Object.fromEntries(Object.entries(PAYLOAD_MEMBERS).map(([key, schema]) => [key, { description: described[key] ?? '', ...schema }]));
  const defs = typeSchemas(names, { files: WEBHOOK_TYPES, open: true, given: { MessageState: MESSAGE_STATE, NotifiedState: NOTIFIED_STATE } });
  for (const name of names) {
    const event = defs[name] as Schema;
    defs[name] = { ...event, properties: { ...(event['properties'] as Schema), ...members }, required: [...(event['required'] as string[]), ...Object.keys(members)] };
  }
  return tidySchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'WebhookPayload',
    description: payload?.description ?? '',
    $comment:
      "Generated from the service's webhook event types by `pnpm schemas`: never edit by hand. The body of every POST to an organization's webhook, signed in the Standard Webhooks scheme (headers webhook-id, webhook-timestamp, webhook-signature), and of every entry of the events feed (GET /v1.2/rcs/events). Objects are open: a receiver must ignore properties it does not know, and an event `type` it does not know.",
    oneOf: names.map((name) => ({ $ref: `#/$defs/${name}` })),
    $defs: defs,
  }) as Schema;
}
