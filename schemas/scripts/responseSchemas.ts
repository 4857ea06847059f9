// Builds schemas/error-response.schema.json and schemas/success-response.schema.json from the
// types the service answers with (packages/service/src/response/types.ts), and the capability
// check's bodies for the OpenAPI components.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPABILITY_MSISDNS_MAX, MESSAGE_STATES } from '@rcs-send/service';
import { isObject, type Schema } from './json';
import { tidySchema } from './normalize';
import { typeSchemas } from './typeSchemas';

/** The files that declare the service's response bodies: the send operation's and the status lookup's. */
const SERVICE_SOURCES = join(dirname(fileURLToPath(import.meta.url)), '../../packages/service/src');
export const SERVICE_RESPONSE_TYPES = [join(SERVICE_SOURCES, 'response/types.ts'), join(SERVICE_SOURCES, 'status/messageStatus.ts'), join(SERVICE_SOURCES, 'lifecycle/messageStates.ts'), join(SERVICE_SOURCES, 'lifecycle/smsFallback.ts')];
/** The file that declares the capability check's request and response bodies. */
const CAPABILITY_TYPES = [join(SERVICE_SOURCES, 'capabilities/capabilityBodies.ts')];

/** A message state, one of the documented set. */
export const MESSAGE_STATE: Schema = { type: 'string', enum: [...MESSAGE_STATES] };

/**
 * An error code as a client must read it: any UPPER_SNAKE_CASE string, so that a code added
 * later never breaks a generated client (the service's type is a closed union of literals).
 */
export const RESPONSE_ERROR_CODE: Schema = {
  description:
    "An UPPER_SNAKE_CASE error code: a validation code of @rcs-send/core (status 400, each documented in packages/core/RULES.md), a validation profile's code (PROFILE_..., status 400, in the core's PROFILE_ERROR_CATALOGUE) or a deployment's own rule code (status 400) when the deployment has them, or a code of the service (its status is in the OpenAPI responses). A client must accept codes it does not know.",
  type: 'string',
  pattern: '^[A-Z][A-Z0-9_]*$',
};

/** A response body document: `root` at the top, every other type it uses in `$defs`. */
function document(root: string, comment: string): Schema {
  // Open objects: a property the service adds later never breaks a client.
  const defs = typeSchemas([root], { files: SERVICE_RESPONSE_TYPES, open: true, given: { ResponseErrorCode: RESPONSE_ERROR_CODE, MessageState: MESSAGE_STATE } });
  const { [root]: body, ...rest } = defs;
  return tidySchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...body,
    $comment: `Generated from the service's response types by \`pnpm schemas\`: never edit by hand. ${comment} Objects are open: a client must ignore properties it does not know.`,
    $defs: rest,
  }) as Schema;
}

/** The JSON Schema of the error body of every status but 200 and 202 (spec section 7). */
export function errorResponseSchema(): Schema {
  return document('ErrorBody', 'The body of every error status: `error` holds the first error, `messages` is null.');
}

/** The JSON Schema of the success body of statuses 200 and 202. */
export function successResponseSchema(): Schema {
  return document('SuccessBody', 'The body of 200 (some messages rejected) and 202 (every message accepted).');
}

/** The JSON Schema of the body of a 200 status lookup (`GET /v1.2/rcs/messages/{id}`). */
export function messageStatusSchema(): Schema {
  return document('MessageStatusBody', 'The body of a 200 answer of GET /v1.2/rcs/messages/{id}: the current state, when it was reached, and every state reached.');
}

/** The property `name` of `schema` (or of its `$defs` entry `def`), as the send's request schema states it. */
function propertyOf(schema: Schema, name: string, def?: string): Schema {
  const holder = def === undefined ? schema : (schema['$defs'] as Schema)[def];
  const property = isObject(holder) && isObject(holder['properties']) ? holder['properties'][name] : undefined;
  if (!isObject(property)) throw new Error(`The send's request schema has no ${def ?? 'root'}.${name}`);
  return property;
}

/**
 * The capability check's bodies, as components of the OpenAPI document: `CapabilityBody`,
 * `CapabilitiesBody` and `CapabilityResult` from the service's types (open, as every response),
 * and `CapabilitiesRequest` with the send's own rules (from `request`, the input schema):
 * `organizationId` as the send's, `from` as a message's, each number as a message's `to`.
 */
export function capabilitySchemas(request: Schema): Record<string, Schema> {
  const responses = typeSchemas(['CapabilityBody', 'CapabilitiesBody'], { files: CAPABILITY_TYPES, open: true, given: {} });
  const { CapabilitiesRequest: typed } = typeSchemas(['CapabilitiesRequest'], { files: CAPABILITY_TYPES, open: false, given: {} });
  const docs = (typed?.['properties'] ?? {}) as Record<string, Schema>;
  const described = (name: string, schema: Schema): Schema => ({ ...schema, description: String(docs[name]?.['description'] ?? '') });
  const properties = {
    organizationId: described('organizationId', propertyOf(request, 'organizationId')),
    from: described('from', propertyOf(request, 'from', 'Message')),
    msisdns: described('msisdns', { type: 'array', minItems: 1, maxItems: CAPABILITY_MSISDNS_MAX, items: propertyOf(request, 'to', 'Message') }),
  };
  const capabilitiesRequest = tidySchema({ ...typed, properties, required: ['organizationId', 'from', 'msisdns'], additionalProperties: false }) as Schema;
  return { CapabilitiesRequest: capabilitiesRequest, ...Object.fromEntries(Object.entries(responses).map(([name, schema]) => [name, tidySchema(schema) as Schema])) };
}
