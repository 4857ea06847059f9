/**
 * Every limit of RBM's REST reference this package checks, stated once. Character limits
 * count Unicode code points (the reference says "characters").
 *
 * @public
 */
export const RBM_LIMITS = {
  /** Most characters of a text message. */
  textMaxChars: 3_072,
  /** Most suggestions after one message. */
  messageSuggestionsMax: 11,
  /** Fewest cards in a carousel. */
  carouselCardsMin: 2,
  /** Most cards in a carousel. */
  carouselCardsMax: 10,
  /** Most characters of a card title. */
  cardTitleMaxChars: 200,
  /** Most characters of a card description. */
  cardDescriptionMaxChars: 2_000,
  /** Most suggestions on one card (the send guide's figure; newer typings say 10). */
  cardSuggestionsMax: 4,
  /** Most characters of a reply's or an action's text. */
  suggestionTextMaxChars: 25,
  /** Most characters of a postbackData. */
  postbackDataMaxChars: 2_048,
  /** Most characters of an action's fallbackUrl. */
  fallbackUrlMaxChars: 2_048,
  /** Most characters of an openUrlAction url. */
  openUrlMaxChars: 2_048,
  /** Most characters of a calendar event title. */
  calendarTitleMaxChars: 100,
  /** Most characters of a calendar event description. */
  calendarDescriptionMaxChars: 500,
  /** Most UTF-8 bytes of the compact JSON body: 250 KB = 250 x 1024. */
  bodyBytesMax: 256_000,
  /** How far ahead an expiration may lie: 15 days, in milliseconds. */
  expirationMaxAheadMs: 15 * 24 * 60 * 60 * 1000,
} as const;

/** The type of {@link RBM_LIMITS}. @public */
export type RbmLimits = typeof RBM_LIMITS;
