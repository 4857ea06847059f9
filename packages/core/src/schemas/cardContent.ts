import * as v from 'valibot';
import { MEDIA_HEIGHTS, type MediaHeight } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import { _arrayLength, _isArray } from '../rules/json/jsonValue';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { ContentInfoSchema } from './contentInfo';
import { _countPresent, _has, _read, type _Record } from './json';
import { _fields, _record, _strictObject } from './strictObject';
import { SuggestionSchema } from './suggestion';
import { _enum, _list, _text } from './values';

/** The fields of a card content (API reference 2.6). */
const CARD = _FIELD_TABLE.cardContent;

/** The media heights, by name (API reference 2.6). */
const HEIGHTS = Object.keys(MEDIA_HEIGHTS) as MediaHeight[];

/** The fields of which card content rule 1 wants at least one (API reference 2.6). */
const CONTENT_FIELDS = ['title', 'description', 'media'] as const;

/** The media of a rich card (API reference 2.6). @public */
export const CardMediaSchema = _strictObject(
  _fields({
    height: v.exactOptional(_enum(HEIGHTS, 'MEDIA_HEIGHT_INVALID')),
    contentInfo: ContentInfoSchema,
  }),
);

/** The content of one card, with card content rule 1 at its own path (API reference 2.6). @public */
export const CardContentSchema = _strictObject(
  _fields({
    title: v.exactOptional(_text(CARD.title)),
    description: v.exactOptional(_text(CARD.description)),
    media: v.exactOptional(CardMediaSchema),
    suggestions: v.exactOptional(
      _list(SuggestionSchema, { max: LIMITS.cardSuggestionsMax, tooMany: 'CARD_SUGGESTIONS_TOO_MANY' }),
    ),
  }),
  {
    // Rule 1: presence decides (a title that is too long still counts).
    rules: v.pipe(_record(), v.check((card) => _countPresent(card, CONTENT_FIELDS) > 0, 'CARD_CONTENT_EMPTY')),
  },
);

/**
 * The condition card content rule 2 refuses on a horizontal card: media, but no title, no
 * description and no suggestion. Presence decides (a title that is too long still counts); a
 * suggestion counts when `suggestions` is an array with at least one element.
 *
 * @internal
 */
export function _isMediaOnly(card: _Record): boolean {
  const suggestions = _read(card, 'suggestions');
  const hasSuggestion = _isArray(suggestions) && _arrayLength(suggestions) > 0;
  return _has(card, 'media') && !_has(card, 'title') && !_has(card, 'description') && !hasSuggestion;
}
