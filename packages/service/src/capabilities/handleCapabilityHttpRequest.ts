import { CAPABILITIES_MAX_BODY_BYTES, CAPABILITIES_PATH } from '../http/constants';
import { _readJsonBody } from '../http/parseBody';
import { _readHeaders } from '../http/readHeaders';
import { _isReadMethod, _READ_ALLOW } from '../http/readMethod';
import type { HttpRequestLike } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import type { CapabilityCheck, CapabilityResponse } from './types';

const PREFIX = `${CAPABILITIES_PATH}/`;

/** True for a path of the capability check: {@link CAPABILITIES_PATH} itself (several numbers) or one segment after it (one number; any, even empty: the check answers 400). @public */
export const isCapabilityPath = (path: string): boolean => path === CAPABILITIES_PATH || (path.startsWith(PREFIX) && !path.includes('/', PREFIX.length));

/** A path segment percent-decoded (`%2B351…` reads `+351…`), or `''` when it does not decode. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * The HTTP layer of the capability check, for any host, given the request target (path and
 * query, as routed: a path of {@link isCapabilityPath}): `POST /v1.2/rcs/capabilities` checks
 * the numbers of a bounded JSON body (415, 413 and 400 for a body that is not UTF-8 JSON of at
 * most {@link CAPABILITIES_MAX_BODY_BYTES} bytes), `GET /v1.2/rcs/capabilities/{msisdn}` (and HEAD) one
 * number, its query naming `organizationId` and `from`; another method is 405 with `Allow`; a
 * header that must appear once sent twice (Authorization, Content-Type...) is 400
 * HEADER_REPEATED. Never throws.
 *
 * @public
 */
export async function handleCapabilityHttpRequest(check: CapabilityCheck, request: HttpRequestLike, target: string): Promise<CapabilityResponse> {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const bulk = path === CAPABILITIES_PATH;
  const allowed = bulk ? request.method === 'POST' : _isReadMethod(request.method);
  if (!allowed) return errorResponse('METHOD_NOT_ALLOWED', '', { allow: bulk ? 'POST' : _READ_ALLOW });
  const read = _readHeaders(request, ['authorization']);
  if (!read.ok) return read.response;
  const { authorization } = read.headers;
  if (bulk) return check.checkMany({ authorization, readBody: () => _readJsonBody(request, CAPABILITIES_MAX_BODY_BYTES) });
  const query = new URLSearchParams(queryAt === -1 ? '' : target.slice(queryAt + 1));
  return check.check({ authorization, msisdn: decoded(path.slice(PREFIX.length)), query });
}
