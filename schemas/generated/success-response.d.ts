/* Generated from schemas/success-response.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * The verdict on one message of an accepted request.
 */
export type MessageOutcome = AcceptedMessage | RejectedMessage;
/**
 * An UPPER_SNAKE_CASE error code: a validation code of @rcs-send/core (status 400, each documented in packages/core/RULES.md), a validation profile's code (PROFILE_..., status 400, in the core's PROFILE_ERROR_CATALOGUE) or a deployment's own rule code (status 400) when the deployment has them, or a code of the service (its status is in the OpenAPI responses). A client must accept codes it does not know.
 */
export type ResponseErrorCode = string;

/**
 * The success body (200 or 202): `error: null` and one outcome per message, in request order.
 */
export interface SuccessBody {
  /**
   * Always null on success.
   */
  error: null;
  /**
   * One outcome per element of the request's `messages`.
   */
  messages: MessageOutcome[];
}
/**
 * A message taken by the submit port for asynchronous processing.
 */
export interface AcceptedMessage {
  /**
   * Index of the message in the request's `messages`.
   */
  index: number;
  /**
   * Always ACCEPTED.
   */
  status: 'ACCEPTED';
  /**
   * The id the message was submitted with.
   */
  id: string;
}
/**
 * A message not accepted: invalid, its sender not configured, or not taken by the submit port.
 */
export interface RejectedMessage {
  /**
   * Index of the message in the request's `messages`.
   */
  index: number;
  /**
   * Always REJECTED.
   */
  status: 'REJECTED';
  /**
   * Why: the message's first error, in the API's error shape.
   */
  error: ResponseIssue;
}
/**
 * The API's error object (section 7): what went wrong and where.
 */
export interface ResponseIssue {
  /**
   * An UPPER_SNAKE_CASE code: a service code or a validation code of the core.
   */
  code: ResponseErrorCode;
  /**
   * Dot-and-bracket path of the field in the request body; "" when no field is at fault.
   */
  param: string;
  /**
   * A human sentence describing the error.
   */
  description: string;
}
