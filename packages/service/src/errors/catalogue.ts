import { LIMITS, type ProfiledIssueCode } from '@rcs-send/core';
import { MESSAGE_STATES } from '../lifecycle/messageStates';
import { CAPABILITIES_MAX_BODY_BYTES, CAPABILITY_MSISDNS_MAX, PAGE_LIMIT_MAX } from '../http/constants';

/** How one service error is answered: its HTTP status and the sentence a client reads. @public */
export interface ServiceErrorDefinition {
  /** The HTTP status of a response whose error carries this code. */
  readonly status: number;
  /** The human sentence of the error (never an internal detail). */
  readonly description: string;
}

/**
 * Every error code the service, its HTTP layer and a host's connection layer (malformed
 * framing, timeouts and bounds Node's HTTP parser enforces, as the reference server answers
 * them) answer with, beside the core's validation codes (all 400). The one table of statuses:
 * nothing else decides a status.
 *
 * @public
 */
export const SERVICE_ERRORS = {
  MALFORMED_JSON: { status: 400, description: 'The request body is not a valid UTF-8 JSON document.' },
  DUPLICATE_KEY: {
    status: 400,
    description: 'An object of the request body holds the same key twice; send each key once.',
  },
  MALFORMED_HTTP: {
    status: 400,
    description: 'The request is not valid HTTP/1.1 (its framing, e.g. Content-Length or Transfer-Encoding, is malformed or contradictory).',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    description: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  },
  HEADER_REPEATED: {
    status: 400,
    description: 'A header that must appear once (Authorization, Content-Type, Content-Length or Idempotency-Key) was sent more than once; send it once.',
  },
  MESSAGE_ID_INVALID: {
    status: 400,
    description: 'The message id in the path must be a UUID, as answered in messages[].id of the send response.',
  },
  SENDER_NOT_CONFIGURED: { status: 400, description: 'This sender is not configured for the organization.' },
  MSISDN_INVALID: {
    status: 400,
    description: `This must be a mobile number with its country calling code, as messages[].to takes it: ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits, not starting with 0, valid for that code (a leading + or 00 and spaces, -, . or parentheses are accepted).`,
  },
  MSISDNS_COUNT_INVALID: { status: 400, description: `A capability check takes 1 to ${CAPABILITY_MSISDNS_MAX} numbers in msisdns.` },
  QUERY_PARAMETER_UNKNOWN: {
    status: 400,
    description: 'This query parameter is not one the operation takes: a misspelt filter is refused, never ignored.',
  },
  QUERY_PARAMETER_REPEATED: { status: 400, description: 'This query parameter was given more than once; give it once.' },
  CAPABILITIES_FLAG_INVALID: { status: 400, description: 'The capabilities parameter of a preflight must be true or false.' },
  LIMIT_INVALID: { status: 400, description: `The limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}, written in digits.` },
  AFTER_INVALID: {
    status: 400,
    description: 'The after parameter must be a whole number from 0, written in digits: the sequence of the last event seen (the next of the previous page).',
  },
  CURSOR_INVALID: {
    status: 400,
    description: 'The cursor must be the next of an earlier page of the message list, as it was answered.',
  },
  STATE_INVALID: { status: 400, description: `The state must be one of ${MESSAGE_STATES.join(', ')}.` },
  CHANNEL_INVALID: { status: 400, description: 'The channel must be RCS or SMS.' },
  TIME_RANGE_INVALID: { status: 400, description: 'The until date-time must not be earlier than since.' },
  UNAUTHENTICATED: {
    status: 401,
    description: 'Authentication is missing or invalid: send the header Authorization: Bearer <API_KEY>.',
  },
  INSUFFICIENT_BALANCE: {
    status: 402,
    description: 'The organization has not enough RCS balance for the messages of this request.',
  },
  ORGANIZATION_FORBIDDEN: { status: 403, description: 'This API key is not authorized for the organization.' },
  RCS_CHANNEL_NOT_ENABLED: { status: 403, description: 'The organization has no access to the RCS channel.' },
  ORGANIZATION_NOT_FOUND: { status: 404, description: 'The organization does not exist.' },
  MESSAGE_NOT_FOUND: {
    status: 404,
    description: 'No message with this id is known to an organization of this API key.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    description:
      'There is no such endpoint: send to POST /v1.2/rcs/send, look a message up (GET) or cancel it (DELETE) at /v1.2/rcs/messages/{id}, list messages at GET /v1.2/rcs/messages, read events at GET /v1.2/rcs/events, check capabilities at /v1.2/rcs/capabilities, predict a send at POST /v1.2/rcs/preflight.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    description: 'This method is not allowed on this endpoint: the Allow header lists those that are.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    description: 'The request was not received in time (headers or body too slow); the connection is closed.',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    description: 'A request with this Idempotency-Key is still being processed; retry after it completes.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    description: `The request body is too large: a send carries at most ${LIMITS.messagesMax} messages of ${LIMITS.messageBytesMax} bytes each, a capability check at most ${CAPABILITIES_MAX_BODY_BYTES} bytes.`,
  },
  URI_TOO_LONG: { status: 414, description: 'The request target (path and query) is too long.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    description: 'The request body must be sent as Content-Type: application/json (UTF-8).',
  },
  CONTENT_ENCODING_UNSUPPORTED: {
    status: 415,
    description: 'The request body must be sent without a Content-Encoding (or as identity): compressed bodies are not accepted.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    description: 'This Idempotency-Key was already used with a different request body.',
  },
  RATE_LIMITED: { status: 429, description: 'Too many requests: retry after the number of seconds in Retry-After.' },
  HEADERS_TOO_LARGE: { status: 431, description: 'The request headers are too large.' },
  INTERNAL_ERROR: { status: 500, description: 'An unexpected error occurred; nothing was submitted or charged.' },
  SUBMIT_FAILED: {
    status: 500,
    description: 'The message could not be submitted for processing; it was not charged and may be sent again.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    description: 'The service is temporarily unavailable; nothing was submitted or charged. Retry later.',
  },
  SERVER_BUSY: {
    status: 503,
    description: 'The server is at its limit of connections or of request bodies being read at once; nothing was read, submitted or charged. Retry after Retry-After.',
  },
} as const satisfies Record<string, ServiceErrorDefinition>;

/** A code of {@link SERVICE_ERRORS}. @public */
export type ServiceErrorCode = keyof typeof SERVICE_ERRORS;

/**
 * Any code a response can carry: a service code, a validation code of the core, a profile code
 * (`PROFILE_...`, with a validation profile) or a `rules` hook's own UPPER_SNAKE_CASE code.
 * @public
 */
export type ResponseErrorCode = ServiceErrorCode | ProfiledIssueCode;

const VALIDATION_STATUS = 400;

/**
 * The HTTP status of a code: its {@link SERVICE_ERRORS} entry, or 400 for a validation code
 * (the core's, a profile's or a `rules` hook's).
 *
 * @public
 */
export function statusOf(code: ResponseErrorCode): number {
  return Object.hasOwn(SERVICE_ERRORS, code) ? SERVICE_ERRORS[code as ServiceErrorCode].status : VALIDATION_STATUS;
}
