/* Generated from schemas/error-response.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * An UPPER_SNAKE_CASE error code: a validation code of @rcs-send/core (status 400, each documented in packages/core/RULES.md), a validation profile's code (PROFILE_..., status 400, in the core's PROFILE_ERROR_CATALOGUE) or a deployment's own rule code (status 400) when the deployment has them, or a code of the service (its status is in the OpenAPI responses). A client must accept codes it does not know.
 */
export type ResponseErrorCode = string;

/**
 * The API's error body: the error object and `messages: null`.
 */
export interface ErrorBody {
  /**
   * The error that decided the status.
   */
  error: ResponseIssue;
  /**
   * Always null in the error shape.
   */
  messages: null;
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
