// Section 2 of docs/api.md: every object of the request body, its fields and their limits,
// with every number read from LIMITS, every length limit from LENGTH_LIMITS (so a new one
// shows without a line here) and every enum from the core's constants.
import {
  CARD_ORIENTATIONS,
  CARD_WIDTHS,
  LENGTH_LIMITS,
  LIMITS,
  MEDIA_HEIGHTS,
  MIME_TYPES,
  SUGGESTION_TYPES,
  THUMBNAIL_IMAGE_ALIGNMENTS,
  type RequestObjectName,
} from '@rcs-send/core';
import { code, n, table } from './markdown';

const FIELD_HEADER = ['field', 'type', 'required', 'rules'] as const;

/** The field table of `object`: each row's rules led by the field's length limit, when LENGTH_LIMITS has one. */
function fieldTable(object: RequestObjectName, rows: readonly (readonly string[])[]): string {
  return table(
    FIELD_HEADER,
    rows.map(([field = '', type = '', required = '', rules = '']) => {
      const limit = LENGTH_LIMITS.find((rule) => rule.object === object && rule.field === field);
      const lead = limit === undefined ? [] : [`at most ${n(limit.max)} characters`];
      return [field, type, required, [...lead, ...(rules === '' ? [] : [rules])].join('; ')];
    }),
  );
}
const oneOf = (values: readonly string[]): string => `one of ${values.map(code).join(', ')}`;
const POSTBACK = ['postbackData', 'string', 'yes', 'returned to the client when the recipient selects it'];
const SUGGESTION_TEXT = ['text', 'string', 'yes', 'shown on the chip'];
const heights = Object.entries(MEDIA_HEIGHTS).map(([name, dp]) => `${code(name)} (${dp} dp)`).join(', ');

/** The suggestion types and their fields, in documented order. */
const SUGGESTION_FIELDS: Record<(typeof SUGGESTION_TYPES)[number], string[][]> = {
  reply: [SUGGESTION_TEXT, POSTBACK],
  openUrlAction: [SUGGESTION_TEXT, ['url', 'string', 'yes', `an absolute ${code('http:')} or ${code('https:')} URL`], POSTBACK],
  dialAction: [SUGGESTION_TEXT, ['phoneNumber', 'string', 'yes', `E.164: ${code('+')} then ${LIMITS.e164MinDigits} to ${LIMITS.e164MaxDigits} digits, the first not 0`], POSTBACK],
  viewLocationAction: [
    SUGGESTION_TEXT,
    ['latitude', 'number', 'yes', `${LIMITS.latitudeMin} to ${LIMITS.latitudeMax} (a JSON number)`],
    ['longitude', 'number', 'yes', `${LIMITS.longitudeMin} to ${LIMITS.longitudeMax} (a JSON number)`],
    ['label', 'string', 'no', ''],
    POSTBACK,
  ],
  shareLocationAction: [SUGGESTION_TEXT, POSTBACK],
  createCalendarEventAction: [
    SUGGESTION_TEXT,
    ['title', 'string', 'yes', ''],
    ['description', 'string', 'no', ''],
    ['startTime', 'date-time', 'yes', 'RFC 3339 (section 10)'],
    ['endTime', 'date-time', 'yes', `RFC 3339, strictly later than ${code('startTime')}`],
    POSTBACK,
  ],
};

/** Section 2: the request body. */
export function requestSections(): string {
  return [
    '## 2. The request body',
    '',
    'The body is one JSON object. Unknown keys are rejected at their own path, never dropped. Required',
    'strings are non-empty; an optional field that is present follows the same rules (`null` is never a value).',
    '',
    '### 2.1 Root object',
    '',
    fieldTable('request', [
      ['organizationId', 'string (UUID)', 'yes', 'the Organization the request operates in: 8-4-4-4-12 hex digits, any case (canonical: lower case)'],
      ['messages', 'array of message', 'yes', `${LIMITS.messagesMin} to ${LIMITS.messagesMax} messages, each validated and processed on its own`],
    ]),
    '',
    '### 2.2 Message',
    '',
    fieldTable('message', [
      ['to', 'string', 'yes', `the recipient's MSISDN with its country calling code: ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits, not starting with 0, a valid number for that code. ${code('+351 912 345 678')}, ${code('00351912345678')} and separators (space ${code('-')} ${code('.')} ${code('(')} ${code(')')}) are accepted; canonical form: digits only (${code('351912345678')})`],
      ['from', 'string', 'yes', 'an RCS sender (agent) configured for the organization'],
      ['expirationDateTime', 'date-time', 'no', 'RFC 3339 with an offset; must be later than the moment of validation; the message is never delivered after it'],
      ['contentMessage', 'object', 'yes', 'the content (2.3)'],
    ]),
    '',
    `A message's compact JSON is at most ${n(LIMITS.messageBytesMax)} bytes of UTF-8 (250 KB); the limit applies to each message, not to the request.`,
    '',
    '### 2.3 Content message',
    '',
    'Exactly one primary content type: `text` (2.4), `contentInfo` (2.5, a media-only message) or `richCard` (2.6).',
    '`suggestions` may appear beside `text` only (beside `contentInfo` or `richCard` it is an error, even empty).',
    '',
    '### 2.4 Text message',
    '',
    fieldTable('contentMessage', [
      ['text', 'string', 'yes', ''],
      ['suggestions', 'array of suggestion', 'no', `at most ${LIMITS.messageSuggestionsMax} (2.7); may be empty`],
    ]),
    '',
    '### 2.5 Content information (contentInfo)',
    '',
    'A media file by URL (never Base64 or upload), as a media-only message or inside a card\'s media.',
    '',
    fieldTable('contentInfo', [
      ['fileUrl', 'string', 'yes', 'an absolute `https:` URL a recipient\'s client can fetch publicly: no userinfo, not `localhost`, not a loopback, private, link-local, site-local, multicast, unspecified or shared IP literal in any notation'],
      ['thumbnailUrl', 'string', 'no', 'the same rules as fileUrl'],
      ['mimeType', 'string', 'yes', `${oneOf(MIME_TYPES)}; any case (canonical: lower case)`],
    ]),
    '',
    '### 2.6 Rich card (richCard)',
    '',
    'Exactly one of `standaloneCard` or `carouselCard`.',
    '',
    table(FIELD_HEADER, [
      ['standaloneCard.cardOrientation', 'enum', 'yes', oneOf(CARD_ORIENTATIONS)],
      ['standaloneCard.thumbnailImageAlignment', 'enum', 'when HORIZONTAL', oneOf(THUMBNAIL_IMAGE_ALIGNMENTS)],
      ['standaloneCard.cardContent', 'card content', 'yes', 'below'],
      ['carouselCard.cardWidth', 'enum', 'yes', `${oneOf(CARD_WIDTHS)}, for every card of the carousel`],
      ['carouselCard.cardContents', 'array of card content', 'yes', `${LIMITS.carouselCardsMin} to ${LIMITS.carouselCardsMax} cards`],
    ]),
    '',
    'Card content:',
    '',
    fieldTable('cardContent', [
      ['title', 'string', 'see rules', ''],
      ['description', 'string', 'see rules', ''],
      ['media', 'object', 'see rules', `${code('contentInfo')} (2.5, required) and ${code('height')}, ${heights}, optional`],
      ['suggestions', 'array of suggestion', 'no', `at most ${LIMITS.cardSuggestionsMax} (2.7)`],
    ]),
    '',
    'A card has at least one of title, description or media. A horizontal standalone card with media also has a',
    'title, a description or at least one suggestion.',
    '',
    '### 2.7 Suggestions',
    '',
    'Each element of a `suggestions` array has exactly one of these keys; its fields are inside it.',
    '',
    ...SUGGESTION_TYPES.flatMap((type) => [`${code(type)}:`, '', fieldTable(type, SUGGESTION_FIELDS[type]), '']),
  ].join('\n');
}
