import type { ListPosition, MessageFilter, MessageListing, MessageListPort, MessageStatus } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import { _acceptedStatus, type _AcceptedRow } from '../states/acceptedStatus';

/** The most index entries a page with a filter on state, channel, recipient or sender looks at before it answers with what it found. */
const SCAN_ROWS = 10_000;

/** Below every acceptance instant: a list with no `since`. */
const EARLIEST = Number.MIN_SAFE_INTEGER;

/** Above every acceptance instant: a list from the newest message. */
const LATEST = Number.MAX_SAFE_INTEGER;

/** A row of a page: the message's ACCEPTED columns, its place, and its status once it changed. */
type ListRow = _AcceptedRow & { readonly accepted_ms: number; readonly status: string | null };

/** The place of a row in the list. */
const positionOf = (row: { readonly accepted_ms: number; readonly id: string }): ListPosition => ({ acceptedAt: row.accepted_ms, id: row.id });

/** The place just below which a page starts: `after`, or `until` when that is nearer the newest (an id sorts above ''), or the top. */
function topOf(filter: MessageFilter, after: ListPosition | undefined): readonly [number, string] {
  const until: readonly [number, string] = [filter.until ?? LATEST, ''];
  if (after === undefined) return until;
  return after.acceptedAt < until[0] || (after.acceptedAt === until[0] && after.id < until[1]) ? [after.acceptedAt, after.id] : until;
}

/**
 * The message list over the `messages` table: one walk down the index `messages_list`
 * (organization, acceptance instant, id, recipient, sender), newest first, between the page's
 * top (`after`, or `until`) and its floor (`since`), joined to `states` by id for the current
 * state and channel (no row: ACCEPTED on RCS). The recipient and sender filters read the index
 * alone. A filter on state, channel, recipient or sender looks at most at the next 10,000
 * entries: a page that found fewer than `limit` among them answers with the position of the
 * last one it looked at as `next`, so a page costs the same with a million messages. Ids
 * compare as SQLite compares text (by UTF-8 bytes; the service's ids are ASCII).
 *
 * @internal
 */
export function _sqliteMessageList(db: _Database): MessageListPort {
  const bounds = 'm.organization_id = @organizationId AND (m.accepted_ms, m.id) < (@topMs, @topId) AND (m.accepted_ms, m.id) >= (@floorMs, @floorId)';
  const floor = db.prepare<Record<string, unknown>, { accepted_ms: number; id: string }>(
    `SELECT m.accepted_ms, m.id FROM messages m INDEXED BY messages_list WHERE ${bounds} ORDER BY m.accepted_ms DESC, m.id DESC LIMIT 1 OFFSET @scan`,
  );
  const page = db.prepare<Record<string, unknown>, ListRow>(
    `SELECT m.id, m.organization_id, m.accepted_at, m.recipient, m.sender, m.accepted_ms, s.status
     FROM messages m INDEXED BY messages_list LEFT JOIN states s ON s.id = m.id
     WHERE ${bounds}
       AND (@to IS NULL OR m.recipient = @to) AND (@from IS NULL OR m.sender = @from)
       AND (@state IS NULL OR coalesce(s.state, 'ACCEPTED') = @state) AND (@channel IS NULL OR coalesce(s.channel, 'RCS') = @channel)
     ORDER BY m.accepted_ms DESC, m.id DESC LIMIT @take`,
  );

  const list = (organizationId: string, filter: MessageFilter, limit: number, after: ListPosition | undefined): MessageListing => {
    const [topMs, topId] = topOf(filter, after);
    const range = { organizationId, topMs, topId, floorMs: filter.since ?? EARLIEST, floorId: '' };
    const sifted = filter.state !== undefined || filter.channel !== undefined || filter.to !== undefined || filter.from !== undefined;
    // A page that sifts looks down to the entry SCAN_ROWS below its top at most: that entry is its floor.
    const stop = sifted ? floor.get({ ...range, scan: Math.max(SCAN_ROWS, limit + 1) - 1 }) : undefined;
    const bounded = stop === undefined ? range : { ...range, floorMs: stop.accepted_ms, floorId: stop.id };
    const rows = page.all({ ...bounded, take: limit + 1, to: filter.to ?? null, from: filter.from ?? null, state: filter.state ?? null, channel: filter.channel ?? null });
    const found = rows.slice(0, limit);
    const messages = found.map((row): MessageStatus => (row.status === null ? _acceptedStatus(row) : (JSON.parse(row.status) as MessageStatus)));
    // More matches past the last one found; else, when the page stopped looking, everything down to `stop` was looked at.
    const next = rows.length > limit ? positionOf(found.at(-1)!) : stop === undefined ? null : positionOf(stop);
    return { messages, next };
  };

  return {
    list: async (organizationId, filter, limit, after) => _guard(db, 'message list', () => list(organizationId, filter, limit, after)),
  };
}
