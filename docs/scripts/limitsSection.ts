// Section 8 of docs/api.md: every entry of LIMITS with what it bounds. A length limit is
// labelled by the fields LENGTH_LIMITS gives it; every other limit by the record below, keyed
// by LIMITS' own keys, so a new one does not type-check until it is described here.
import { LENGTH_LIMITS, LIMITS, SUGGESTION_TYPES, type LengthLimitKey, type Limits } from '@rcs-send/core';
import { code, n, table } from './markdown';

/** What each limit other than a length limit applies to, and its unit. */
const LIMIT_LABELS: Record<Exclude<keyof Limits, LengthLimitKey>, string> = {
  messagesMin: 'fewest messages in a request',
  messagesMax: 'most messages in a request',
  messageBytesMax: 'most bytes of one message (UTF-8 of its compact JSON)',
  messageSuggestionsMax: 'suggestions beside `text`',
  cardSuggestionsMax: 'suggestions on one card',
  carouselCardsMin: 'fewest cards in a carousel',
  carouselCardsMax: 'most cards in a carousel',
  latitudeMin: 'lowest latitude',
  latitudeMax: 'highest latitude',
  longitudeMin: 'lowest longitude',
  longitudeMax: 'highest longitude',
  msisdnMinDigits: 'fewest digits of `to`, country calling code included',
  msisdnMaxDigits: 'most digits of `to`, country calling code included',
  e164MinDigits: 'fewest digits after the `+` of `dialAction.phoneNumber`',
  e164MaxDigits: 'most digits after the `+` of `dialAction.phoneNumber`',
};

/** The label of a length limit: characters of its fields, as `object.field` (one field of every suggestion type: `any suggestion's field`). */
function lengthLabel(limit: LengthLimitKey): string {
  const rules = LENGTH_LIMITS.filter((rule) => rule.limit === limit);
  const [first] = rules;
  const everySuggestion =
    first !== undefined && rules.every((rule) => rule.field === first.field) && rules.map((rule) => rule.object).join() === SUGGESTION_TYPES.join();
  if (everySuggestion) return `characters of any suggestion's ${code(first.field)}`;
  return `characters of ${rules.map((rule) => code(`${rule.object}.${rule.field}`)).join(', ')}`;
}

/** Section 8: the limits table, length limits first (in the order of the fields), then the others. */
export function limitsSection(): string {
  const lengthKeys = [...new Set(LENGTH_LIMITS.map((rule) => rule.limit))];
  const otherKeys = Object.keys(LIMIT_LABELS) as Exclude<keyof Limits, LengthLimitKey>[];
  const rows = [
    ...lengthKeys.map((key) => [lengthLabel(key), n(LIMITS[key]), code(`LIMITS.${key}`)]),
    ...otherKeys.map((key) => [LIMIT_LABELS[key], n(LIMITS[key]), code(`LIMITS.${key}`)]),
  ];
  return [
    '## 8. Limits',
    '',
    'Every number of this page comes from `LIMITS` of `@rcs-send/core`, the one table the code, the',
    'schemas and the fuzzers read. Characters are Unicode code points (an emoji such as U+1F600 counts 1).',
    '',
    table(['limit', 'value', 'constant'], rows),
    '',
    'The request rate limit (429) is a setting of each deployment, not of the API.',
    '',
  ].join('\n');
}
