import { _LENGTH_LIMIT_VALUES } from '../fields/limitValues';

/**
 * Every numeric limit of the API reference (sections 2, 8 and 10), stated once.
 * Code, docs, schemas and arbitraries all read this table; nothing restates a number.
 * The `...MaxChars` keys are the length limits of string fields, in Unicode code points:
 * {@link LENGTH_LIMITS} says which field each bounds and the code over it.
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
  /** Most suggestions beside a text message (API reference 2.4, 8). */
  messageSuggestionsMax: 11,
  /** Most suggestions on one rich card (API reference 2.6, 8). */
  cardSuggestionsMax: 4,
  /** Fewest cards in a carousel (API reference 2.6, 8). */
  carouselCardsMin: 2,
  /** Most cards in a carousel (API reference 2.6, 8). */
  carouselCardsMax: 10,
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
  ..._LENGTH_LIMIT_VALUES,
} as const;

/** The type of {@link LIMITS}. @public */
export type Limits = typeof LIMITS;
