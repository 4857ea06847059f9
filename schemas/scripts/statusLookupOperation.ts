// The message resource of schemas/openapi.yaml: GET /v1.2/rcs/messages/{id} (the status lookup)
// and DELETE (the cancel), their parameter, their responses (the codes each answers, from the
// service's one table) and their examples.
import { MESSAGES_PATH, type MessageStatusBody, type ServiceErrorCode } from '@rcs-send/service';
import { errorResponses } from './errorResponses';
import type { Json, Schema } from './json';

/** Every code the lookup answers (the host's framing, timeout and size codes included), in status order; the cancel answers the same. */
const LOOKUP_CODES: readonly ServiceErrorCode[] = [
  'MESSAGE_ID_INVALID', 'HEADER_REPEATED', 'MALFORMED_HTTP', 'UNAUTHENTICATED', 'MESSAGE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT',
  'URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY',
];

const ID = '0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40';
const AT = ['2026-01-15T09:00:00.120Z', '2026-01-15T09:00:00.480Z', '2026-01-15T09:00:02.950Z', '2026-01-15T09:03:41.000Z'] as const;
const example = (summary: string, value: MessageStatusBody): Json => ({ summary, value }) as unknown as Json;
const STATUS_EXAMPLES: Readonly<Record<string, Json>> = {
  accepted: example('Accepted, not yet handed to the platform', { id: ID, state: 'ACCEPTED', at: AT[0], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }] }),
  read: example('Read by the recipient', { id: ID, state: 'READ', at: AT[3], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }, { state: 'DELIVERED', at: AT[2], channel: 'RCS' }, { state: 'READ', at: AT[3], channel: 'RCS' }] }),
  bySms: example('Delivered by SMS: the phone has no RCS, its sender falls back', {
    id: ID,
    state: 'DELIVERED',
    at: AT[2],
    channel: 'SMS',
    fallbackReason: 'NOT_RCS_CAPABLE: the platform answered 404 NOT_FOUND, the recipient is not reachable via RCS',
    sms: { segments: 2, encoding: 'GSM7', smscMessageIds: ['smsc-00000041', 'smsc-00000042'] },
    history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'SMS' }, { state: 'DELIVERED', at: AT[2], channel: 'SMS' }],
  }),
  failed: example('Refused by the platform', { id: ID, state: 'FAILED', at: AT[1], reason: 'NOT_FOUND: the recipient is not reachable over RCS', channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'FAILED', at: AT[1], channel: 'RCS' }] }),
};
const CANCEL_EXAMPLES: Readonly<Record<string, Json>> = {
  beforeHandover: example('Cancelled before it was handed over', { id: ID, state: 'CANCELLED', at: AT[1], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'CANCELLED', at: AT[1], channel: 'RCS' }] }),
  withdrawn: example('Withdrawn from the platform', {
    id: ID,
    state: 'CANCELLED',
    at: AT[2],
    reason: 'REVOKED: withdrawn at the platform, which does not confirm it (a DELIVERED may still follow)',
    channel: 'RCS',
    history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }, { state: 'CANCELLED', at: AT[2], channel: 'RCS' }],
  }),
};
const CONFLICT_EXAMPLES: Readonly<Record<string, Json>> = {
  delivered: example('Already on the phone', { id: ID, state: 'DELIVERED', at: AT[2], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }, { state: 'DELIVERED', at: AT[2], channel: 'RCS' }] }),
  failed: STATUS_EXAMPLES['failed'] as Json,
};

/** What each error status of the message resource means. */
const MEANING: Readonly<Record<number, string>> = {
  400: 'The id is not a UUID, or a header that must appear once was repeated (or the request is not valid HTTP).',
  404: 'No message with this id is known to an organization the API key belongs to: an unknown id and another organization\'s message are answered alike.',
  405: 'Another method than GET or DELETE (see the Allow header).',
};
const ALLOW = { Allow: { description: 'The methods of the path: `GET, HEAD, DELETE`.', schema: { type: 'string' } } };

/** The path item of `/v1.2/rcs/messages/{id}` (GET and DELETE), with `headers` of the error statuses, `ref` of a schema by title and `uuid` the schema of a UUID in any case. */
export function statusLookupPath(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema, uuid: Schema): Schema {
  const idParameter = { name: 'id', in: 'path', required: true, description: 'The id of an accepted message (`messages[].id` of the send response), a UUID in any case.', schema: uuid };
  const errors = errorResponses({ codes: LOOKUP_CODES, meaning: MEANING, headers: { ...headers, 405: ALLOW }, ref });
  const statusBody = (description: string, examples: Readonly<Record<string, Json>>): Json => ({ description, content: { 'application/json': { schema: ref('MessageStatusBody'), examples } } }) as unknown as Json;
  const common = { tags: ['rcs'], security: [{ bearerAuth: [] }], parameters: [idParameter] };
  return {
    [`${MESSAGES_PATH}/{id}`]: {
      get: {
        operationId: 'getRcsMessageStatus',
        summary: 'Look up the state of an accepted message',
        description:
          'Where a message accepted by POST /v1.2/rcs/send stands: ACCEPTED, then SENT, DELIVERED and READ, or EXPIRED, FAILED or CANCELLED; states only move forward, each with its time. Authenticated like sending; answered only to members of the message\'s organization. Not counted against the send rate limit.',
        ...common,
        responses: { 200: statusBody('The message, its current state and every state it reached.', STATUS_EXAMPLES), ...errors },
      },
      delete: {
        operationId: 'cancelRcsMessage',
        summary: 'Cancel an accepted message',
        description:
          'Cancels a message accepted by POST /v1.2/rcs/send: an ACCEPTED message is never handed over; a SENT one is withdrawn from the platform, which answers a withdrawal whether or not it happened, so a DELIVERED or READ that arrives later still wins. Cancelling a CANCELLED message answers 200 again. Authenticated and answered as the lookup; not counted against the send rate limit.',
        ...common,
        responses: {
          200: statusBody('The message is CANCELLED: its status, the cancel last in its history.', CANCEL_EXAMPLES),
          409: statusBody('The message can no longer be cancelled (DELIVERED, READ, EXPIRED or FAILED, or SENT on a deployment that cannot withdraw it): its status, not the error shape.', CONFLICT_EXAMPLES),
          ...errors,
          503: {
            ...(errors['503'] as Record<string, Json>),
            description: 'The platform could not be reached to withdraw the message, or a port is unavailable: nothing changed, retry after Retry-After. Service codes: `SERVICE_UNAVAILABLE`.',
          },
        },
      },
    },
  };
}
