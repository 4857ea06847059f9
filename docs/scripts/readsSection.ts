// Section 12 of docs/api.md: the two reads of an organization's data, GET /v1.2/rcs/events (the
// events feed) and GET /v1.2/rcs/messages (the message list), read from the service's constants
// and the examples of schemas/openapi.yaml (the list's made by the service itself).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PATH, MESSAGE_STATES, MESSAGES_PATH, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@rcs-send/service';
import { SQLITE_STORE_DEFAULTS } from '@rcs-send/sqlite';
import { parse } from 'yaml';
import { n } from './markdown';

/** The examples of the 200 of `path` in schemas/openapi.yaml, by name. */
function examplesOf(path: string): Record<string, { value: unknown }> {
  const document = parse(readFileSync(join(import.meta.dirname, '../../schemas/openapi.yaml'), 'utf8')) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }> } }> };
  return document.paths[path]?.get.responses['200']?.content['application/json']?.examples ?? {};
}

/** A page as JSON, each of its entries (`events` or `messages`) on one line. */
function pageJson(page: unknown): string {
  const [[name, entries], [, next]] = Object.entries(page as Record<string, unknown>) as [[string, unknown[]], [string, unknown]];
  const lines = entries.map((entry, index) => `    ${JSON.stringify(entry)}${index < entries.length - 1 ? ',' : ''}`);
  return ['{', `  "${name}": [`, ...lines, '  ],', `  "next": ${JSON.stringify(next)}`, '}'].join('\n');
}

/** Section 12: the events feed, the message list, and how their queries are read. */
export function readsSection(): string {
  const retentionDays = SQLITE_STORE_DEFAULTS.retentionMs / 86_400_000;
  const feed = examplesOf(EVENTS_PATH)['page']?.value;
  const list = examplesOf(MESSAGES_PATH)['firstPage']?.value;
  return [
    '## 12. Reading events and messages',
    '',
    'Two reads give a client what the webhooks told it, or would have: every event of an organization in order, and its',
    'messages with filters. Both are authenticated as sending is (401), name the Organization in the query',
    '(`organizationId`: the send\'s codes at `organizationId`, then 403 `ORGANIZATION_FORBIDDEN` unless the key\'s principal',
    'is a member, 404 `ORGANIZATION_NOT_FOUND`; an organization without the RCS channel still reads its own), answer',
    '`GET` and `HEAD` only (405 with `Allow: GET, HEAD`; HEAD answers as GET does, without the body), and are not counted against the send rate limit. Pages are bounded: `limit` is',
    `1 to ${n(PAGE_LIMIT_MAX)}, ${PAGE_LIMIT_DEFAULT} when absent.`,
    '',
    `### 12.1 The events feed: \`GET ${EVENTS_PATH}\``,
    '',
    `\`GET {base_url}${EVENTS_PATH}?organizationId={uuid}&after={sequence}&limit={n}\` answers the organization's events`,
    'with a `sequence` above `after` (a whole number from 0, default 0), in sequence order, each the very body its webhook',
    'carries (6): `id` (its `webhook-id`), `type`, `timestamp`, `sequence`, `data`; and `next`, the `after` of the next',
    'read: the last event\'s sequence, or `after` itself when the page is empty.',
    '',
    '```json',
    pageJson(feed),
    '```',
    '',
    '- **Catching up.** Keep the last `sequence` handled; read from it until a page is empty, then again later. Every',
    '  event is there once, in order, with the id its webhook had (drop an id already handled): a page never skips an',
    '  event written before it, and events written meanwhile come in a later page.',
    `- **Kept ${retentionDays} days.** The reference server deletes an event ${retentionDays} days after it was written (in its database`,
    '  or in Redis). A client away longer finds a first event above `after + 1`: the events between are no longer in the',
    '  feed, so a gap in `sequence` there is events gone, not events to wait for.',
    '- **Without a webhook.** An organization with no webhook URL has the same events: polling the feed is enough.',
    '- **Past the end.** An `after` beyond the last event answers an empty page with `next` equal to `after`: a client',
    '  that jumped ahead sees nothing until the organization\'s events reach that number.',
    '- Refused: `after` negative, with a point, a sign or anything but digits (`AFTER_INVALID` at `after`); `limit` out',
    '  of bounds or not in digits (`LIMIT_INVALID` at `limit`).',
    '',
    `### 12.2 The message list: \`GET ${MESSAGES_PATH}\``,
    '',
    `\`GET {base_url}${MESSAGES_PATH}?organizationId={uuid}\` answers the organization's messages, newest first (by`,
    'acceptance time, then by id: the messages of one request share their acceptance time), each exactly as the status',
    'lookup (3.1) answers it, and `next`, the `cursor` of the next page, null after the last:',
    '',
    '```json',
    pageJson(list),
    '```',
    '',
    'Filters, each optional, all of them applying together:',
    '',
    `- \`state\`: the state now, one of ${MESSAGE_STATES.map((state) => `\`${state}\``).join(', ')}, exactly (\`STATE_INVALID\`);`,
    '- `channel`: `RCS`, or `SMS` for a message that fell back (`CHANNEL_INVALID`);',
    '- `to`: the recipient, written as `messages[].to` may be (2.2) and read by the same rule (`MSISDN_INVALID`);',
    '- `from`: the sender (`FIELD_EMPTY` when empty);',
    '- `since` and `until`: RFC 3339 date-times (`DATETIME_INVALID`) on the acceptance time, `since` included and',
    '  `until` excluded; `until` earlier than `since` is `TIME_RANGE_INVALID` at `until` (equal ones list nothing).',
    '',
    '- **Paging.** Pass the `next` of a page as `cursor`, with the same filters, until `next` is null. A page may hold',
    '  fewer than `limit` messages and still have a `next` (a store bounds its work): follow it. Pages are stable while',
    '  messages are accepted: a message accepted after the first page is in none of the later ones (read from the top',
    '  again to see it). A message\'s state may change between pages; it is listed where it was accepted, once.',
    '- **The cursor** is opaque (base64url of where the page ended) and read strictly: only the exact text of a position',
    '  is one, and any other (cut, padded, re-encoded, altered) is `CURSOR_INVALID` at `cursor`. It carries a position,',
    '  neither the filters nor a signature: given with other filters it pages those from the same place, and the cursor',
    '  of a position no page answered pages from that position.',
    '',
    '### 12.3 How the query is read',
    '',
    '- **Unknown parameters are refused**: a parameter the operation does not take is 400 `QUERY_PARAMETER_UNKNOWN` at',
    '  its name (`?stat=FAILED` would otherwise list every message), never ignored, as an unknown key of a send is.',
    '- **Each parameter once**: a parameter given twice is 400 `QUERY_PARAMETER_REPEATED` at its name, never "the last',
    '  one wins", for the reason a header must be sent once (10): a proxy reading the first would see another request.',
    '  (The capability check (11), older, ignores unknown parameters and answers a repeated one `FIELD_INVALID_TYPE`.)',
    '- **Present means given**: `?state=` is an empty state, refused as any other value it cannot read.',
    '- **Percent-encoding**: values are percent-decoded as URLs are; a raw `+` reads as a space (`to=+351...` still reads',
    '  the number, a space being a separator, but a date-time offset must be sent as `%2B01:00`).',
    '- **Order of the checks**: the key (401); the parameters\' names (unknown, repeated), in the order written;',
    '  `organizationId`, then the organization (403, 404); then each value in the order documented here; the first',
    '  refusal answers.',
    '',
  ].join('\n');
}
