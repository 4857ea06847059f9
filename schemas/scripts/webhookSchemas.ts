// Builds schemas/webhook-event.schema.json: the JSON body of every webhook request the service
// POSTs to an organization's URL, read from the delivery package's event types
// (packages/delivery/src/webhooks/webhookEvents.ts) with the service's states.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE_STATES } from '@rcs-send/service';
import { readDocs } from './docs';
import type { Schema } from './json';
import { tidySchema } from './normalize';
import { MESSAGE_STATE } from './responseSchemas';
import { typeSchemas } from './typeSchemas';

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), '../../packages');
/** The file that declares the events, and the one that declares the states and their steps. */
const WEBHOOK_TYPES = [join(PACKAGES, 'delivery/src/webhooks/webhookEvents.ts'), join(PACKAGES, 'service/src/status/messageStatus.ts')];

/** The states a webhook tells (`NotifiedState`: every state but ACCEPTED, which the 202 already said). */
const NOTIFIED_STATE: Schema = { type: 'string', enum: MESSAGE_STATES.filter((state) => state !== 'ACCEPTED') };


/** The events of the union `WebhookEvent`, by name, in order (`MessageStatusEvent`, ...). */
export function webhookEventNames(): string[] {
  return (readDocs(WEBHOOK_TYPES).get('WebhookEvent')?.branches ?? []).map((branch) => {
    if (branch.name === undefined) throw new Error('WebhookEvent: every member must be a named event interface');
    return branch.name;
  });
}

/**
 * The JSON Schema of a webhook request's body (`WebhookPayload`): one of the events, each with
 * the `timestamp` the payload adds, its `type` a constant that tells them apart. Objects are
 * open, as every body a client reads: a property the service adds later never breaks a receiver.
 */
export function webhookEventSchema(): Schema {
  const names = webhookEventNames();
  const payload = readDocs(WEBHOOK_TYPES).get('WebhookPayload');
  // The member `WebhookPayload` adds beside the event (`WebhookEvent & { timestamp }`).
  const timestamp: Schema = { description: payload?.properties['timestamp'] ?? '', type: 'string' };
  const defs = typeSchemas(names, { files: WEBHOOK_TYPES, open: true, given: { MessageState: MESSAGE_STATE, NotifiedState: NOTIFIED_STATE } });
  for (const name of names) {
    const event = defs[name] as Schema;
    defs[name] = { ...event, properties: { ...(event['properties'] as Schema), timestamp }, required: [...(event['required'] as string[]), 'timestamp'] };
  }
  return tidySchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'WebhookPayload',
    description: payload?.description ?? '',
    $comment:
      "Generated from the delivery package's webhook event types by `pnpm schemas`: never edit by hand. The body of every POST to an organization's webhook, signed in the Standard Webhooks scheme (headers webhook-id, webhook-timestamp, webhook-signature). Objects are open: a receiver must ignore properties it does not know, and an event `type` it does not know.",
    oneOf: names.map((name) => ({ $ref: `#/$defs/${name}` })),
    $defs: defs,
  }) as Schema;
}
