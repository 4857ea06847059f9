// The error responses of an operation of schemas/openapi.yaml beside the send: each status of
// the codes it answers (from the service's one table), their examples, and the headers that
// status carries.
import { SERVICE_ERRORS, errorResponse, type ServiceErrorCode } from '@rcs-send/service';
import type { Json, Schema } from './json';

/** The codes only the operations beside the send answer (the message resource, the capability check, the events feed, the message list, the preflight): the send never does. */
export const NOT_SEND_CODES: readonly ServiceErrorCode[] = [
  'MESSAGE_ID_INVALID', 'MESSAGE_NOT_FOUND', 'MSISDN_INVALID', 'MSISDNS_COUNT_INVALID', 'QUERY_PARAMETER_UNKNOWN', 'QUERY_PARAMETER_REPEATED',
  'LIMIT_INVALID', 'AFTER_INVALID', 'CURSOR_INVALID', 'STATE_INVALID', 'CHANNEL_INVALID', 'TIME_RANGE_INVALID', 'CAPABILITIES_FLAG_INVALID',
];

/** What an operation's error responses are made of. */
export interface ErrorResponsesOf {
  /** Every code it answers, in status order (the host's framing, timeout and size codes included). */
  readonly codes: readonly ServiceErrorCode[];
  /** What a status means for this operation, when more than its first code's description says. */
  readonly meaning: Readonly<Record<number, string>>;
  /** The response headers of a status (e.g. Retry-After of 503). */
  readonly headers: Readonly<Record<number, Schema>>;
  /** The reference to a component schema, by title. */
  readonly ref: (title: string) => Schema;
  /** Extra examples of a status's body, beside one per code (e.g. the send's validation codes at a field). */
  readonly examples?: Readonly<Record<number, Schema>>;
}

/** The responses of `of.codes`, one per status: the ErrorBody schema, one example per code, and the status's headers. */
export function errorResponses(of: ErrorResponsesOf): Schema {
  const responses: Schema = {};
  for (const status of [...new Set(of.codes.map((code) => SERVICE_ERRORS[code].status))]) {
    const codes = of.codes.filter((code) => SERVICE_ERRORS[code].status === status);
    const examples = { ...of.examples?.[status], ...Object.fromEntries(codes.map((code) => [code, { summary: code, value: errorResponse(code).body as unknown as Json }])) };
    const meaning = of.meaning[status] ?? SERVICE_ERRORS[codes[0] as ServiceErrorCode].description;
    const content = { 'application/json': { schema: of.ref('ErrorBody'), examples } };
    responses[String(status)] = { description: `${meaning} Service codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`, ...(of.headers[status] && { headers: of.headers[status] }), content } as Json;
  }
  return responses;
}
