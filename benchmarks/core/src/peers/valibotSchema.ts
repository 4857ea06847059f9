// valibot 1.5 peer: "a typical valibot schema" of the STRUCTURAL rules of the spec and the
// contract: `v.strictObject` (unknown keys rejected), `v.pipe` of built-in actions, and
// `v.check` for the rules over several keys; run with `abortEarly: false` (every issue).
//
// What it expresses: types, required keys, unknown keys, non-empty strings, lengths, array
// counts, enums (`v.picklist`), patterns (UUID, MSISDN digits, E.164, RFC 3339 shape of a
// date-time, http(s)/https scheme), `v.url()` (parsed by `URL.canParse`), latitude/longitude
// ranges, exactly one primary content type / card kind / suggestion type, suggestions only
// beside text, card content rule 1 and the horizontal card rules (all with `v.check`).
//
// What it does NOT express (the core checks these, this schema does not):
// - lengths count UTF-16 code units (`v.maxLength`), not code points: an emoji counts 2;
// - impossible date-times such as 30 February (the regex checks the shape only);
// - a recipient number valid for its country calling code (phone metadata);
// - canonicalisation of `to` (`+`, `00`, separators), of mimeType case and of the UUID case;
// - media URLs that could be public (no userinfo, localhost, private or loopback IPs);
// - endTime strictly later than startTime (possible with a `v.check`, not written here,
//   as the other peers cannot);
// - expirationDateTime after `now`; 256,000 UTF-8 bytes per message;
// - contract paths: issues carry valibot's own path items, and a `v.check` on an object
//   runs only when every field of that object is valid.
import * as v from 'valibot';
import {
  CARD_ORIENTATIONS,
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MIME_TYPES,
  THUMBNAIL_IMAGE_ALIGNMENTS,
} from '@rcs-send/core';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const MSISDN = new RegExp(`^[1-9][0-9]{${LIMITS.msisdnMinDigits - 1},${LIMITS.msisdnMaxDigits - 1}}$`);
const E164 = new RegExp(`^\\+[0-9]{${LIMITS.e164MinDigits},${LIMITS.e164MaxDigits}}$`);

/** A non-empty string of at most `max` UTF-16 units. */
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const text25 = text(LIMITS.suggestionTextMaxChars);
const postbackData = text(LIMITS.postbackDataMaxChars);
const dateTime = v.pipe(v.string(), v.regex(RFC3339));
const httpsUrl = v.pipe(v.string(), v.minLength(1), v.url(), v.regex(/^https:/i));

const suggestion = v.pipe(
  v.strictObject({
    reply: v.optional(v.strictObject({ text: text25, postbackData })),
    openUrlAction: v.optional(
      v.strictObject({ text: text25, url: v.pipe(text(LIMITS.openUrlMaxChars), v.url(), v.regex(/^https?:/i)), postbackData }),
    ),
    dialAction: v.optional(v.strictObject({ text: text25, phoneNumber: v.pipe(v.string(), v.regex(E164)), postbackData })),
    viewLocationAction: v.optional(
      v.strictObject({
        text: text25,
        latitude: v.pipe(v.number(), v.minValue(LIMITS.latitudeMin), v.maxValue(LIMITS.latitudeMax)),
        longitude: v.pipe(v.number(), v.minValue(LIMITS.longitudeMin), v.maxValue(LIMITS.longitudeMax)),
        label: v.optional(text(LIMITS.locationLabelMaxChars)),
        postbackData,
      }),
    ),
    shareLocationAction: v.optional(v.strictObject({ text: text25, postbackData })),
    createCalendarEventAction: v.optional(
      v.strictObject({
        text: text25,
        title: text(LIMITS.calendarTitleMaxChars),
        description: v.optional(text(LIMITS.calendarDescriptionMaxChars)),
        startTime: dateTime,
        endTime: dateTime,
        postbackData,
      }),
    ),
  }),
  v.check((s) => Object.keys(s).length === 1, 'A suggestion must have exactly one type.'),
);

const contentInfo = v.strictObject({
  fileUrl: httpsUrl,
  thumbnailUrl: v.optional(v.pipe(httpsUrl, v.maxLength(LIMITS.thumbnailUrlMaxChars))),
  mimeType: v.picklist(MIME_TYPES),
});

const cardContent = v.pipe(
  v.strictObject({
    title: v.optional(text(LIMITS.cardTitleMaxChars)),
    description: v.optional(text(LIMITS.cardDescriptionMaxChars)),
    media: v.optional(
      v.strictObject({
        height: v.optional(v.picklist(Object.keys(MEDIA_HEIGHTS) as Array<keyof typeof MEDIA_HEIGHTS>)),
        contentInfo,
      }),
    ),
    suggestions: v.optional(v.pipe(v.array(suggestion), v.maxLength(LIMITS.cardSuggestionsMax))),
  }),
  v.check((c) => c.title !== undefined || c.description !== undefined || c.media !== undefined, 'A card needs a title, a description or media.'),
);

const standaloneCard = v.pipe(
  v.strictObject({
    cardOrientation: v.picklist(CARD_ORIENTATIONS),
    thumbnailImageAlignment: v.optional(v.picklist(THUMBNAIL_IMAGE_ALIGNMENTS)),
    cardContent,
  }),
  v.check((s) => s.cardOrientation !== 'HORIZONTAL' || s.thumbnailImageAlignment !== undefined, 'A horizontal card needs a thumbnailImageAlignment.'),
  v.check((s) => {
    const c = s.cardContent;
    return s.cardOrientation !== 'HORIZONTAL' || c.media === undefined || c.title !== undefined || c.description !== undefined || (c.suggestions?.length ?? 0) > 0;
  }, 'A horizontal card with media needs a title, a description or a suggestion.'),
);

const carouselCard = v.strictObject({
  cardWidth: v.picklist(CARD_WIDTHS),
  cardContents: v.pipe(v.array(cardContent), v.minLength(LIMITS.carouselCardsMin), v.maxLength(LIMITS.carouselCardsMax)),
});

const richCard = v.pipe(
  v.strictObject({ standaloneCard: v.optional(standaloneCard), carouselCard: v.optional(carouselCard) }),
  v.check((r) => Object.keys(r).length === 1, 'A richCard must have exactly one card kind.'),
);

const contentMessage = v.pipe(
  v.strictObject({
    text: v.optional(text(LIMITS.textMaxChars)),
    suggestions: v.optional(v.pipe(v.array(suggestion), v.maxLength(LIMITS.messageSuggestionsMax))),
    contentInfo: v.optional(contentInfo),
    richCard: v.optional(richCard),
  }),
  v.check(
    (c) => (c.text !== undefined ? 1 : 0) + (c.contentInfo !== undefined ? 1 : 0) + (c.richCard !== undefined ? 1 : 0) === 1,
    'A contentMessage must have exactly one of text, contentInfo or richCard.',
  ),
  v.check((c) => c.suggestions === undefined || c.text !== undefined, 'Suggestions are allowed only beside text.'),
);

const message = v.strictObject({
  to: v.pipe(v.string(), v.regex(MSISDN)),
  from: v.pipe(v.string(), v.minLength(1)),
  expirationDateTime: v.optional(dateTime),
  contentMessage,
});

/** The valibot schema of a send request's structural rules. */
const sendRequestValibotSchema = v.strictObject({
  organizationId: v.pipe(v.string(), v.regex(UUID)),
  messages: v.pipe(v.array(message), v.minLength(LIMITS.messagesMin), v.maxLength(LIMITS.messagesMax)),
});

const config = { abortEarly: false } as const;

/** Validates a parsed body with the valibot schema (`abortEarly: false`); the number of issues. */
export function valibotValidate(input: unknown): number {
  const result = v.safeParse(sendRequestValibotSchema, input, config);
  return result.success ? 0 : result.issues.length;
}
