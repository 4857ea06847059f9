import type { RequestObjectName } from './requestObjectName';

// The catalogue reads LIMITS, and LIMITS reads the length limits of this table: so the table
// imports nothing from the catalogue. Its codes are checked against the catalogue where the
// validators take a field as `_Field` (./field.ts), and by a test.

/** The JSON kind of a field's value. */
type _FieldKind = 'string' | 'enum' | 'number' | 'object' | 'array';

/** A string's length limit as the table writes it: its `LIMITS` key, its number, and the code over it. */
interface _TableLengthLimit {
  /** The key `LIMITS` publishes the number under. */
  readonly limit: `${string}MaxChars`;
  /** The most code points. */
  readonly max: number;
  /** The code of a longer string (a catalogue code). */
  readonly tooLong: `${string}_TOO_LONG`;
}

/** One field of an object as the table writes it: its kind, whether it is required, and (strings) its length limit. @internal */
export interface _TableField {
  /** The JSON kind of its value. */
  readonly kind: _FieldKind;
  /** True when the field must be present. */
  readonly required: boolean;
  /** The length limit of a string field that has one. */
  readonly maxChars?: _TableLengthLimit;
}

/** A required (`'!'`) or optional (`'?'`) field of `kind`. */
function field(kind: _FieldKind, presence: '!' | '?'): Omit<_TableField, 'maxChars'> {
  return { kind, required: presence === '!' };
}

/**
 * A required or optional string field of at most `max` code points, else `tooLong`; `limit`
 * is the key `LIMITS` publishes `max` under (the one place the number is written).
 */
function limited<const TLimit extends `${string}MaxChars`, const TMax extends number, const TCode extends `${string}_TOO_LONG`>(
  presence: '!' | '?',
  limit: TLimit,
  max: TMax,
  tooLong: TCode,
): Omit<_TableField, 'maxChars'> & { readonly maxChars: { readonly limit: TLimit; readonly max: TMax; readonly tooLong: TCode } } {
  return { ...field('string', presence), maxChars: { limit, max, tooLong } };
}

const TEXT = limited('!', 'suggestionTextMaxChars', 25, 'SUGGESTION_TEXT_TOO_LONG');
const POSTBACK_DATA = limited('!', 'postbackDataMaxChars', 2_000, 'POSTBACK_DATA_TOO_LONG');

/**
 * Every object of the request: its fields in documented order (the canonical key order), each
 * with its kind, whether it is required and its length limit: the number is written here
 * once, with the `LIMITS` key it is published under and its code. The fast path reads its
 * field lists and string rules here, the schemas their string rules, `LIMITS` its length
 * limits, `LENGTH_LIMITS` the list the arbitraries, the JSON Schema generator and the API
 * reference read; tests check the rest (the types' JSDoc, the schemas' shapes) against it.
 *
 * @internal
 */
export const _FIELD_TABLE = {
  request: { organizationId: field('string', '!'), messages: field('array', '!') },
  message: {
    to: field('string', '!'),
    from: field('string', '!'),
    expirationDateTime: field('string', '?'),
    contentMessage: field('object', '!'),
  },
  contentMessage: {
    text: limited('?', 'textMaxChars', 3_072, 'TEXT_TOO_LONG'),
    suggestions: field('array', '?'),
    contentInfo: field('object', '?'),
    richCard: field('object', '?'),
  },
  contentInfo: {
    fileUrl: field('string', '!'),
    thumbnailUrl: limited('?', 'thumbnailUrlMaxChars', 2_048, 'THUMBNAIL_URL_TOO_LONG'),
    mimeType: field('string', '!'),
  },
  richCard: { standaloneCard: field('object', '?'), carouselCard: field('object', '?') },
  standaloneCard: {
    cardOrientation: field('enum', '!'),
    thumbnailImageAlignment: field('enum', '?'),
    cardContent: field('object', '!'),
  },
  carouselCard: { cardWidth: field('enum', '!'), cardContents: field('array', '!') },
  cardContent: {
    title: limited('?', 'cardTitleMaxChars', 200, 'CARD_TITLE_TOO_LONG'),
    description: limited('?', 'cardDescriptionMaxChars', 2_000, 'CARD_DESCRIPTION_TOO_LONG'),
    media: field('object', '?'),
    suggestions: field('array', '?'),
  },
  cardMedia: { height: field('enum', '?'), contentInfo: field('object', '!') },
  suggestion: {
    reply: field('object', '?'),
    openUrlAction: field('object', '?'),
    dialAction: field('object', '?'),
    viewLocationAction: field('object', '?'),
    shareLocationAction: field('object', '?'),
    createCalendarEventAction: field('object', '?'),
  },
  reply: { text: TEXT, postbackData: POSTBACK_DATA },
  openUrlAction: { text: TEXT, url: limited('!', 'openUrlMaxChars', 2_048, 'OPEN_URL_TOO_LONG'), postbackData: POSTBACK_DATA },
  dialAction: { text: TEXT, phoneNumber: field('string', '!'), postbackData: POSTBACK_DATA },
  viewLocationAction: {
    text: TEXT,
    latitude: field('number', '!'),
    longitude: field('number', '!'),
    label: limited('?', 'locationLabelMaxChars', 100, 'LOCATION_LABEL_TOO_LONG'),
    postbackData: POSTBACK_DATA,
  },
  shareLocationAction: { text: TEXT, postbackData: POSTBACK_DATA },
  createCalendarEventAction: {
    text: TEXT,
    title: limited('!', 'calendarTitleMaxChars', 100, 'CALENDAR_TITLE_TOO_LONG'),
    description: limited('?', 'calendarDescriptionMaxChars', 500, 'CALENDAR_DESCRIPTION_TOO_LONG'),
    startTime: field('string', '!'),
    endTime: field('string', '!'),
    postbackData: POSTBACK_DATA,
  },
} as const satisfies Record<RequestObjectName, Record<string, _TableField>>;

/** The field names of `object`, in documented order (what the fast path reads by position). @internal */
export function _fieldNames<TName extends RequestObjectName>(object: TName): readonly (keyof (typeof _FIELD_TABLE)[TName] & string)[] {
  return Object.keys(_FIELD_TABLE[object]) as (keyof (typeof _FIELD_TABLE)[TName] & string)[];
}
