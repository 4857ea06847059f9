// The capability check of schemas/openapi.yaml: GET /v1.2/rcs/capabilities/{msisdn} for one
// number and POST /v1.2/rcs/capabilities for several, their parameters, bodies, responses (the
// codes each answers, from the service's one table) and examples.
import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import { CAPABILITIES_PATH, CAPABILITY_MSISDNS_MAX, type CapabilitiesBody, type CapabilitiesRequest, type CapabilityBody, type ServiceErrorCode } from '@rcs-send/service';
import { errorResponses } from './errorResponses';
import type { Json, Schema } from './json';

/** The codes one number's check answers, in status order (the host's framing, timeout and size codes included). */
const CHECK_CODES: readonly ServiceErrorCode[] = [
  'MSISDN_INVALID', 'SENDER_NOT_CONFIGURED', 'HEADER_REPEATED', 'MALFORMED_HTTP', 'UNAUTHENTICATED', 'ORGANIZATION_FORBIDDEN', 'RCS_CHANNEL_NOT_ENABLED',
  'ORGANIZATION_NOT_FOUND', 'ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT', 'URI_TOO_LONG', 'RATE_LIMITED', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY',
];
/** The codes the bulk check answers beside: its count, and the body's transport faults. */
const BULK_CODES: readonly ServiceErrorCode[] = [
  'MSISDN_INVALID', 'MSISDNS_COUNT_INVALID', 'SENDER_NOT_CONFIGURED', 'MALFORMED_JSON', 'DUPLICATE_KEY', 'HEADER_REPEATED', 'MALFORMED_HTTP', 'UNAUTHENTICATED', 'ORGANIZATION_FORBIDDEN',
  'RCS_CHANNEL_NOT_ENABLED', 'ORGANIZATION_NOT_FOUND', 'ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT', 'PAYLOAD_TOO_LARGE', 'URI_TOO_LONG', 'UNSUPPORTED_MEDIA_TYPE', 'CONTENT_ENCODING_UNSUPPORTED',
  'RATE_LIMITED', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY',
];

/** An example error body of a core code at `param`, as the check answers it. */
const coreExample = (code: ErrorCode, param: string): Json => ({ summary: `${code} at ${param === '' ? 'the body' : param}`, value: { error: { code, param, description: ERROR_CATALOGUE[code].description }, messages: null } });

/** What each error status of the check means. */
const meaning = (fields: string): Readonly<Record<number, string>> => ({
  400: `Invalid ${fields}: the core's codes of the send (\`FIELD_REQUIRED\`, \`FIELD_INVALID_TYPE\`, \`FIELD_EMPTY\`, \`ORGANIZATION_ID_INVALID\`${fields.includes('body') ? ', `REQUEST_NOT_OBJECT`, `UNKNOWN_FIELD`' : ''}) at the field, or the service's.`,
  403: 'The API key is not authorized for the organization, or the organization has no RCS channel.',
  404: 'The organization does not exist; or the deployment has no RCS platform to ask (the reference server with delivery off): no such route.',
  503: 'The RCS platform (or a port) is unavailable: retry after Retry-After.',
});

const FEATURES = ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL', 'ACTION_DIAL', 'ACTION_OPEN_URL', 'ACTION_CREATE_CALENDAR_EVENT'];
const reachable: CapabilityBody = { msisdn: '351912345678', reachable: true, features: FEATURES };
const unreachable: CapabilityBody = { msisdn: '351912345679', reachable: false, features: [] };
const bulkRequest: CapabilitiesRequest = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', from: 'acme_agent', msisdns: ['+351 912 345 678', '351912345679'] };
const bulkAnswer: CapabilitiesBody = { results: [{ msisdn: '351912345678', reachable: true }, { msisdn: '351912345679', reachable: false }] };
const json = (content: Schema): Json => ({ 'application/json': content }) as Json;

/** The path items of `/v1.2/rcs/capabilities/{msisdn}` (GET) and `/v1.2/rcs/capabilities` (POST), with `headers` of the error statuses, `ref` of a schema by title and `uuid` the schema of a UUID in any case. */
export function capabilityPaths(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema, uuid: Schema): Schema {
  const allow = (method: string): Schema => ({ ...headers, 405: { Allow: { description: `The methods of the path: \`${method}\`.`, schema: { type: 'string' } } } });
  const common = { tags: ['rcs'], security: [{ bearerAuth: [] }] };
  const checkErrors = errorResponses({ codes: CHECK_CODES, meaning: meaning('parameters'), headers: allow('GET, HEAD') as Record<number, Schema>, ref, examples: { 400: { FIELD_REQUIRED: coreExample('FIELD_REQUIRED', 'organizationId') } } });
  const bulkExamples = { REQUEST_NOT_OBJECT: coreExample('REQUEST_NOT_OBJECT', ''), UNKNOWN_FIELD: coreExample('UNKNOWN_FIELD', 'to') };
  const bulkErrors = errorResponses({ codes: BULK_CODES, meaning: meaning('body fields'), headers: allow('POST') as Record<number, Schema>, ref, examples: { 400: bulkExamples } });
  return {
    [`${CAPABILITIES_PATH}/{msisdn}`]: {
      get: {
        operationId: 'getRcsCapabilities',
        summary: 'Check whether a number is reachable over RCS, and its features',
        description:
          'Asks the RCS platform (RBM phones.getCapabilities, with a fresh requestId) whether the agent of sender `from` reaches the number, and which RCS features its device has. Authenticated, rate-limited and checked like a send (the organization, then the sender). The organization is named in the query: a key may belong to several.',
        ...common,
        parameters: [
          { name: 'msisdn', in: 'path', required: true, description: 'The number with its country calling code, written as messages[].to may be (percent-encoded in the path: `%2B351%20912345678`).', schema: { type: 'string' } },
          { name: 'organizationId', in: 'query', required: true, description: 'The Organization the check operates in, a UUID in any case.', schema: uuid },
          { name: 'from', in: 'query', required: true, description: 'An RCS sender (agent) configured for the organization.', schema: { type: 'string', minLength: 1 } },
        ],
        responses: {
          200: { description: 'What the platform says of the number: reachable with its features, or not reachable (no features).', content: json({ schema: ref('CapabilityBody'), examples: { reachable: { summary: 'Reachable', value: reachable }, unreachable: { summary: 'Not reachable over RCS', value: unreachable } } as unknown as Json }) },
          ...checkErrors,
        },
      },
    },
    [CAPABILITIES_PATH]: {
      post: {
        operationId: 'checkRcsCapabilities',
        summary: 'Check which numbers are reachable over RCS',
        description: `Asks the RCS platform once (RBM users.batchGet) which of 1 to ${CAPABILITY_MSISDNS_MAX} numbers the agent of sender \`from\` reaches; one result per number, in order. Authenticated, rate-limited and checked like a send.`,
        ...common,
        requestBody: { required: true, content: json({ schema: ref('CapabilitiesRequest'), examples: { twoNumbers: { summary: 'Two numbers', value: bulkRequest } } as unknown as Json }) },
        responses: {
          200: { description: 'One result per number of the request, in order, each canonical.', content: json({ schema: ref('CapabilitiesBody'), examples: { twoNumbers: { summary: 'One reachable, one not', value: bulkAnswer } } as unknown as Json }) },
          ...bulkErrors,
        },
      },
    },
  };
}
