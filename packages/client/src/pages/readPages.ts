import type { EventFeedBody, MessageListBody, MessageStatusBody, WebhookPayload } from '../apiTypes';
import type { EventsQuery, MessageListQuery } from '../clientTypes';

/** Reads one page of `path` with the query `search` (retried as every call is); rejects with an RcsSendError for an answer that is not a 200. @internal */
export type _PageReader = <Body>(path: string, search: URLSearchParams) => Promise<Body>;

/** A page not in its shape: never followed (a server that answered it could make a reader loop forever). */
const notAPage = (path: string): TypeError => new TypeError(`rcs-send answered ${path} a page that is not one, or whose next does not move on`);

/**
 * The events of the feed above `query.after`, page after page (each `next` the `after` of the
 * following read), until a page is empty: then the reader is caught up. @internal
 */
export async function* _eventPages(read: _PageReader, query: EventsQuery): AsyncGenerator<WebhookPayload, void, undefined> {
  let after = query.after ?? 0;
  for (;;) {
    const search = new URLSearchParams({ organizationId: query.organizationId, after: String(after), ...(query.pageSize === undefined ? {} : { limit: String(query.pageSize) }) });
    const page = await read<EventFeedBody>('/v1.2/rcs/events', search);
    if (!Array.isArray(page.events)) throw notAPage('/v1.2/rcs/events');
    if (page.events.length === 0) return;
    if (!(typeof page.next === 'number' && page.next > after)) throw notAPage('/v1.2/rcs/events');
    yield* page.events;
    after = page.next;
  }
}

/** The query of the message list for `query`, its dates as RFC 3339 UTC date-times. */
function listSearch(query: MessageListQuery): URLSearchParams {
  const search = new URLSearchParams({ organizationId: query.organizationId });
  for (const name of ['state', 'channel', 'to', 'from'] as const) if (query[name] !== undefined) search.set(name, query[name]);
  for (const name of ['since', 'until'] as const) {
    const at = query[name];
    if (at !== undefined) search.set(name, typeof at === 'string' ? at : at.toISOString());
  }
  if (query.pageSize !== undefined) search.set('limit', String(query.pageSize));
  return search;
}

/** The messages of the list matching `query`, newest first, page after page (each `next` the `cursor` of the following one) until `next` is null. @internal */
export async function* _messagePages(read: _PageReader, query: MessageListQuery): AsyncGenerator<MessageStatusBody, void, undefined> {
  const search = listSearch(query);
  for (;;) {
    const page = await read<MessageListBody>('/v1.2/rcs/messages', search);
    if (!Array.isArray(page.messages) || !(page.next === null || (typeof page.next === 'string' && page.next !== search.get('cursor')))) throw notAPage('/v1.2/rcs/messages');
    yield* page.messages;
    if (page.next === null) return;
    search.set('cursor', page.next);
  }
}
