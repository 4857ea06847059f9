import { MESSAGES_PATH } from '../http/constants';
import { _readHeaders } from '../http/readHeaders';
import { _isReadMethod, _READ_ALLOW } from '../http/readMethod';
import type { HttpRequestLike } from '../http/types';
import { _queryOf } from '../query/queryFields';
import { errorResponse } from '../response/errorResponse';
import type { MessageList, MessageListResponse } from './types';

/** True for the path of the message list, {@link MESSAGES_PATH} itself (without its query; `/v1.2/rcs/messages/{id}` is the status lookup's). @public */
export const isMessageListPath = (path: string): boolean => path === MESSAGES_PATH;

/**
 * The HTTP layer of the message list, for any host, given the request target (path and query,
 * as routed): GET (and HEAD) answers the page its query names; another method is 405 with `Allow: GET, HEAD`; an
 * Authorization header sent twice is 400 HEADER_REPEATED. Never throws.
 *
 * @public
 */
export async function handleMessageListHttpRequest(list: MessageList, request: Pick<HttpRequestLike, 'method' | 'header' | 'headerCount'>, target: string): Promise<MessageListResponse> {
  if (!_isReadMethod(request.method)) return errorResponse('METHOD_NOT_ALLOWED', '', { allow: _READ_ALLOW });
  const read = _readHeaders(request, ['authorization']);
  if (!read.ok) return read.response;
  return list.list({ authorization: read.headers.authorization, query: _queryOf(target) });
}
