// Section 8 of docs/api.md: every entry of LIMITS with what it bounds. The record is keyed by
// LIMITS' own keys, so a new limit does not type-check until it is described here.
import { LIMITS, type Limits } from '@rcs-send/core';
import { code, n, table } from './markdown';

/** What each limit applies to, and its unit. */
const LIMIT_LABELS: Record<keyof Limits, string> = {
  messagesMin: 'fewest messages in a request',
  messagesMax: 'most messages in a request',
  messageBytesMax: 'most bytes of one message (UTF-8 of its compact JSON)',
  textMaxChars: 'characters of `text`',
  messageSuggestionsMax: 'suggestions beside `text`',
  cardSuggestionsMax: 'suggestions on one card',
  carouselCardsMin: 'fewest cards in a carousel',
  carouselCardsMax: 'most cards in a carousel',
  cardTitleMaxChars: 'characters of a card title',
  cardDescriptionMaxChars: 'characters of a card description',
  suggestionTextMaxChars: 'characters of any suggestion `text`',
  postbackDataMaxChars: 'characters of any `postbackData`',
  openUrlMaxChars: 'characters of `openUrlAction.url`',
  thumbnailUrlMaxChars: 'characters of `contentInfo.thumbnailUrl`',
  locationLabelMaxChars: 'characters of `viewLocationAction.label`',
  calendarTitleMaxChars: 'characters of a calendar event title',
  calendarDescriptionMaxChars: 'characters of a calendar event description',
  latitudeMin: 'lowest latitude',
  latitudeMax: 'highest latitude',
  longitudeMin: 'lowest longitude',
  longitudeMax: 'highest longitude',
  msisdnMinDigits: 'fewest digits of `to`, country calling code included',
  msisdnMaxDigits: 'most digits of `to`, country calling code included',
  e164MinDigits: 'fewest digits after the `+` of `dialAction.phoneNumber`',
  e164MaxDigits: 'most digits after the `+` of `dialAction.phoneNumber`',
};

/** Section 8: the limits table. */
export function limitsSection(): string {
  const rows = (Object.keys(LIMIT_LABELS) as (keyof Limits)[]).map((key) => [LIMIT_LABELS[key], n(LIMITS[key]), code(`LIMITS.${key}`)]);
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
