import type { ErrorBody } from './apiTypes';

/**
 * An answer of the service that is not a success: its HTTP status and, when the answer was in
 * the API's error shape, that body (`body.error.code`, `param`, `description`). A 409 of a cancel
 * refused is not one: `cancel` resolves with it.
 *
 * @public
 */
export class RcsSendError extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** The API's error body, or undefined when the answer was not in its shape (e.g. a proxy's page). */
  readonly body: ErrorBody | undefined;
  /** The seconds the service asked to wait (`Retry-After`), when it did. */
  readonly retryAfterSeconds: number | undefined;

  /** An error of `status` with the body the service answered. */
  constructor(status: number, body: ErrorBody | undefined, retryAfterSeconds?: number) {
    super(body === undefined ? `rcs-send answered ${status}` : `rcs-send answered ${status} ${body.error.code}${body.error.param === '' ? '' : ` at ${body.error.param}`}: ${body.error.description}`);
    this.name = 'RcsSendError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
