import { keptEventPayload } from '../events/keptEvent';
import { _BASE_HEADERS, _issueResponse } from '../response/errorResponse';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _callPort } from '../service/portCall';
import { _organizationQuery } from '../query/organizationQuery';
import { _afterOf, _pageLimitOf } from '../query/pageFields';
import type { EventFeed, EventFeedInput, EventFeedOptions, EventFeedPorts, EventFeedResponse } from './types';

/** One read: the organization and its query, `after`, `limit`, then the log. */
async function readFeed(ports: EventFeedPorts, input: EventFeedInput): Promise<EventFeedResponse> {
  const query = await _organizationQuery(ports, input, ['after', 'limit']);
  if (!query.ok) return query.response;
  const after = _afterOf(query.fields.after);
  if (!after.ok) return _issueResponse(after.issue);
  const limit = _pageLimitOf(query.fields.limit);
  if (!limit.ok) return _issueResponse(limit.issue);
  const kept = await _callPort('events', () => ports.events.after(query.organizationId, after.value, limit.value));
  const events = kept.map(keptEventPayload);
  return { status: 200, headers: { ..._BASE_HEADERS }, body: { events, next: events.at(-1)?.sequence ?? after.value } };
}

/**
 * The events feed of `GET /v1.2/rcs/events?organizationId=&after=&limit=` over an event log: an
 * organization's events with a sequence above `after` (default 0), in sequence order, at most
 * `limit` (1 to {@link PAGE_LIMIT_MAX}, default {@link PAGE_LIMIT_DEFAULT}), each the body its
 * webhook carries (`id`, `type`, `timestamp`, `sequence`, `data`), and `next`, the `after` of
 * the next read (the last sequence, or `after` itself for an empty page). In order: 401 as
 * sending; 400 for a query parameter not taken or repeated; `organizationId` as the send reads
 * it, then 403 or 404 unless the key's principal is a member (an organization without the RCS
 * channel still reads its events); 400 AFTER_INVALID, LIMIT_INVALID. Not counted against the
 * send rate limit. A throwing port is 500 (503 for `ServiceUnavailableError`).
 *
 * @throws TypeError at construction when a port lacks its method.
 * @public
 */
export function createEventFeed(options: EventFeedOptions): EventFeed {
  const { ports } = options;
  if (typeof ports?.auth?.authenticate !== 'function' || typeof ports.organizations?.access !== 'function' || typeof ports.events?.after !== 'function') {
    throw new TypeError('createEventFeed: options.ports needs auth.authenticate, organizations.access and events.after');
  }
  const onError = _safeOnError(options.onError);
  return {
    async read(input) {
      try {
        return await readFeed(ports, input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    },
  };
}
