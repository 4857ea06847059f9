// The two reads of an organization's data in schemas/openapi.yaml: GET /v1.2/rcs/events (the
// events feed) and GET /v1.2/rcs/messages (the message list), their query parameters, responses
// (the codes each answers, from the service's one table) and examples, the list's made by the
// service itself (its cursor is the service's own).
import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import {
  createMemoryAuthPort,
  createMemoryOrganizationPort,
  createMessageList,
  EVENTS_PATH,
  MESSAGE_STATES,
  MESSAGES_PATH,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  type EventFeedBody,
  type MessageListBody,
  type MessageStatus,
  type ServiceErrorCode,
} from '@rcs-send/service';
import { errorResponses } from './errorResponses';
import { isObject, type Json, type Schema } from './json';
import { sent } from './webhooksSection';

/** The codes both reads answer, in status order (the host's framing, timeout and size codes included); each adds its own. */
const READ_CODES: readonly ServiceErrorCode[] = [
  'QUERY_PARAMETER_UNKNOWN', 'QUERY_PARAMETER_REPEATED', 'HEADER_REPEATED', 'MALFORMED_HTTP', 'UNAUTHENTICATED', 'ORGANIZATION_FORBIDDEN', 'ORGANIZATION_NOT_FOUND',
  'METHOD_NOT_ALLOWED', 'REQUEST_TIMEOUT', 'URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY',
];
/** The codes only the feed answers. */
const FEED_CODES: readonly ServiceErrorCode[] = ['AFTER_INVALID', 'LIMIT_INVALID'];
/** The codes only the list answers. */
const LIST_CODES: readonly ServiceErrorCode[] = ['STATE_INVALID', 'CHANNEL_INVALID', 'MSISDN_INVALID', 'TIME_RANGE_INVALID', 'LIMIT_INVALID', 'CURSOR_INVALID'];

/** An example error body of a core code at `param`, as a read answers it. */
const coreExample = (code: ErrorCode, param: string): Json => ({ summary: `${code} at ${param}`, value: { error: { code, param, description: ERROR_CATALOGUE[code].description }, messages: null } });

/** What each error status of a read means, `also` naming the core's codes it answers beside the send's at `organizationId`. */
const meaning = (also: string): Readonly<Record<number, string>> => ({
  400: `A query parameter the operation does not take, one given twice, or a value it cannot read, at \`param\` (the parameter's name): the send's codes at \`organizationId\` (\`FIELD_REQUIRED\`, \`FIELD_EMPTY\`, \`ORGANIZATION_ID_INVALID\`)${also}, or the service's.`,
  403: 'The API key\'s principal is not a member of the organization.',
  404: 'The organization does not exist.',
});

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const IDS = ['0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40', '7c2e9a41-d3b5-4f68-8e1a-6b9c0d2f4a73'] as const;
const AT = ['2026-01-15T09:00:00.120Z', '2026-01-15T09:00:00.480Z', '2026-01-15T09:00:02.950Z', '2026-01-15T09:03:41.000Z'] as const;

/** A page of the feed: a message handed over, delivered and read, each event numbered by the store. */
const FEED_PAGE: EventFeedBody = {
  events: [
    sent({ type: 'message.status', data: { id: IDS[0], state: 'SENT', at: AT[1], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }] } }, AT[1], 41),
    sent({ type: 'message.status', data: { id: IDS[0], state: 'DELIVERED', at: AT[2], channel: 'RCS', history: [{ state: 'ACCEPTED', at: AT[0], channel: 'RCS' }, { state: 'SENT', at: AT[1], channel: 'RCS' }, { state: 'DELIVERED', at: AT[2], channel: 'RCS' }] } }, AT[2], 42),
    sent({ type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'Track it', postbackData: 'track_parcel', receivedAt: AT[3] } }, AT[3], 43),
  ],
  next: 43,
};

/** The statuses of the list's example: two messages of one request, one delivered, one failed. */
const LISTED: readonly MessageStatus[] = [
  { id: IDS[1], state: 'FAILED', at: AT[1], reason: 'NOT_FOUND: the recipient is not reachable via RCS', organizationId: ORG, history: [{ state: 'ACCEPTED', at: AT[0] }, { state: 'FAILED', at: AT[1] }] },
  { id: IDS[0], state: 'DELIVERED', at: AT[2], organizationId: ORG, history: [{ state: 'ACCEPTED', at: AT[0] }, { state: 'SENT', at: AT[1] }, { state: 'DELIVERED', at: AT[2] }] },
];

/** The examples of the list's 200, answered by the service's own list over a port holding {@link LISTED}: a first page of one with its cursor, and the last page. */
export async function messageListExamples(): Promise<Readonly<Record<string, { summary: string; value: MessageListBody }>>> {
  const key = 'example-key-0123456789';
  const auth = createMemoryAuthPort([{ apiKey: key, principalId: 'p' }]);
  const organizations = createMemoryOrganizationPort([{ id: ORG, members: ['p'], senders: [] }]);
  const list = createMessageList({
    ports: { auth, organizations, messages: { list: async (_organization, _filter, limit, after) => ({ messages: after === undefined ? LISTED.slice(0, limit) : LISTED.slice(1), next: after === undefined ? { acceptedAt: Date.parse(AT[0]), id: IDS[1] } : null }) } },
  });
  const page = async (query: Record<string, string>): Promise<MessageListBody> => {
    const answer = await list.list({ authorization: `Bearer ${key}`, query: new URLSearchParams({ organizationId: ORG, ...query }) });
    if (answer.status !== 200) throw new Error(`The list example answered ${answer.status}`);
    return answer.body as MessageListBody;
  };
  const first = await page({ limit: '1' });
  return { firstPage: { summary: 'A first page of one: more follow', value: first }, lastPage: { summary: 'The last page, after the cursor of the first', value: await page({ limit: '1', cursor: first.next ?? '' }) } };
}

/** The property `name` of a message of `request` (the send's input schema): the rules the list's filters share with the send. */
function messageProperty(request: Schema, name: string): Schema {
  const message = isObject(request['$defs']) ? request['$defs']['Message'] : undefined;
  const property = isObject(message) && isObject(message['properties']) ? message['properties'][name] : undefined;
  if (!isObject(property)) throw new Error(`The send's request schema has no Message.${name}`);
  const { description: _description, $comment: _comment, ...rules } = property;
  return rules;
}

/** A query parameter. */
const parameter = (name: string, description: string, schema: Schema, required = false): Json => ({ name, in: 'query', required, description, schema });
/** The `limit` of a page. */
const LIMIT = parameter('limit', `How many entries a page holds at most: 1 to ${PAGE_LIMIT_MAX}, in digits.`, { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT });

/** What a read answers beside {@link READ_CODES}: its own service codes, and the core's codes at its own parameters (by code, the parameter of its example). */
interface ReadCodes {
  readonly service: readonly ServiceErrorCode[];
  readonly core: Readonly<Partial<Record<ErrorCode, string>>>;
}

/** What the reads share: their tags, security, the parameter `organizationId` of `uuid`, and their error responses with `headers` and `ref`. */
function common(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema, uuid: Schema, codes: ReadCodes) {
  const allow = { ...headers, 405: { Allow: { description: 'The methods of the path: `GET, HEAD`.', schema: { type: 'string' } } } };
  const core = { FIELD_REQUIRED: 'organizationId', ORGANIZATION_ID_INVALID: 'organizationId', ...codes.core } as Readonly<Record<ErrorCode, string>>;
  const examples = { 400: Object.fromEntries(Object.entries(core).map(([code, param]) => [code, coreExample(code as ErrorCode, param)])) };
  const own = Object.keys(codes.core).map((code) => `, \`${code}\` at \`${codes.core[code as ErrorCode] ?? ''}\``).join('');
  return {
    operation: { tags: ['rcs'], security: [{ bearerAuth: [] }] },
    organizationId: parameter('organizationId', 'The Organization whose data is read, a UUID in any case: the API key\'s principal must be a member of it.', uuid, true),
    errors: errorResponses({ codes: [...READ_CODES.slice(0, 2), ...codes.service, ...READ_CODES.slice(2)], meaning: meaning(own), headers: allow, ref, examples }),
  };
}

/**
 * The path items of `/v1.2/rcs/events` and `/v1.2/rcs/messages` (GET), with `headers` of the
 * error statuses, `ref` of a schema by title, `uuid` the schema of a UUID in any case, `request`
 * the send's input schema (the list's `to`, `from`, `since` and `until` follow its rules) and the
 * list's examples.
 */
export function readPaths(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema, uuid: Schema, request: Schema, listExamples: Readonly<Record<string, unknown>>): Schema {
  const feed = common(headers, ref, uuid, { service: FEED_CODES, core: {} });
  const list = common(headers, ref, uuid, { service: LIST_CODES, core: { FIELD_EMPTY: 'from', DATETIME_INVALID: 'since' } });
  const dateTime = messageProperty(request, 'expirationDateTime');
  const ok = (description: string, title: string, examples: Readonly<Record<string, unknown>>): Json => ({ description, content: { 'application/json': { schema: ref(title), examples } } }) as unknown as Json;
  return {
    [EVENTS_PATH]: {
      get: {
        operationId: 'getRcsEvents',
        summary: 'Read an organization\'s events, in order, from a sequence on',
        description:
          'The events the organization\'s webhook is told about (message states, replies, subscription changes), each the body its webhook carries, numbered by `sequence` (1, 2, 3... per organization), in sequence order from the first above `after`. Read on with `after` set to `next`; an empty page means none is past it yet. A client catches up after its endpoint was down, or reads events without a webhook at all. Authenticated like sending; answered to members of the organization (with or without the RCS channel). Not counted against the send rate limit.',
        ...feed.operation,
        parameters: [
          feed.organizationId,
          parameter('after', 'The sequence of the last event already read (`next` of the previous page); events above it are answered. 0, the default, reads from the first.', { type: 'integer', minimum: 0, default: 0 }),
          LIMIT,
        ],
        responses: { 200: ok('Up to `limit` events above `after`, in sequence order, and `next`.', 'EventFeedBody', { page: { summary: 'Three events', value: FEED_PAGE }, caughtUp: { summary: 'Nothing past `after` yet', value: { events: [], next: FEED_PAGE.next } } }), ...feed.errors },
      },
    },
    [MESSAGES_PATH]: {
      get: {
        operationId: 'listRcsMessages',
        summary: 'List an organization\'s messages, newest first',
        description:
          'The messages accepted for the organization, newest first (by acceptance time, then id), each as GET /v1.2/rcs/messages/{id} answers it, keeping those that match every filter given. Pages follow one another by `cursor`: pass the `next` of a page, with the same filters, until it is null. Pages are stable while messages are accepted: a newer message is never in a later page. A page may hold fewer than `limit` messages and still have a `next`. Every query parameter but these is refused (400 `QUERY_PARAMETER_UNKNOWN`), and each may be given once (400 `QUERY_PARAMETER_REPEATED`). Authenticated like sending; answered to members of the organization. Not counted against the send rate limit.',
        ...list.operation,
        parameters: [
          list.organizationId,
          parameter('state', 'Only messages in this state now.', { type: 'string', enum: [...MESSAGE_STATES] }),
          parameter('channel', 'Only messages on this channel now: `RCS`, or `SMS` once they fell back.', { type: 'string', enum: ['RCS', 'SMS'] }),
          parameter('to', 'Only messages to this recipient, written as `messages[].to` may be (`+351912345678`, `351 912 345 678`: percent-encode `+` as `%2B`, a raw `+` reads as a space, a separator).', messageProperty(request, 'to')),
          parameter('from', 'Only messages from this sender.', messageProperty(request, 'from')),
          parameter('since', 'Only messages accepted at this RFC 3339 date-time or later (percent-encode a `+` offset as `%2B`).', dateTime),
          parameter('until', 'Only messages accepted before this RFC 3339 date-time; not earlier than `since` (400 `TIME_RANGE_INVALID`).', dateTime),
          LIMIT,
          parameter('cursor', 'Where the page starts: the `next` of the previous page, as it was answered (a text that is not exactly the cursor of a position is 400 `CURSOR_INVALID`).', { type: 'string', pattern: '^[A-Za-z0-9_-]+$' }),
        ],
        responses: { 200: ok('Up to `limit` messages, newest first, and the cursor of the next page (null after the last).', 'MessageListBody', listExamples), ...list.errors },
      },
    },
  };
}
