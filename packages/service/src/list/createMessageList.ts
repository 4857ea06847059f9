import { _organizationQuery } from '../query/organizationQuery';
import { _pageLimitOf } from '../query/pageFields';
import { _BASE_HEADERS, _issueResponse, errorResponse } from '../response/errorResponse';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _callPort } from '../service/portCall';
import { _statusBody } from '../status/statusResponse';
import { _listCursorOf, _listPositionOf } from './listCursor';
import { _FILTER_PARAMETERS, _messageFilterOf } from './messageFilterFields';
import type { MessageList, MessageListInput, MessageListOptions, MessageListPorts, MessageListResponse } from './types';

/** One page: the organization and its query, the filters, `limit`, `cursor`, then the store. */
async function listPage(ports: MessageListPorts, input: MessageListInput): Promise<MessageListResponse> {
  const query = await _organizationQuery(ports, input, [..._FILTER_PARAMETERS, 'limit', 'cursor']);
  if (!query.ok) return query.response;
  const filter = _messageFilterOf(query.fields);
  if (!filter.ok) return _issueResponse(filter.issue);
  const limit = _pageLimitOf(query.fields.limit);
  if (!limit.ok) return _issueResponse(limit.issue);
  const { cursor } = query.fields;
  const after = cursor === undefined ? undefined : _listPositionOf(cursor);
  if (cursor !== undefined && after === undefined) return errorResponse('CURSOR_INVALID', 'cursor');
  const page = await _callPort('messages', () => ports.messages.list(query.organizationId, filter.value, limit.value, after));
  const body = { messages: page.messages.map(_statusBody), next: page.next === null ? null : _listCursorOf(page.next) };
  return { status: 200, headers: { ..._BASE_HEADERS }, body };
}

/**
 * The message list of `GET /v1.2/rcs/messages?organizationId=` over a store's list: an
 * organization's messages, newest first (by acceptance time, then id), each as the status lookup
 * answers it, with the filters given (`state`, `channel`, `to`, `from`, and `since` included and
 * `until` excluded on the acceptance time), at most `limit` (1 to {@link PAGE_LIMIT_MAX}, default
 * {@link PAGE_LIMIT_DEFAULT}) a page, and `next`, the `cursor` of the next page (null after the
 * last). In order: 401 as sending; 400 for a query parameter not taken or repeated;
 * `organizationId` as the send reads it, then 403 or 404 unless the key's principal is a member
 * (an organization without the RCS channel still lists its messages); 400 for a filter, the
 * range, `limit` or `cursor` (CURSOR_INVALID for any text that is not exactly the cursor of a
 * position). Not counted against the send rate limit. A throwing port is 500 (503 for
 * `ServiceUnavailableError`).
 *
 * @throws TypeError at construction when a port lacks its method.
 * @public
 */
export function createMessageList(options: MessageListOptions): MessageList {
  const { ports } = options;
  if (typeof ports?.auth?.authenticate !== 'function' || typeof ports.organizations?.access !== 'function' || typeof ports.messages?.list !== 'function') {
    throw new TypeError('createMessageList: options.ports needs auth.authenticate, organizations.access and messages.list');
  }
  const onError = _safeOnError(options.onError);
  return {
    async list(input) {
      try {
        return await listPage(ports, input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    },
  };
}
