import { RBM_LIMITS as L } from '../limits';

/** Every reason {@link checkAgentMessage} reports, with the rule it enforces. @public */
export const RBM_VIOLATION_REASONS = {
  BODY_NOT_OBJECT: 'The body is a JSON object.',
  BODY_TOO_LARGE: `The compact JSON body is at most ${L.bodyBytesMax} UTF-8 bytes (250 KB).`,
  BODY_UNREADABLE: 'Every field can be read (a JavaScript getter or proxy that throws cannot).',
  UNKNOWN_FIELD: 'Only the fields of the REST reference appear, in lowerCamelCase.',
  FIELD_REQUIRED: 'A required field is present (null counts as absent, as in proto3 JSON).',
  FIELD_INVALID_TYPE: 'A field has the JSON type of its definition (string, number, boolean, object or array; an integer of an answer as a number or a decimal string).',
  ONE_OF_VIOLATED: 'A union holds exactly one member: content type, card kind, media source, reply or action, action kind; at most one of expireTime and ttl.',
  VALUE_INVALID: 'An enum has one of its named values (not a number; not _UNSPECIFIED, except MESSAGE_TRAFFIC_TYPE_UNSPECIFIED, which RBM has); fileUrl is not empty.',
  TOO_LONG: `A text is within its limit in characters (Unicode code points): text ${L.textMaxChars}, card title ${L.cardTitleMaxChars}, card description ${L.cardDescriptionMaxChars}, suggestion text ${L.suggestionTextMaxChars}, postbackData ${L.postbackDataMaxChars}, fallbackUrl ${L.fallbackUrlMaxChars}, url ${L.openUrlMaxChars}, calendar title ${L.calendarTitleMaxChars} and description ${L.calendarDescriptionMaxChars}.`,
  TOO_MANY: `A list is within its limit: ${L.messageSuggestionsMax} suggestions after a message, ${L.cardSuggestionsMax} on a card, ${L.carouselCardsMax} cards in a carousel.`,
  TOO_FEW: `A carousel has at least ${L.carouselCardsMin} cards.`,
  CARD_CONTENT_EMPTY: 'A card has at least one of title, description or media.',
  MEDIA_HEIGHT_REQUIRED: 'Media of a vertical standalone card or of a carousel card has a height.',
  OUT_OF_RANGE: 'latitude is a finite number in [-90, 90] and longitude in [-180, 180].',
  PHONE_NUMBER_INVALID: 'A dialAction phoneNumber holds only the characters 0-9, +, * and #, at least one.',
  TIMESTAMP_INVALID: 'expireTime is an RFC 3339 UTC timestamp ending in Z; calendar times are RFC 3339 at any offset; 0 to 9 fraction digits, no leap second.',
  DURATION_INVALID: 'ttl is a proto3 JSON duration: seconds with up to 9 fraction digits and an s (e.g. "3600s"), not negative.',
  EXPIRATION_TOO_FAR: `expireTime, or the end of ttl, is at most ${L.expirationMaxAheadMs / 86_400_000} days (or expirationMaxAheadMs) after the clock (checked only when a clock is given).`,
  PARENT_INVALID: 'parent is phones/+ then 1 to 15 digits, the first not 0.',
  AGENT_ID_INVALID: 'agentId is a non-empty string.',
  MESSAGE_ID_INVALID: 'messageId is an RFC 4122 UUID (8-4-4-4-12 hexadecimal digits).',
} as const;

/** Why RBM refuses a field, a closed set. @public */
export type RbmViolationReason = keyof typeof RBM_VIOLATION_REASONS;

/** One broken field rule, as in google.rpc.BadRequest's fieldViolations (plus a machine-readable reason). @public */
export interface RbmFieldViolation {
  /** Dot-and-bracket path from the body's root (`contentMessage.suggestions[3].reply.text`), or a URL part (`messageId`); '' for the body itself. */
  field: string;
  /** A human sentence describing the violation. */
  description: string;
  /** The rule broken. */
  reason: RbmViolationReason;
}
