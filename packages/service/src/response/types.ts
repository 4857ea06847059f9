import type { ResponseErrorCode } from '../errors/catalogue';

/** The API's error object (section 7): what went wrong and where. @public */
export interface ResponseIssue {
  /** An UPPER_SNAKE_CASE code: a service code or a validation code of the core. */
  code: ResponseErrorCode;
  /** Dot-and-bracket path of the field in the request body; "" when no field is at fault. */
  param: string;
  /** A human sentence describing the error. */
  description: string;
}

/** The API's error body: the error object and `messages: null`. @public */
export interface ErrorBody {
  /** The error that decided the status. */
  error: ResponseIssue;
  /** Always null in the error shape. */
  messages: null;
}

/** A message taken by the submit port for asynchronous processing. @public */
export interface AcceptedMessage {
  /** Index of the message in the request's `messages`. */
  index: number;
  /** Always ACCEPTED. */
  status: 'ACCEPTED';
  /** The id the message was submitted with. */
  id: string;
}

/** A message not accepted: invalid, its sender not configured, or not taken by the submit port. @public */
export interface RejectedMessage {
  /** Index of the message in the request's `messages`. */
  index: number;
  /** Always REJECTED. */
  status: 'REJECTED';
  /** Why: the message's first error, in the API's error shape. */
  error: ResponseIssue;
}

/** The verdict on one message of an accepted request. @public */
export type MessageOutcome = AcceptedMessage | RejectedMessage;

/** The success body (200 or 202): `error: null` and one outcome per message, in request order. @public */
export interface SuccessBody {
  /** Always null on success. */
  error: null;
  /** One outcome per element of the request's `messages`. */
  messages: MessageOutcome[];
}

/** An HTTP answer decided by the service or its HTTP layer, for any host to write (`Body`: what its body may be). @public */
export interface ServiceResponse<Body = SuccessBody | ErrorBody> {
  /** The HTTP status. */
  status: number;
  /** Response headers, names in lower case: content-type, cache-control, x-content-type-options, and any of www-authenticate, retry-after, allow, idempotent-replayed. */
  headers: Record<string, string>;
  /** The JSON body. */
  body: Body;
}
