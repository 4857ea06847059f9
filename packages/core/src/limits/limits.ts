/**
 * Every numeric limit of the API reference (sections 2, 8 and 10), stated once.
 * Code, docs, schemas and arbitraries all read this table; nothing restates a number.
 * Character limits count Unicode code points.
 *
 * @public
 */
export const LIMITS = {
  /** Fewest messages in one request (API reference 2.1). */
  messagesMin: 1,
  /** Most messages in one request (API reference 2.1, 8). */
  messagesMax: 10,
  /** Most UTF-8 bytes of one message's compact JSON: 250 KB = 250 x 1024 (API reference 8). */
  messageBytesMax: 256_000,
  /** Most code points of a text message (API reference 2.4, 8). */
  textMaxChars: 3_072,
  /** Most suggestions beside a text message (API reference 2.4, 8). */
  messageSuggestionsMax: 11,
  /** Most suggestions on one rich card (API reference 2.6, 8). */
  cardSuggestionsMax: 4,
  /** Fewest cards in a carousel (API reference 2.6, 8). */
  carouselCardsMin: 2,
  /** Most cards in a carousel (API reference 2.6, 8). */
  carouselCardsMax: 10,
  /** Most code points of a card title (API reference 2.6, 8). */
  cardTitleMaxChars: 200,
  /** Most code points of a card description (API reference 2.6, 8). */
  cardDescriptionMaxChars: 2_000,
  /** Most code points of any suggestion's text (API reference 2.7, 8). */
  suggestionTextMaxChars: 25,
  /** Most code points of any suggestion's postbackData (API reference 2.7, 8). */
  postbackDataMaxChars: 2_000,
  /** Most code points of an openUrlAction url (API reference 2.7, 8). */
  openUrlMaxChars: 2_048,
  /** Most code points of a contentInfo thumbnailUrl (API reference 2.5, 8). */
  thumbnailUrlMaxChars: 2_048,
  /** Most code points of a viewLocationAction label (API reference 2.7, 8). */
  locationLabelMaxChars: 100,
  /** Most code points of a calendar event title (API reference 2.7, 8). */
  calendarTitleMaxChars: 100,
  /** Most code points of a calendar event description (API reference 2.7, 8). */
  calendarDescriptionMaxChars: 500,
  /** Lowest latitude (API reference 2.7, 8). */
  latitudeMin: -90,
  /** Highest latitude (API reference 2.7, 8). */
  latitudeMax: 90,
  /** Lowest longitude (API reference 2.7, 8). */
  longitudeMin: -180,
  /** Highest longitude (API reference 2.7, 8). */
  longitudeMax: 180,
  /** Fewest digits of a recipient MSISDN, country calling code included (API reference, section 10). */
  msisdnMinDigits: 8,
  /** Most digits of a recipient MSISDN, country calling code included (E.164). */
  msisdnMaxDigits: 15,
  /** Fewest digits after the plus sign of a dialAction phoneNumber (API reference, section 10). */
  e164MinDigits: 8,
  /** Most digits after the plus sign of a dialAction phoneNumber (E.164). */
  e164MaxDigits: 15,
} as const;

/** The type of {@link LIMITS}. @public */
export type Limits = typeof LIMITS;
