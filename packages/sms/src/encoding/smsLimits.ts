/**
 * The sizes of an SMS, in one table: what one segment carries in each encoding, the
 * concatenation header that long texts take from it, and the default and highest segment limits.
 * @public
 */
export const SMS_LIMITS = {
  /** Septets of a single GSM 7-bit SMS (140 octets packed). */
  gsmSingleSeptets: 160,
  /** Septets of each part of a concatenated GSM 7-bit SMS: 160 less the 7 septets of the header. */
  gsmPartSeptets: 153,
  /** UTF-16 units of a single UCS-2 SMS (140 octets). */
  ucs2SingleUnits: 70,
  /** UTF-16 units of each part of a concatenated UCS-2 SMS: 140 octets less the 6 of the header. */
  ucs2PartUnits: 67,
  /** Segments a text is cut to unless told otherwise. */
  defaultMaxSegments: 6,
  /** The most segments a concatenation header can number (its count is one octet). */
  highestMaxSegments: 255,
} as const;

/** The type of {@link SMS_LIMITS}. @public */
export type SmsLimits = typeof SMS_LIMITS;
