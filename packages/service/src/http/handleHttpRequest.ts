import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { SendService } from '../service/types';
import { DEFAULT_MAX_BODY_BYTES } from './constants';
import { _readJsonBody } from './parseBody';
import { _readHeaders } from './readHeaders';
import type { HttpOptions, HttpRequestLike } from './types';

/**
 * The HTTP layer over the service, for any host: 405 (with `Allow: POST`) for another
 * method, 400 HEADER_REPEATED for a header that must appear once sent twice, then the service, which reads the body through this layer once the request is
 * authenticated (415, 413 and 400 for a body that is not bounded UTF-8 JSON). Never throws.
 *
 * @public
 */
export async function handleHttpRequest(service: SendService, request: HttpRequestLike, options: HttpOptions = {}): Promise<ServiceResponse> {
  if (request.method !== 'POST') return errorResponse('METHOD_NOT_ALLOWED', '', { allow: 'POST' });
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const read = _readHeaders(request, ['authorization', 'idempotency-key']);
  if (!read.ok) return read.response;
  const { authorization, 'idempotency-key': idempotencyKey } = read.headers;
  return service.send({ authorization, idempotencyKey, readBody: () => _readJsonBody(request, maxBytes) });
}
