import type { ServiceErrorCode } from './catalogue';

/** The transport faults an HTTP layer decides: the request never reached the acceptance sequence. @public */
export type TransportErrorCode = Extract<
  ServiceErrorCode,
  'MALFORMED_JSON' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'
>;

/**
 * Thrown by an HTTP layer's body reader (see {@link SendInput.readBody}) when the body cannot
 * be read as the API's JSON: too large, wrong content type, malformed. The service answers
 * with the code's status from {@link SERVICE_ERRORS}.
 *
 * @public
 */
export class TransportError extends Error {
  /** The fault, a key of {@link SERVICE_ERRORS}. */
  readonly code: TransportErrorCode;

  /** A transport fault of kind `code`. */
  constructor(code: TransportErrorCode) {
    super(code);
    this.name = 'TransportError';
    this.code = code;
  }
}
