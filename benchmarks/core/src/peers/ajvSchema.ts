// ajv 8 peer: a draft-07 JSON Schema of the STRUCTURAL rules of the spec and the contract,
// compiled once with `allErrors: true` (every error, as the core reports) and ajv-formats.
//
// What it expresses: types, required keys, additionalProperties false everywhere, non-empty
// strings, lengths in code points (ajv's default `unicode: true`), array counts, enums,
// patterns (UUID, MSISDN digits 8-15 not starting with 0, E.164, RFC 3339 shape of a
// date-time, http(s)/https scheme of URLs), `date-time` and `uri` formats (impossible dates
// such as 30 February are caught by the format), latitude/longitude ranges, exactly one
// primary content type, card kind and suggestion type (maxProperties 1 over known keys),
// suggestions only beside text (`dependencies`), card content rule 1 (anyOf required) and
// the horizontal card rules (if/then: thumbnailImageAlignment required, rule 2).
//
// What it CANNOT express (the core checks these, ajv does not):
// - a recipient number valid for its country calling code (phone metadata);
// - canonicalisation: `+351 912-345-678` or `00351...` are refused instead of canonicalised,
//   mimeType is matched case-sensitively (`IMAGE/JPEG` refused instead of lower-cased),
//   organizationId is matched case-insensitively but not lower-cased;
// - media URLs that could be public: no userinfo, no localhost, no private/loopback/
//   link-local IP literals (as `new URL` reads the host);
// - endTime strictly later than startTime (compared as instants);
// - expirationDateTime in the future (after `now`);
// - 250 KB = 256,000 UTF-8 bytes of compact JSON per message;
// - where an error is reported: ajv reports paths as JSON pointers, a failed oneOf/anyOf/if
//   at the object with its sub-errors, not one issue per contract path.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  CARD_ORIENTATIONS,
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MIME_TYPES,
  type SUGGESTION_TYPES,
  THUMBNAIL_IMAGE_ALIGNMENTS,
} from '@rcs-send/core';

/** A non-empty string of at most `max` code points. */
const text = (max?: number): Record<string, unknown> =>
  max === undefined ? { type: 'string', minLength: 1 } : { type: 'string', minLength: 1, maxLength: max };

/** RFC 3339 date-time: seconds required, offset Z or +hh:mm; the format rejects impossible dates. */
const dateTime = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  format: 'date-time',
};

/** An absolute https URL (scheme case-insensitive, as `new URL` reads it). */
const httpsUrl = (max?: number): Record<string, unknown> => ({ ...text(max), format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]:' });

/** An object with exactly the listed properties allowed, `required` of them present. */
const strict = (properties: Record<string, unknown>, required: readonly string[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
});

const text25 = text(LIMITS.suggestionTextMaxChars);
const postbackData = text(LIMITS.postbackDataMaxChars);

const suggestionTypes: Record<(typeof SUGGESTION_TYPES)[number], unknown> = {
  reply: strict({ text: text25, postbackData }, ['text', 'postbackData']),
  openUrlAction: strict(
    { text: text25, url: { ...text(LIMITS.openUrlMaxChars), format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?:' }, postbackData },
    ['text', 'url', 'postbackData'],
  ),
  dialAction: strict(
    { text: text25, phoneNumber: { type: 'string', pattern: `^\\+[0-9]{${LIMITS.e164MinDigits},${LIMITS.e164MaxDigits}}$` }, postbackData },
    ['text', 'phoneNumber', 'postbackData'],
  ),
  viewLocationAction: strict(
    {
      text: text25,
      latitude: { type: 'number', minimum: LIMITS.latitudeMin, maximum: LIMITS.latitudeMax },
      longitude: { type: 'number', minimum: LIMITS.longitudeMin, maximum: LIMITS.longitudeMax },
      label: text(LIMITS.locationLabelMaxChars),
      postbackData,
    },
    ['text', 'latitude', 'longitude', 'postbackData'],
  ),
  shareLocationAction: strict({ text: text25, postbackData }, ['text', 'postbackData']),
  createCalendarEventAction: strict(
    {
      text: text25,
      title: text(LIMITS.calendarTitleMaxChars),
      description: text(LIMITS.calendarDescriptionMaxChars),
      startTime: dateTime,
      endTime: dateTime,
      postbackData,
    },
    ['text', 'title', 'startTime', 'endTime', 'postbackData'],
  ),
};

/** Exactly one suggestion type, as a single key. */
const suggestion = strict(suggestionTypes, [], { minProperties: 1, maxProperties: 1 });

const contentInfo = strict(
  { fileUrl: httpsUrl(), thumbnailUrl: httpsUrl(LIMITS.thumbnailUrlMaxChars), mimeType: { type: 'string', enum: MIME_TYPES } },
  ['fileUrl', 'mimeType'],
);

const cardContent = strict(
  {
    title: text(LIMITS.cardTitleMaxChars),
    description: text(LIMITS.cardDescriptionMaxChars),
    media: strict({ height: { type: 'string', enum: Object.keys(MEDIA_HEIGHTS) }, contentInfo }, ['contentInfo']),
    suggestions: { type: 'array', maxItems: LIMITS.cardSuggestionsMax, items: suggestion },
  },
  [],
  // rule 1: at least one of title, description or media
  { anyOf: [{ required: ['title'] }, { required: ['description'] }, { required: ['media'] }] },
);

const standaloneCard = strict(
  {
    cardOrientation: { type: 'string', enum: CARD_ORIENTATIONS },
    thumbnailImageAlignment: { type: 'string', enum: THUMBNAIL_IMAGE_ALIGNMENTS },
    cardContent,
  },
  ['cardOrientation', 'cardContent'],
  {
    // a horizontal card needs an alignment, and with media one of title, description or a suggestion (rule 2)
    if: { type: 'object', properties: { cardOrientation: { const: 'HORIZONTAL' } }, required: ['cardOrientation'] },
    then: {
      required: ['thumbnailImageAlignment'],
      properties: {
        cardContent: {
          type: 'object',
          if: { type: 'object', required: ['media'] },
          then: {
            anyOf: [
              { required: ['title'] },
              { required: ['description'] },
              { required: ['suggestions'], properties: { suggestions: { type: 'array', minItems: 1 } } },
            ],
          },
        },
      },
    },
  },
);

const carouselCard = strict(
  {
    cardWidth: { type: 'string', enum: CARD_WIDTHS },
    cardContents: { type: 'array', minItems: LIMITS.carouselCardsMin, maxItems: LIMITS.carouselCardsMax, items: cardContent },
  },
  ['cardWidth', 'cardContents'],
);

const contentMessage = strict(
  {
    text: text(LIMITS.textMaxChars),
    suggestions: { type: 'array', maxItems: LIMITS.messageSuggestionsMax, items: suggestion },
    contentInfo,
    richCard: strict({ standaloneCard, carouselCard }, [], { minProperties: 1, maxProperties: 1 }),
  },
  [],
  {
    // exactly one primary content type; suggestions only beside text
    oneOf: [{ required: ['text'] }, { required: ['contentInfo'] }, { required: ['richCard'] }],
    dependencies: { suggestions: ['text'] },
  },
);

const message = strict(
  {
    to: { type: 'string', pattern: `^[1-9][0-9]{${LIMITS.msisdnMinDigits - 1},${LIMITS.msisdnMaxDigits - 1}}$` },
    from: text(),
    expirationDateTime: dateTime,
    contentMessage,
  },
  ['to', 'from', 'contentMessage'],
);

/** The JSON Schema (draft-07) of a send request's structural rules. */
export const sendRequestJsonSchema = strict(
  {
    organizationId: { type: 'string', pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$' },
    messages: { type: 'array', minItems: LIMITS.messagesMin, maxItems: LIMITS.messagesMax, items: message },
  },
  ['organizationId', 'messages'],
);

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(sendRequestJsonSchema);

/** Validates a parsed body with the compiled ajv schema; the number of errors (0 when valid). */
export function ajvValidate(input: unknown): number {
  return validate(input) ? 0 : (validate.errors?.length ?? 1);
}
