// The status lookup of schemas/openapi.yaml: GET /v1.2/rcs/messages/{id}, its parameter, its
// responses (the codes the lookup answers, from the service's one table) and their examples.
import { MESSAGES_PATH, SERVICE_ERRORS, errorResponse, type MessageStatusBody, type ServiceErrorCode } from '@rcs-send/service';
import type { Json, Schema } from './json';

/** The codes only the lookup answers: the send operation never does. */
export const LOOKUP_ONLY_CODES: readonly ServiceErrorCode[] = ['MESSAGE_ID_INVALID', 'MESSAGE_NOT_FOUND'];

/** Every code the lookup answers (the host's framing, timeout and size codes included), in status order. */
const LOOKUP_CODES: readonly ServiceErrorCode[] = [
  'MESSAGE_ID_INVALID', 'MALFORMED_HTTP', 'UNAUTHENTICATED', 'MESSAGE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT',
  'URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE',
];

const ID = '0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40';
const AT = ['2026-01-15T09:00:00.120Z', '2026-01-15T09:00:00.480Z', '2026-01-15T09:00:02.950Z', '2026-01-15T09:03:41.000Z'] as const;
const STATUS_EXAMPLES: Readonly<Record<string, { summary: string; value: MessageStatusBody }>> = {
  accepted: { summary: 'Accepted, not yet handed to the platform', value: { id: ID, state: 'ACCEPTED', at: AT[0], history: [{ state: 'ACCEPTED', at: AT[0] }] } },
  read: {
    summary: 'Read by the recipient',
    value: { id: ID, state: 'READ', at: AT[3], history: [{ state: 'ACCEPTED', at: AT[0] }, { state: 'SENT', at: AT[1] }, { state: 'DELIVERED', at: AT[2] }, { state: 'READ', at: AT[3] }] },
  },
  failed: {
    summary: 'Refused by the platform',
    value: { id: ID, state: 'FAILED', at: AT[1], reason: 'NOT_FOUND: the recipient is not reachable over RCS', history: [{ state: 'ACCEPTED', at: AT[0] }, { state: 'FAILED', at: AT[1] }] },
  },
};

/** What each status of the lookup means. */
const MEANING: Readonly<Record<number, string>> = {
  200: 'The message, its current state and every state it reached.',
  400: 'The id is not a UUID (or the request is not valid HTTP).',
  404: 'No message with this id is known to an organization the API key belongs to: an unknown id and another organization\'s message are answered alike.',
};

/** The path item of `GET /v1.2/rcs/messages/{id}`, with `headers` of the error statuses and `ref` of a schema by title. */
export function statusLookupPath(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema): Schema {
  const responses: Schema = {
    200: { description: MEANING[200] ?? '', content: { 'application/json': { schema: ref('MessageStatusBody'), examples: STATUS_EXAMPLES as unknown as Json } } } as Json,
  };
  for (const status of [...new Set(LOOKUP_CODES.map((code) => SERVICE_ERRORS[code].status))]) {
    const codes = LOOKUP_CODES.filter((code) => SERVICE_ERRORS[code].status === status);
    const examples = Object.fromEntries(codes.map((code) => [code, { summary: code, value: errorResponse(code).body as unknown as Json }]));
    const meaning = MEANING[status] ?? SERVICE_ERRORS[codes[0] as ServiceErrorCode].description;
    const content = { 'application/json': { schema: ref('ErrorBody'), examples } };
    responses[String(status)] = { description: `${meaning} Service codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`, ...(headers[status] && { headers: headers[status] }), content } as Json;
  }
  return {
    [`${MESSAGES_PATH}/{id}`]: {
      get: {
        operationId: 'getRcsMessageStatus',
        tags: ['rcs'],
        summary: 'Look up the state of an accepted message',
        description:
          'Where a message accepted by POST /v1.2/rcs/send stands: ACCEPTED, then SENT, DELIVERED and READ, or EXPIRED or FAILED instead of SENT; states only move forward, each with its time. Authenticated like sending; answered only to members of the message\'s organization. Not counted against the send rate limit.',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The id of an accepted message (`messages[].id` of the send response), a UUID in any case.', schema: { type: 'string', format: 'uuid' } }],
        responses,
      },
    },
  };
}
