// TypeBox 0.34 peer: `TypeCompiler.Compile(schema).Check(value)` of the STRUCTURAL rules of
// the spec and the contract. A yes/no answer only: no error list, no paths (producing them
// needs `.Errors()`, a much slower second pass).
//
// What it expresses: types, required keys, `additionalProperties: false` everywhere,
// non-empty strings, lengths, array counts, enums (unions of literals), patterns (UUID,
// MSISDN digits, E.164, RFC 3339 shape of a date-time, http(s)/https URL shape), latitude/
// longitude ranges; exactly one primary content type / card kind / suggestion type as
// unions of strict single-key objects (which also forbids suggestions beside contentInfo or
// richCard); card content rule 1 and the horizontal card rules as unions of objects with
// different required keys.
//
// What it does NOT express (the core checks these, this schema does not):
// - every error with its path (Check says only valid or not);
// - lengths count UTF-16 code units (`maxLength` is `value.length`), not code points;
// - URLs are matched by a pattern, not parsed (no format registered: `FormatRegistry`
//   would run user code); impossible date-times such as 30 February pass the pattern;
// - a recipient number valid for its country calling code (phone metadata);
// - canonicalisation of `to` (`+`, `00`, separators), of mimeType case and of the UUID case;
// - media URLs that could be public (no userinfo, localhost, private or loopback IPs);
// - endTime strictly later than startTime; expirationDateTime after `now`;
// - 256,000 UTF-8 bytes per message.
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  CARD_ORIENTATIONS,
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MIME_TYPES,
  THUMBNAIL_IMAGE_ALIGNMENTS,
} from '@rcs-send/core';

const strict = { additionalProperties: false } as const;
const RFC3339 = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const HTTPS_URL = '^[Hh][Tt][Tt][Pp][Ss]://[^\\s/?#]+[^\\s]*$';
const HTTP_URL = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$';

/** A non-empty string of at most `max` UTF-16 units. */
const text = (max?: number) => (max === undefined ? Type.String({ minLength: 1 }) : Type.String({ minLength: 1, maxLength: max }));
/** A union of string literals. */
const oneOfValues = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

const text25 = text(LIMITS.suggestionTextMaxChars);
const postbackData = text(LIMITS.postbackDataMaxChars);
const dateTime = Type.String({ pattern: RFC3339 });

const suggestion = Type.Union([
  Type.Object({ reply: Type.Object({ text: text25, postbackData }, strict) }, strict),
  Type.Object(
    { openUrlAction: Type.Object({ text: text25, url: Type.String({ maxLength: LIMITS.openUrlMaxChars, pattern: HTTP_URL }), postbackData }, strict) },
    strict,
  ),
  Type.Object(
    {
      dialAction: Type.Object(
        { text: text25, phoneNumber: Type.String({ pattern: `^\\+[0-9]{${LIMITS.e164MinDigits},${LIMITS.e164MaxDigits}}$` }), postbackData },
        strict,
      ),
    },
    strict,
  ),
  Type.Object(
    {
      viewLocationAction: Type.Object(
        {
          text: text25,
          latitude: Type.Number({ minimum: LIMITS.latitudeMin, maximum: LIMITS.latitudeMax }),
          longitude: Type.Number({ minimum: LIMITS.longitudeMin, maximum: LIMITS.longitudeMax }),
          label: Type.Optional(text(LIMITS.locationLabelMaxChars)),
          postbackData,
        },
        strict,
      ),
    },
    strict,
  ),
  Type.Object({ shareLocationAction: Type.Object({ text: text25, postbackData }, strict) }, strict),
  Type.Object(
    {
      createCalendarEventAction: Type.Object(
        {
          text: text25,
          title: text(LIMITS.calendarTitleMaxChars),
          description: Type.Optional(text(LIMITS.calendarDescriptionMaxChars)),
          startTime: dateTime,
          endTime: dateTime,
          postbackData,
        },
        strict,
      ),
    },
    strict,
  ),
]);

const contentInfo = Type.Object(
  {
    fileUrl: Type.String({ pattern: HTTPS_URL }),
    thumbnailUrl: Type.Optional(Type.String({ maxLength: LIMITS.thumbnailUrlMaxChars, pattern: HTTPS_URL })),
    mimeType: oneOfValues(MIME_TYPES),
  },
  strict,
);

const media = Type.Object({ height: Type.Optional(oneOfValues(Object.keys(MEDIA_HEIGHTS))), contentInfo }, strict);
const cardSuggestions = (minItems: number) => Type.Array(suggestion, { minItems, maxItems: LIMITS.cardSuggestionsMax });
const title = text(LIMITS.cardTitleMaxChars);
const description = text(LIMITS.cardDescriptionMaxChars);

/** A card content whose `required` keys are present (the others optional). */
function cardContentWith(required: 'title' | 'description' | 'media' | 'media+suggestions'): TSchema {
  return Type.Object(
    {
      title: required === 'title' ? title : Type.Optional(title),
      description: required === 'description' ? description : Type.Optional(description),
      media: required === 'media' || required === 'media+suggestions' ? media : Type.Optional(media),
      suggestions: required === 'media+suggestions' ? cardSuggestions(1) : Type.Optional(cardSuggestions(0)),
    },
    strict,
  );
}

// rule 1: at least one of title, description or media
const cardContent = Type.Union([cardContentWith('title'), cardContentWith('description'), cardContentWith('media')]);
// horizontal: rule 1 and rule 2 together = title, or description, or media with a suggestion
const horizontalCardContent = Type.Union([cardContentWith('title'), cardContentWith('description'), cardContentWith('media+suggestions')]);
const alignment = oneOfValues(THUMBNAIL_IMAGE_ALIGNMENTS);

const standaloneCard = Type.Union([
  Type.Object(
    { cardOrientation: Type.Literal(CARD_ORIENTATIONS[0]), thumbnailImageAlignment: Type.Optional(alignment), cardContent },
    strict,
  ),
  Type.Object(
    { cardOrientation: Type.Literal(CARD_ORIENTATIONS[1]), thumbnailImageAlignment: alignment, cardContent: horizontalCardContent },
    strict,
  ),
]);

const carouselCard = Type.Object(
  {
    cardWidth: oneOfValues(CARD_WIDTHS),
    cardContents: Type.Array(cardContent, { minItems: LIMITS.carouselCardsMin, maxItems: LIMITS.carouselCardsMax }),
  },
  strict,
);

const contentMessage = Type.Union([
  Type.Object(
    { text: text(LIMITS.textMaxChars), suggestions: Type.Optional(Type.Array(suggestion, { maxItems: LIMITS.messageSuggestionsMax })) },
    strict,
  ),
  Type.Object({ contentInfo }, strict),
  Type.Object(
    { richCard: Type.Union([Type.Object({ standaloneCard }, strict), Type.Object({ carouselCard }, strict)]) },
    strict,
  ),
]);

const message = Type.Object(
  {
    to: Type.String({ pattern: `^[1-9][0-9]{${LIMITS.msisdnMinDigits - 1},${LIMITS.msisdnMaxDigits - 1}}$` }),
    from: text(),
    expirationDateTime: Type.Optional(dateTime),
    contentMessage,
  },
  strict,
);

/** The TypeBox schema of a send request's structural rules. */
const sendRequestTypeboxSchema = Type.Object(
  {
    organizationId: Type.String({ pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$' }),
    messages: Type.Array(message, { minItems: LIMITS.messagesMin, maxItems: LIMITS.messagesMax }),
  },
  strict,
);

const compiled = TypeCompiler.Compile(sendRequestTypeboxSchema);

/** Checks a parsed body with the compiled TypeBox schema: 0 when valid, 1 when not (no error list). */
export function typeboxValidate(input: unknown): number {
  return compiled.Check(input) ? 0 : 1;
}
