import { EVENTS_PATH } from '../http/constants';
import { _readHeaders } from '../http/readHeaders';
import { _isReadMethod, _READ_ALLOW } from '../http/readMethod';
import type { HttpRequestLike } from '../http/types';
import { _queryOf } from '../query/queryFields';
import { errorResponse } from '../response/errorResponse';
import type { EventFeed, EventFeedResponse } from './types';

/** True for the path of the events feed, {@link EVENTS_PATH} (without its query). @public */
export const isEventFeedPath = (path: string): boolean => path === EVENTS_PATH;

/**
 * The HTTP layer of the events feed, for any host, given the request target (path and query, as
 * routed): GET (and HEAD) reads the page its query names; another method is 405 with `Allow: GET, HEAD`; an
 * Authorization header sent twice is 400 HEADER_REPEATED. Never throws.
 *
 * @public
 */
export async function handleEventFeedHttpRequest(feed: EventFeed, request: Pick<HttpRequestLike, 'method' | 'header' | 'headerCount'>, target: string): Promise<EventFeedResponse> {
  if (!_isReadMethod(request.method)) return errorResponse('METHOD_NOT_ALLOWED', '', { allow: _READ_ALLOW });
  const read = _readHeaders(request, ['authorization']);
  if (!read.ok) return read.response;
  return feed.read({ authorization: read.headers.authorization, query: _queryOf(target) });
}
