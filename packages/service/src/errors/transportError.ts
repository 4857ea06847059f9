import type { ServiceErrorCode } from './catalogue';

/** The transport faults an HTTP layer decides: the request never reached the acceptance sequence. @public */
export type TransportErrorCode = Extract<
  ServiceErrorCode,
  'MALFORMED_JSON' | 'DUPLICATE_KEY' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'CONTENT_ENCODING_UNSUPPORTED'
>;

/**
 * Thrown by an HTTP layer's body reader (see {@link SendInput.readBody}) when the body cannot
 * be read as the API's JSON: too large, wrong content type, malformed, a key repeated in one
 * object. The service answers with the code's status from {@link SERVICE_ERRORS}.
 *
 * @public
 */
export class TransportError extends Error {
  /** The fault, a key of {@link SERVICE_ERRORS}. */
  readonly code: TransportErrorCode;
  /** The path of the field at fault (the repeated key of DUPLICATE_KEY), `""` for the body as a whole. */
  readonly param: string;

  /** A transport fault of kind `code`, at `param`. */
  constructor(code: TransportErrorCode, param = '') {
    super(code);
    this.name = 'TransportError';
    this.code = code;
    this.param = param;
  }
}
