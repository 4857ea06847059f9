// Builds schemas/event-feed-response.schema.json and schemas/message-list-response.schema.json:
// the bodies of the two reads of an organization's data, read from the service's types
// (packages/service/src/feed/types.ts, packages/service/src/list/types.ts), the feed's events
// being the webhook body itself.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_LIMIT_MAX } from '@rcs-send/service';
import type { Schema } from './json';
import { tidySchema } from './normalize';
import { MESSAGE_STATE, SERVICE_RESPONSE_TYPES } from './responseSchemas';
import { typeSchemas } from './typeSchemas';

const SERVICE_SOURCES = join(dirname(fileURLToPath(import.meta.url)), '../../packages/service/src');
const FEED_TYPES = join(SERVICE_SOURCES, 'feed/types.ts');
const LIST_TYPES = join(SERVICE_SOURCES, 'list/types.ts');

/** `root`, read from `files` with `given` types, as a document: every other type it uses in `$defs` (and `defs` beside). */
function document(root: string, files: readonly string[], given: Readonly<Record<string, Schema>>, comment: string, defs: Schema = {}): Schema {
  const { [root]: body, ...rest } = typeSchemas([root], { files, open: true, given });
  return tidySchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...body,
    $comment: `Generated from the service's response types by \`pnpm schemas\`: never edit by hand. ${comment} Objects are open: a client must ignore properties it does not know.`,
    $defs: { ...rest, ...defs },
  }) as Schema;
}

/** The properties of `schema`'s root, with `name` replaced by `property` (its description kept). */
function withProperty(schema: Schema, name: string, property: Schema): Schema {
  const properties = schema['properties'] as Record<string, Schema>;
  return { ...schema, properties: { ...properties, [name]: { description: properties[name]?.['description'] ?? '', ...property } } };
}

/** The JSON Schema of the body of a 200 answer of GET /v1.2/rcs/events: its events are `webhook`'s bodies, its `next` a sequence. */
export function eventFeedSchema(webhook: Schema): Schema {
  const payload: Schema = { description: webhook['description'] ?? '', oneOf: webhook['oneOf'] ?? [] };
  const comment = `The body of a 200 answer of GET /v1.2/rcs/events: at most ${PAGE_LIMIT_MAX} events of the organization, each the body its webhook carries, in sequence order, and the \`after\` of the next read.`;
  const feed = document('EventFeedBody', [FEED_TYPES], { WebhookPayload: payload }, comment, webhook['$defs'] as Schema);
  return withProperty(feed, 'next', { type: 'integer', minimum: 0 });
}

/** The JSON Schema of the body of a 200 answer of GET /v1.2/rcs/messages: status bodies, and the cursor of the next page. */
export function messageListSchema(): Schema {
  const comment = `The body of a 200 answer of GET /v1.2/rcs/messages: at most ${PAGE_LIMIT_MAX} of the organization's messages, newest first, each as GET /v1.2/rcs/messages/{id} answers it, and the cursor of the next page (null after the last).`;
  const list = document('MessageListBody', [LIST_TYPES, ...SERVICE_RESPONSE_TYPES], { MessageState: MESSAGE_STATE }, comment);
  return withProperty(list, 'next', { oneOf: [{ type: 'string', pattern: '^[A-Za-z0-9_-]+$' }, { type: 'null' }] });
}
