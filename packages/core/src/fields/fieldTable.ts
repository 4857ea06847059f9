import type { ErrorCode } from '../catalogue/catalogue';
import { LIMITS, type Limits } from '../limits/limits';

/** The JSON kind of a field's value. @internal */
type _FieldKind = 'string' | 'enum' | 'number' | 'object' | 'array';

/** A string's length limit: its `LIMITS` key, the number it stands for, and the code over it. @internal */
interface _LengthLimit {
  /** The `LIMITS` key of the most code points. */
  readonly limit: keyof Limits;
  /** `LIMITS[limit]`, read once. */
  readonly max: number;
  /** The code of a longer string. */
  readonly tooLong: ErrorCode;
}

/** One field of an object: its kind, whether it is required, and (strings) its length limit. @internal */
export interface _Field {
  /** The JSON kind of its value. */
  readonly kind: _FieldKind;
  /** True when the field must be present. */
  readonly required: boolean;
  /** The length limit of a string field that has one. */
  readonly maxChars?: _LengthLimit;
}

/** A required (`'!'`) or optional (`'?'`) field of `kind`, with the length limit `limit` (else `tooLong`). */
function field(kind: _FieldKind, presence: '!' | '?', limit?: keyof Limits, tooLong?: ErrorCode): _Field {
  const required = presence === '!';
  if (limit === undefined || tooLong === undefined) return { kind, required };
  return { kind, required, maxChars: { limit, max: LIMITS[limit], tooLong } };
}

const TEXT = field('string', '!', 'suggestionTextMaxChars', 'SUGGESTION_TEXT_TOO_LONG');
const POSTBACK_DATA = field('string', '!', 'postbackDataMaxChars', 'POSTBACK_DATA_TOO_LONG');

/**
 * Every object of the request: its fields in documented order (the canonical key order), each
 * with its kind, whether it is required and its length limit by `LIMITS` key. The fast path
 * reads its field lists and string rules here, the schemas their string rules; tests check
 * the rest (the types' JSDoc, the schemas' shapes) against it.
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
    text: field('string', '?', 'textMaxChars', 'TEXT_TOO_LONG'),
    suggestions: field('array', '?'),
    contentInfo: field('object', '?'),
    richCard: field('object', '?'),
  },
  contentInfo: {
    fileUrl: field('string', '!'),
    thumbnailUrl: field('string', '?', 'thumbnailUrlMaxChars', 'THUMBNAIL_URL_TOO_LONG'),
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
    title: field('string', '?', 'cardTitleMaxChars', 'CARD_TITLE_TOO_LONG'),
    description: field('string', '?', 'cardDescriptionMaxChars', 'CARD_DESCRIPTION_TOO_LONG'),
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
  openUrlAction: { text: TEXT, url: field('string', '!', 'openUrlMaxChars', 'OPEN_URL_TOO_LONG'), postbackData: POSTBACK_DATA },
  dialAction: { text: TEXT, phoneNumber: field('string', '!'), postbackData: POSTBACK_DATA },
  viewLocationAction: {
    text: TEXT,
    latitude: field('number', '!'),
    longitude: field('number', '!'),
    label: field('string', '?', 'locationLabelMaxChars', 'LOCATION_LABEL_TOO_LONG'),
    postbackData: POSTBACK_DATA,
  },
  shareLocationAction: { text: TEXT, postbackData: POSTBACK_DATA },
  createCalendarEventAction: {
    text: TEXT,
    title: field('string', '!', 'calendarTitleMaxChars', 'CALENDAR_TITLE_TOO_LONG'),
    description: field('string', '?', 'calendarDescriptionMaxChars', 'CALENDAR_DESCRIPTION_TOO_LONG'),
    startTime: field('string', '!'),
    endTime: field('string', '!'),
    postbackData: POSTBACK_DATA,
  },
} as const satisfies Record<string, Record<string, _Field>>;

/** An object of the request, by its name in {@link _FIELD_TABLE}. @internal */
export type _ObjectName = keyof typeof _FIELD_TABLE;

/** The field names of `object`, in documented order (what the fast path reads by position). @internal */
export function _fieldNames<TName extends _ObjectName>(object: TName): readonly (keyof (typeof _FIELD_TABLE)[TName] & string)[] {
  return Object.keys(_FIELD_TABLE[object]) as (keyof (typeof _FIELD_TABLE)[TName] & string)[];
}
