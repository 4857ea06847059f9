// How JSON Schema states each rule of the core's catalogue: the one place that says which
// rules the schema expresses and which it cannot (only those may differ from the core).
import {
  ERROR_CATALOGUE,
  LENGTH_LIMITS,
  LIMITS,
  PRIMARY_CONTENT_TYPES,
  SUGGESTION_TYPES,
  type CardContent,
  type CardOrientation,
  type ErrorCode,
  type LengthLimitCode,
  type StandaloneCard,
  type TextContent,
} from '@rcs-send/core';
import { enumInAnyCase, uuidInAnyCase, writtenMsisdn } from './inputForms';
import type { Schema } from './json';
import { onCardContent, onStandaloneCard } from './objectFields';

/**
 * The two request schemas: `input` accepts every body the service accepts (before it
 * canonicalises `to`, `organizationId` and `mimeType`), `canonical` describes `result.value`.
 */
export type SchemaForm = 'input' | 'canonical';

/** How the committed schema states one rule of the catalogue. */
export interface RuleInSchema {
  /** False when JSON Schema cannot state the rule: only these codes may differ between a validator and the core. */
  readonly expressible: boolean;
  /** How the schema states the rule, or why it cannot (for the README and the $comment). */
  readonly how: string;
  /** Keywords added where the core checks the rule, for rules whose check is a function the converter cannot read. */
  readonly fragment?: Schema;
  /**
   * For a value the service canonicalises before checking this rule: how the input schema states
   * the rule, from the keywords of the canonical schema (its `fragment`, or what valibot states).
   */
  readonly input?: (canonical: Schema) => Schema;
}

/** A rule stated by keywords, `fragment` (if any) added where the core checks it. */
const expressed = (how: string, fragment?: Schema): RuleInSchema => ({ expressible: true, how, ...(fragment && { fragment }) });

/** A rule on a value the service canonicalises first: `input` says how the input schema states it. */
const canonicalised = (how: string, input: (canonical: Schema) => Schema, fragment?: Schema): RuleInSchema => ({
  ...expressed(how, fragment),
  input,
});

/** A rule stated by a combinator (`if`, `anyOf`), with a `$comment` naming its code. */
const combined = (code: ErrorCode, how: string, fragment: Schema): RuleInSchema =>
  expressed(how, { $comment: `${code}: ${ERROR_CATALOGUE[code].rule}`, ...fragment });

/** The `$comment` naming a rule the schema cannot state, with the catalogue's own wording of it. */
export function inexpressibleComment(code: ErrorCode, why: string): string {
  return `${code} (checked by the service, not expressible in JSON Schema: ${why}): ${ERROR_CATALOGUE[code].rule}`;
}

/** A rule JSON Schema cannot state: a `$comment` where the core checks it (or under `property` there), plus any necessary condition. */
function inexpressible(code: ErrorCode, why: string, options: { property?: string; necessary?: Schema } = {}): RuleInSchema {
  const comment: Schema = { $comment: inexpressibleComment(code, why) };
  const here = options.property === undefined ? comment : { properties: { [options.property]: comment } };
  return { expressible: false, how: why, fragment: { ...options.necessary, ...here } };
}

const HORIZONTAL = 'HORIZONTAL' satisfies CardOrientation;
const ORIENTATION = 'cardOrientation' satisfies keyof StandaloneCard;
const TEXT = 'text' satisfies (typeof PRIMARY_CONTENT_TYPES)[number] & keyof TextContent;
const TEXT_SUGGESTIONS = 'suggestions' satisfies keyof TextContent;
/** Card content rule 1: at least one of these (spec 2.6). */
const CARD_CONTENT_FIELDS = ['title', 'description', 'media'] as const satisfies readonly (keyof CardContent)[];
/** A standalone card whose orientation is horizontal. */
const isHorizontal: Schema = onStandaloneCard({ properties: { [ORIENTATION]: { const: HORIZONTAL } }, required: [ORIENTATION] });
/** Card content rule 2 on a horizontal card: media only with a title, a description or a suggestion. */
const notMediaOnly: Schema = {
  type: 'object',
  if: onCardContent({ required: ['media' satisfies keyof CardContent] }),
  then: {
    type: 'object',
    anyOf: [
      onCardContent({ required: ['title' satisfies keyof CardContent] }),
      onCardContent({ required: ['description' satisfies keyof CardContent] }),
      // `items` as the card's own schema states them: an array schema without `items` reads as a mistake to linters.
      onCardContent({ required: ['suggestions' satisfies keyof CardContent], properties: { suggestions: { type: 'array', minItems: 1, items: {} } } }),
    ],
  },
};
/** Necessary for any URL the core accepts with the given schemes (WHATWG schemes are case-insensitive). */
const schemePattern = (https: boolean): Schema => ({ pattern: `^[Hh][Tt][Tt][Pp]${https ? '[Ss]' : '[Ss]?'}:` });
/** The canonical MSISDN: digits only, not starting with 0, of the contract's length. */
const msisdn: Schema = { pattern: `^[1-9][0-9]{${LIMITS.msisdnMinDigits - 1},${LIMITS.msisdnMaxDigits - 1}}$` };
/** RFC 3339 date-time as the contract reads it: seconds, `Z` or `+hh:mm`; `format` adds the calendar check. */
const dateTime: Schema = {
  format: 'date-time',
  pattern:
    '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$',
};
/**
 * A string without a lone surrogate, whichever way a validator's regular expressions read it: by
 * code points (ECMA-262 with the `u` flag, as Ajv does; Python), where a lone surrogate is a code
 * point of U+D800 to U+DFFF and a pair one code point above them, or by UTF-16 code units, where
 * a pair is a high unit then a low one. In `allOf`, beside any pattern of the field's own.
 */
const WELL_FORMED = '^(?:[^\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
const exactlyOneContentType: Schema = { 'x-exactlyOne': [...PRIMARY_CONTENT_TYPES] };
const exactlyOneSuggestionType: Schema = { 'x-exactlyOne': [...SUGGESTION_TYPES] };
const exactlyOneCardKind: Schema = { 'x-exactlyOne': 'every property' };

/** Every length limit of the core's LENGTH_LIMITS: `maxLength` where the field is (valibot's `maxCodePoints`, converted). */
const LENGTH_RULES = Object.fromEntries(LENGTH_LIMITS.map(({ code }) => [code, expressed('`maxLength` (code points)')])) as Readonly<
  Record<LengthLimitCode, RuleInSchema>
>;

/** Every catalogue code, and how the committed schema states its rule. */
export const RULES_IN_SCHEMA: Readonly<Record<ErrorCode, RuleInSchema>> = {
  ...LENGTH_RULES,
  REQUEST_NOT_OBJECT: expressed('`type: object` at the root'),
  MESSAGES_EMPTY: expressed('`minItems` of messages', { properties: { messages: { minItems: LIMITS.messagesMin } } }),
  MESSAGES_TOO_MANY: expressed('`maxItems` of messages'),
  ORGANIZATION_ID_INVALID: canonicalised('`pattern` of a UUID (8-4-4-4-12 hexadecimal digits), lower case in the canonical schema', uuidInAnyCase),
  FIELD_REQUIRED: expressed('`required`'),
  FIELD_INVALID_TYPE: expressed('`type` (JSON numbers are always finite)'),
  FIELD_EMPTY: expressed('`minLength: 1`, or an `enum` without the empty string'),
  STRING_NOT_WELL_FORMED: expressed('`pattern` of well-formed UTF-16, read alike by code points and by code units', { allOf: [{ pattern: WELL_FORMED }] }),
  UNKNOWN_FIELD: expressed('`additionalProperties: false`', { additionalProperties: false }),
  FIELD_UNREADABLE: { expressible: false, how: 'a value whose read throws (a getter or a proxy) exists only in JavaScript, never in JSON text' },
  MESSAGE_TOO_LARGE: inexpressible('MESSAGE_TOO_LARGE', 'JSON Schema cannot measure the bytes of a serialised value'),
  TO_INVALID_FORMAT: canonicalised('`pattern` of the written number (canonical schema: of the digits)', writtenMsisdn, msisdn),
  TO_LEADING_ZERO: canonicalised('`pattern` of the written number (canonical schema: of the digits)', writtenMsisdn, msisdn),
  TO_INVALID_LENGTH: canonicalised('`pattern` of the written number (canonical schema: of the digits)', writtenMsisdn, msisdn),
  TO_INVALID_NUMBER: inexpressible('TO_INVALID_NUMBER', 'the numbering plan of each country is data, not a pattern'),
  DATETIME_INVALID: expressed('`pattern` and `format: date-time` (asserted, as ajv-formats does)', dateTime),
  EXPIRATION_NOT_IN_FUTURE: inexpressible('EXPIRATION_NOT_IN_FUTURE', 'it depends on the clock at validation'),
  CONTENT_TYPE_MISSING: expressed('`oneOf` of the primary content types', exactlyOneContentType),
  CONTENT_TYPE_MULTIPLE: expressed('`oneOf` of the primary content types', exactlyOneContentType),
  SUGGESTIONS_NOT_ALLOWED: expressed('suggestions only in the text branch of the `oneOf`', { 'x-onlyBeside': { [TEXT_SUGGESTIONS]: TEXT } }),
  SUGGESTIONS_TOO_MANY: expressed('`maxItems`'),
  MEDIA_URL_INVALID: inexpressible('MEDIA_URL_INVALID', 'WHATWG URL parsing is not a pattern', { necessary: schemePattern(true) }),
  MEDIA_URL_NOT_HTTPS: expressed('`pattern` of the scheme', schemePattern(true)),
  MEDIA_URL_NOT_PUBLIC: inexpressible('MEDIA_URL_NOT_PUBLIC', 'IP ranges of the parsed host are not a pattern'),
  MIME_TYPE_UNSUPPORTED: canonicalised('case-insensitive `pattern` of the types (canonical schema: `enum` of the lower-case types)', enumInAnyCase),
  RICH_CARD_KIND_MISSING: expressed('`oneOf` of the card kinds', exactlyOneCardKind),
  RICH_CARD_KIND_MULTIPLE: expressed('`oneOf` of the card kinds', exactlyOneCardKind),
  CARD_ORIENTATION_INVALID: expressed('`enum`'),
  THUMBNAIL_ALIGNMENT_REQUIRED: combined('THUMBNAIL_ALIGNMENT_REQUIRED', '`if` HORIZONTAL `then` required', {
    if: isHorizontal,
    then: onStandaloneCard({ required: ['thumbnailImageAlignment' satisfies keyof StandaloneCard] }),
  }),
  THUMBNAIL_ALIGNMENT_INVALID: expressed('`enum`'),
  CARD_WIDTH_INVALID: expressed('`enum`'),
  CAROUSEL_TOO_FEW_CARDS: expressed('`minItems`'),
  CAROUSEL_TOO_MANY_CARDS: expressed('`maxItems`'),
  CARD_CONTENT_EMPTY: combined('CARD_CONTENT_EMPTY', '`anyOf` of required title, description or media', {
    anyOf: CARD_CONTENT_FIELDS.map((field) => onCardContent({ required: [field] })),
  }),
  HORIZONTAL_CARD_MEDIA_ONLY: combined('HORIZONTAL_CARD_MEDIA_ONLY', '`if` HORIZONTAL `then` (on cardContent) `if` media `then` `anyOf`', {
    if: isHorizontal,
    then: onStandaloneCard({ properties: { ['cardContent' satisfies keyof StandaloneCard]: notMediaOnly } }),
  }),
  MEDIA_HEIGHT_INVALID: expressed('`enum`'),
  CARD_SUGGESTIONS_TOO_MANY: expressed('`maxItems`'),
  SUGGESTION_TYPE_MISSING: expressed('`oneOf` of the suggestion types', exactlyOneSuggestionType),
  SUGGESTION_TYPE_MULTIPLE: expressed('`oneOf` of the suggestion types', exactlyOneSuggestionType),
  OPEN_URL_INVALID: inexpressible('OPEN_URL_INVALID', 'WHATWG URL parsing is not a pattern', { necessary: schemePattern(false) }),
  DIAL_PHONE_NUMBER_INVALID: expressed('`pattern` (the core\'s own regular expression)'),
  LATITUDE_OUT_OF_RANGE: expressed('`minimum` and `maximum`'),
  LONGITUDE_OUT_OF_RANGE: expressed('`minimum` and `maximum`'),
  CALENDAR_END_NOT_AFTER_START: inexpressible('CALENDAR_END_NOT_AFTER_START', 'JSON Schema cannot compare two values', {
    property: 'endTime',
  }),
};

/** The codes whose rules JSON Schema cannot express: the only ones where a validator and the core may disagree. */
export const INEXPRESSIBLE_CODES: readonly ErrorCode[] = (Object.keys(RULES_IN_SCHEMA) as ErrorCode[]).filter(
  (code) => !RULES_IN_SCHEMA[code].expressible,
);
