import { DEFAULT_MAX_BODY_BYTES, PREFLIGHT_PATH } from '../http/constants';
import { _readJsonBody } from '../http/parseBody';
import { _readHeaders } from '../http/readHeaders';
import type { HttpOptions, HttpRequestLike } from '../http/types';
import { _queryOf } from '../query/queryFields';
import { errorResponse } from '../response/errorResponse';
import type { Preflight, PreflightResponse } from './types';

/** True for the path of the preflight, {@link PREFLIGHT_PATH} (without its query). @public */
export const isPreflightPath = (path: string): boolean => path === PREFLIGHT_PATH;

/**
 * The HTTP layer of the preflight, for any host, given the request target (path and query, as
 * routed): POST predicts the send of its body (415, 413 and 400 for a body that is not bounded
 * UTF-8 JSON, the send's own bound); another method is 405 with `Allow: POST`; an Authorization
 * header sent twice is 400 HEADER_REPEATED. Never throws.
 *
 * @public
 */
export async function handlePreflightHttpRequest(preflight: Preflight, request: HttpRequestLike, target: string, options: HttpOptions = {}): Promise<PreflightResponse> {
  if (request.method !== 'POST') return errorResponse('METHOD_NOT_ALLOWED', '', { allow: 'POST' });
  const read = _readHeaders(request, ['authorization']);
  if (!read.ok) return read.response;
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return preflight.check({ authorization: read.headers.authorization, query: _queryOf(target), readBody: () => _readJsonBody(request, maxBytes) });
}
