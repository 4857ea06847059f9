import { TransportError } from '../errors/transportError';
import { DEFAULT_MAX_BODY_BYTES } from '../http/constants';
import { _readJsonBody } from '../http/parseBody';
import { _readHeaders } from '../http/readHeaders';
import type { HttpRequestLike } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import { _judgeSendRequest } from './judgeSendRequest';
import type { ValidationOptions, ValidationVerdict } from './types';

/**
 * Validation only, for any host: 405 (with `Allow: POST`) for another method; 400
 * HEADER_REPEATED for a header that must appear once sent twice (as the service answers it);
 * 415, 413 and 400 `MALFORMED_JSON` for a body that is not bounded UTF-8 JSON; then the core's
 * rules (400 with the first error). No authentication, no ports. Never throws.
 *
 * @public
 */
export async function validateHttpRequest(request: HttpRequestLike, options: ValidationOptions = {}): Promise<ValidationVerdict> {
  if (request.method !== 'POST') return { ok: false, response: errorResponse('METHOD_NOT_ALLOWED', '', { allow: 'POST' }) };
  const read = _readHeaders(request, []);
  if (!read.ok) return read;
  try {
    const body = await _readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    return await _judgeSendRequest(body.value, options);
  } catch (error) {
    return { ok: false, response: error instanceof TransportError ? errorResponse(error.code, error.param) : errorResponse('INTERNAL_ERROR') };
  }
}
