import type { TransportErrorCode } from '../errors/transportError';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';

/** The `type` of body-parser and raw-body errors with a code of their own; their other 4xx are 413, 415 or MALFORMED_JSON. */
const CODE_OF_TYPE: Readonly<Record<string, TransportErrorCode>> = {
  'entity.parse.failed': 'MALFORMED_JSON',
  'entity.too.large': 'PAYLOAD_TOO_LARGE',
  'encoding.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
  'charset.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
};

/** The transport code of a body parser's error, or undefined when `error` is not one. */
function codeOf(error: unknown): TransportErrorCode | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, statusCode } = error as { type?: unknown; status?: unknown; statusCode?: unknown };
  const httpStatus = typeof status === 'number' ? status : statusCode;
  if (typeof httpStatus !== 'number' || httpStatus < 400 || httpStatus > 499) return undefined;
  if (typeof type === 'string' && Object.hasOwn(CODE_OF_TYPE, type)) return CODE_OF_TYPE[type];
  // A 413 or 415 without a known type keeps its meaning: inflation (under co-body) throws an
  // unsupported Content-Encoding as a bare 415.
  if (httpStatus === 413) return 'PAYLOAD_TOO_LARGE';
  if (httpStatus === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  // co-body (koa-bodyparser, @koa/bodyparser) throws the parser's SyntaxError with status 400 and no type.
  return typeof type === 'string' || error instanceof SyntaxError ? 'MALFORMED_JSON' : undefined;
}

/**
 * The API's error response for an error thrown by a framework's body parser (body-parser and
 * `express.json()`, co-body and `@koa/bodyparser`, raw-body): `entity.parse.failed` is 400
 * MALFORMED_JSON, `entity.too.large` (or any 413) 413, `encoding.unsupported` and
 * `charset.unsupported` (or any 415) 415, any other 4xx with a `type`, or a SyntaxError with
 * a 4xx status (co-body), 400 MALFORMED_JSON. Undefined for any other error (a 5xx included).
 *
 * @public
 */
export function bodyParserErrorResponse(error: unknown): ServiceResponse | undefined {
  let code: TransportErrorCode | undefined;
  try {
    code = codeOf(error);
  } catch {
    return undefined; // a hostile getter: not a body parser's error
  }
  return code === undefined ? undefined : errorResponse(code);
}
