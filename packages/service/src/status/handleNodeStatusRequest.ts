import { _nodeHttpRequest } from '../node/nodeHttpRequest';
import type { NodeRequestLike } from '../node/nodeTypes';
import { _lastPathSegment, handleStatusHttpRequest } from './handleStatusHttpRequest';
import type { StatusLookup, StatusLookupResponse } from './types';

/**
 * Answers one node request already routed to `/v1.2/rcs/messages/{id}`: the id is the
 * last segment of the request's path. Never throws; write the result with `writeNodeResponse`.
 *
 * @public
 */
export function handleNodeStatusRequest(lookup: StatusLookup, request: NodeRequestLike): Promise<StatusLookupResponse> {
  return handleStatusHttpRequest(lookup, _nodeHttpRequest(request, undefined), _lastPathSegment(request.url ?? ''));
}
