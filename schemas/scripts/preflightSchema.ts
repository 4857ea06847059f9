// Builds schemas/preflight-response.schema.json: the body of a 200 answer of POST
// /v1.2/rcs/preflight, read from the service's types (packages/service/src/preflight/types.ts and
// forecastPort.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapSchema, type Schema } from './json';
import { tidySchema } from './normalize';
import { RESPONSE_ERROR_CODE, SERVICE_RESPONSE_TYPES } from './responseSchemas';
import { typeSchemas } from './typeSchemas';

const PREFLIGHT_SOURCES = join(dirname(fileURLToPath(import.meta.url)), '../../packages/service/src/preflight');
const PREFLIGHT_TYPES = [join(PREFLIGHT_SOURCES, 'types.ts'), join(PREFLIGHT_SOURCES, 'forecastPort.ts')];

/** The types that are not plain data of the service's own: the canonical message (the core's) and the RBM body (the rbm package's), stated as open objects. */
const GIVEN: Readonly<Record<string, Schema>> = {
  Message: { type: 'object', description: 'The canonical message, as send-request.canonical.schema.json states it (`to` in digits, `organizationId` lower case).' },
  AgentMessageBody: { type: 'object', description: 'The RBM AgentMessage body (contentMessage, messageTrafficType, expireTime), as the delivery posts it to phones.agentMessages.create.' },
  ResponseErrorCode: RESPONSE_ERROR_CODE,
};

/** The JSON Schema of the body of a 200 answer of POST /v1.2/rcs/preflight. */
export function preflightSchema(): Schema {
  const { PreflightBody: body, Message: message, ...rest } = typeSchemas(['PreflightBody'], { files: [...PREFLIGHT_TYPES, ...SERVICE_RESPONSE_TYPES], open: true, given: GIVEN });
  // Named apart from the request's own Message (the input form) among the OpenAPI components.
  const renamed = mapSchema({ ...body, $defs: { ...rest, CanonicalMessage: { ...message, title: 'CanonicalMessage' } } } as Schema, (node) => (node['$ref'] === '#/$defs/Message' ? { ...node, $ref: '#/$defs/CanonicalMessage' } : node));
  return tidySchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(renamed as Schema),
    $comment:
      "Generated from the service's preflight types by `pnpm schemas`: never edit by hand. The body of a 200 answer of POST /v1.2/rcs/preflight: each message's outcome as the send would decide it, what the delivery would do with it, the request's units and the balance it would leave. Objects are open: a client must ignore properties it does not know.",
  }) as Schema;
}
