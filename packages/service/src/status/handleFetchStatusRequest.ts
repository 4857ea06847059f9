import { _fetchHttpRequest, _toFetchResponse } from '../http/fetchHttpRequest';
import { _lastPathSegment, handleStatusHttpRequest } from './handleStatusHttpRequest';
import type { StatusLookup } from './types';

/**
 * Answers one Fetch-API `Request` already routed to `/v1.2/rcs/messages/{id}` (e.g. by
 * Hono's router): the id is the last segment of the URL's path.
 *
 * @public
 */
export async function handleFetchStatusRequest(lookup: StatusLookup, request: Request): Promise<Response> {
  let id = '';
  try {
    id = _lastPathSegment(new URL(request.url).pathname);
  } catch {
    // an unparsable URL has no id: 400
  }
  return _toFetchResponse(await handleStatusHttpRequest(lookup, _fetchHttpRequest(request), id));
}
