import { MESSAGES_PATH } from '../http/constants';
import { _readHeaders } from '../http/readHeaders';
import { _isReadMethod, _READ_ALLOW } from '../http/readMethod';
import { errorResponse } from '../response/errorResponse';
import type { HttpRequestLike } from '../http/types';
import type { StatusLookup, StatusLookupResponse } from './types';

const PREFIX = `${MESSAGES_PATH}/`;

/** True for a path of the status lookup, `/v1.2/rcs/messages/{id}`: one segment after {@link MESSAGES_PATH} (any, even empty: the lookup answers 400 for a non-UUID). @public */
export const isStatusPath = (path: string): boolean => path.startsWith(PREFIX) && !path.includes('/', PREFIX.length);

/** The last segment of a URL path (its query cut off): the message id of `/v1.2/rcs/messages/{id}`. @internal */
export function _lastPathSegment(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The HTTP layer of the status lookup, for any host: GET (and HEAD) looks the message `id` up
 * (the last segment of the path, as written), DELETE cancels it when the lookup can
 * (`lookup.cancel`); another method is 405 with `Allow: GET, HEAD` (or `GET, HEAD, DELETE`).
 * Never throws.
 *
 * @public
 */
export async function handleStatusHttpRequest(lookup: StatusLookup, request: Pick<HttpRequestLike, 'method' | 'header' | 'headerCount'>, id: string): Promise<StatusLookupResponse> {
  const answer = _isReadMethod(request.method) ? lookup.lookup.bind(lookup) : request.method === 'DELETE' ? lookup.cancel?.bind(lookup) : undefined;
  if (answer === undefined) return errorResponse('METHOD_NOT_ALLOWED', '', { allow: lookup.cancel === undefined ? _READ_ALLOW : `${_READ_ALLOW}, DELETE` });
  const read = _readHeaders(request, ['authorization']);
  if (!read.ok) return read.response;
  return answer({ authorization: read.headers.authorization, id });
}
