// Builds schemas/openapi.yaml (OpenAPI 3.1) from the same sources: the request, error, success,
// status and webhook event schemas, the service's error table (statuses and codes) and the
// shipped examples.
import { SEND_PATH, SERVICE_ERRORS, type ServiceErrorCode } from '@rcs-send/service';
import { isObject, mapSchema, type Json, type Schema } from './json';
import { capabilityPaths } from './capabilitiesOperation';
import { NOT_SEND_CODES } from './errorResponses';
import { examplesByStatus, requestExamples } from './openapiExamples';
import { preflightPath } from './preflightOperation';
import { readPaths } from './readOperations';
import { capabilitySchemas } from './responseSchemas';
import { statusLookupPath } from './statusLookupOperation';
import { webhooksSection } from './webhooksSection';

/** The generated schemas the document is made of. */
export interface ContractSchemas {
  /** schemas/send-request.schema.json: the request as sent (the input schema), every message valid */
  readonly request: Schema;
  /** schemas/send-request.partial.schema.json: the request the default `partial` mode accepts, the request body */
  readonly partialRequest: Schema;
  /** schemas/error-response.schema.json */
  readonly error: Schema;
  /** schemas/success-response.schema.json */
  readonly success: Schema;
  /** schemas/message-status-response.schema.json */
  readonly status: Schema;
  /** schemas/webhook-event.schema.json: the body of every webhook request */
  readonly webhook: Schema;
  /** schemas/event-feed-response.schema.json: the body of a page of the events feed */
  readonly eventFeed: Schema;
  /** schemas/message-list-response.schema.json: the body of a page of the message list */
  readonly messageList: Schema;
  /** schemas/preflight-response.schema.json: the body of a 200 preflight */
  readonly preflight: Schema;
}

/** What each status means (spec section 4, and the service's choice between 200 and 202). */
const MEANING: Readonly<Record<number, string>> = {
  200: 'Accepted for processing, but not every message: each rejected message says why in its outcome.',
  202: 'Accepted for processing: every message was submitted (delivery is asynchronous and not guaranteed).',
  400: 'Invalid data or content: the first error of the request (validation codes of @rcs-send/core) or of its transport.',
  401: 'Authentication missing or invalid.',
  402: 'Insufficient RCS balance for the organization.',
  403: 'The authenticated user or organization is not authorized to use the operation.',
  404: 'A referenced Organization or other required resource was not found.',
  429: 'The request rate limit of the principal (every API key of one tenant together) was exceeded.',
  500: 'Unexpected error while processing.',
  503: 'Service temporarily unavailable.',
};

/** Response headers the service sets on some statuses. */
const HEADERS: Readonly<Record<number, Schema>> = {
  401: { 'WWW-Authenticate': { description: 'The Bearer challenge.', schema: { type: 'string' } } },
  429: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } } },
  503: { 'Retry-After': { description: 'Seconds to wait before retrying, when known.', schema: { type: 'integer', minimum: 0 } } },
};

/** The headers of the send's own answers beside {@link HEADERS}: the replay mark, the methods of its path, the wait of a key in use. */
const SEND_HEADERS: Readonly<Record<number, Schema>> = {
  ...HEADERS,
  405: { Allow: { description: 'The methods of the path: `POST`.', schema: { type: 'string' } } },
  409: { 'Retry-After': { description: 'Seconds to wait before retrying with the same Idempotency-Key (the first request with it is still running).', schema: { type: 'integer', minimum: 0 } } },
};
/** Set on the 200 or 202 replayed for an Idempotency-Key already answered: the first answer, given again, nothing sent twice. */
const REPLAYED: Schema = {
  'Idempotent-Replayed': { description: '`true` when this is the answer of an earlier request with the same Idempotency-Key and body, replayed: nothing was sent again. Absent otherwise.', schema: { type: 'string', enum: ['true'] } },
};

/** The schema of a UUID in any case (a path or query parameter): the pattern of the request's `organizationId`, the service's one UUID rule. */
function uuidInAnyCase(request: Schema): Schema {
  const organizationId = ((request['properties'] as Record<string, Schema>)['organizationId'] ?? {}) as Schema;
  if (typeof organizationId['pattern'] !== 'string') throw new Error('The request schema states no pattern of organizationId');
  return { type: 'string', pattern: organizationId['pattern'] };
}

/** `schema`'s `$defs` references rewritten to components, and its own `$schema`, `$defs` and `$comment` dropped. */
function component(schema: Schema): Schema {
  const { $schema: _schema, $defs: _defs, ...body } = schema;
  return mapSchema(body, (node) =>
    typeof node['$ref'] === 'string' ? { ...node, $ref: node['$ref'].replace('#/$defs/', '#/components/schemas/') } : node,
  ) as Schema;
}

/** Every schema of the documents by name, each root under its title (but the webhook body's union), and the capability check's bodies. */
function components(schemas: ContractSchemas): Schema {
  const out: Schema = {};
  const roots = [schemas.request, schemas.partialRequest, schemas.error, schemas.success, schemas.status, schemas.eventFeed, schemas.messageList, schemas.preflight];
  const documents = roots.map((document) => ({ [String(document['title'])]: document, ...(isObject(document['$defs']) ? document['$defs'] : {}) }));
  // The webhook body's root is a union no webhook names (each names its event); the feed's `WebhookPayload` is it.
  const webhookEvents = isObject(schemas.webhook['$defs']) ? schemas.webhook['$defs'] : {};
  for (const named of [...documents, webhookEvents, capabilitySchemas(schemas.request)]) {
    for (const [name, schema] of Object.entries(named)) {
      const converted = component(schema as Schema);
      // A document's root keeps its $comment; the same type used inside another document has none.
      const { $comment: _kept, ...known } = (out[name] ?? {}) as Schema;
      const { $comment: _new, ...same } = converted;
      if (name in out && JSON.stringify(known) !== JSON.stringify(same)) throw new Error(`Two different schemas named ${name}`);
      if (name in out) continue;
      out[name] = converted;
    }
  }
  return out;
}

/** The codes the send operation answers with, by status. */
function codesByStatus(): Map<number, ServiceErrorCode[]> {
  const byStatus = new Map<number, ServiceErrorCode[]>([[400, []]]);
  for (const code of (Object.keys(SERVICE_ERRORS) as ServiceErrorCode[]).filter((c) => !NOT_SEND_CODES.includes(c))) {
    const { status } = SERVICE_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** The responses of the operation: 200 and 202, then every status of the service's error table. */
function responses(schemas: ContractSchemas): Schema {
  const ref = (schema: Schema): Schema => ({ $ref: `#/components/schemas/${String(schema['title'])}` });
  const out: Schema = {};
  for (const status of [200, 202]) {
    const content = { 'application/json': { schema: ref(schemas.success), examples: examplesByStatus(status) } };
    out[String(status)] = { description: MEANING[status] ?? '', headers: REPLAYED, content } as Json;
  }
  for (const [status, codes] of [...codesByStatus()].sort(([a], [b]) => a - b)) {
    const list = codes.map((code) => `\`${code}\``).join(', ');
    const meaning = MEANING[status] ?? SERVICE_ERRORS[codes[0] as ServiceErrorCode].description;
    const description = codes.length > 0 ? `${meaning} Service codes: ${list}.` : meaning;
    const content = { 'application/json': { schema: ref(schemas.error), examples: examplesByStatus(status) } };
    out[String(status)] = { description, ...(SEND_HEADERS[status] && { headers: SEND_HEADERS[status] }), content } as Json;
  }
  return out;
}

/** The OpenAPI 3.1 document of POST /v1.2/rcs/send, /v1.2/rcs/messages/{id} (GET, DELETE), the capability check, the events feed, the message list, the preflight (with `listExamples`, made by the service) and the webhooks. */
export function openApiDocument(schemas: ContractSchemas, listExamples: Readonly<Record<string, unknown>>): Schema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Transactional RCS sending service',
      version: '1.2.0',
      description:
        'Sends transactional RCS messages, one per recipient, to recipients outside the organization\'s audience. Generated from @rcs-send/core and @rcs-send/service by `pnpm schemas`: never edit by hand.',
      contact: { name: 'rcs-send', url: 'https://github.com/rcs-send/rcs-send' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '{base_url}', description: 'The base address of a deployment.', variables: { base_url: { default: 'http://localhost:8080' } } }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'rcs', description: 'Transactional RCS messages.' },
      { name: 'webhooks', description: 'What the service POSTs to an organization\'s webhook URL, and what its events feed lists: the states of its messages, its users\' replies and subscription changes.' },
    ],
    paths: {
      [SEND_PATH]: {
        post: {
          operationId: 'sendRcs',
          tags: ['rcs'],
          summary: 'Send RCS messages',
          description:
            'Sends 1 to 10 independent messages. In order: the request is authenticated; the Organization and its access to the RCS channel are validated; each message is validated; the RCS balance is validated; accepted messages are submitted for asynchronous processing. Acceptance is not delivery.',
          security: [{ bearerAuth: [] }],
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: `Makes a retry safe: the same key with the same body, byte for byte, answers as the first request did; with another body (the same JSON written otherwise included) it is 422. ${SERVICE_ERRORS.IDEMPOTENCY_KEY_INVALID.description}`,
              schema: { type: 'string', pattern: '^[!-~]{1,255}$' },
            },
          ],
          requestBody: {
            required: true,
            description:
              'The send request as a client sends it. The service canonicalises `to` (one leading `+` or `00` and separators removed) and lower-cases `organizationId` and `mimeType`; the canonical form is what it keeps and submits. The schema is what the service accepts in its default `partial` batch mode (`PartialSendRequest`): a `SendRequest` whose messages are all valid (202), or one where some messages break a rule and are answered REJECTED one by one (200). A deployment in `all-or-nothing` mode accepts only a `SendRequest` and refuses any other body with 400. Some rules JSON Schema cannot express are checked by the service alone (see the `$comment`s of `SendRequest`).',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/PartialSendRequest' }, examples: requestExamples() } },
          },
          responses: responses(schemas),
        },
      },
      ...statusLookupPath(HEADERS, (title) => ({ $ref: `#/components/schemas/${title}` }), uuidInAnyCase(schemas.request)),
      ...capabilityPaths(HEADERS, (title) => ({ $ref: `#/components/schemas/${title}` }), uuidInAnyCase(schemas.request)),
      ...preflightPath(HEADERS, (title) => ({ $ref: `#/components/schemas/${title}` })),
      ...readPaths(HEADERS, (title) => ({ $ref: `#/components/schemas/${title}` }), uuidInAnyCase(schemas.request), schemas.request, listExamples),
    },
    webhooks: webhooksSection(schemas.webhook, (title) => ({ $ref: `#/components/schemas/${title}` })),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>. On the reference server an operator issues a key (`rcs-send-server tenants add-key`), shown once, `rcs_live_` and a visible prefix; it lives until its expiry or revocation, after which it is 401 within a second.' } },
      schemas: components(schemas),
    },
  };
}
