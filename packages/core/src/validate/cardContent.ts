import { _FIELD_TABLE } from '../fields/fieldTable';
import { MEDIA_HEIGHTS, type MediaHeight } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import { _arrayLength, _isArray } from '../rules/json/jsonValue';
import type { CardContent, CardMedia } from '../types/content';
import { _contentInfo } from './contentInfo';
import type { _Context } from './context';
import { _readCardContent, _readCardMedia } from './fieldReaders';
import { _enumField, _recordField, _stringField } from './fields';
import { _suggestionsField } from './suggestion';

const HEIGHTS = Object.keys(MEDIA_HEIGHTS) as MediaHeight[];
const MEDIA = _FIELD_TABLE.cardMedia;
const CARD = _FIELD_TABLE.cardContent;

/** A card's media object (API reference 2.6). */
function media(ctx: _Context, input: Record<string, unknown>): CardMedia {
  const [h, c] = _readCardMedia(ctx, input);
  const height = _enumField(ctx, h, 'height', MEDIA.height, HEIGHTS, 'MEDIA_HEIGHT_INVALID');
  const info = _recordField(ctx, c, 'contentInfo', MEDIA.contentInfo);
  ctx.enter('contentInfo');
  const contentInfo = info === undefined ? undefined : _contentInfo(ctx, info);
  ctx.leave();
  return (height === undefined ? { contentInfo } : { height, contentInfo }) as CardMedia;
}


/**
 * One card content (API reference 2.6) with its rule 1, and rule 2 when it is the content of a
 * horizontal card: then `rule2At` is the place, among the card's own rules, where its issue
 * goes (-1 otherwise). Its canonical form (meaningful only when no issue was added).
 *
 * @internal
 */
export function _cardContent(ctx: _Context, input: Record<string, unknown>, rule2At: number): CardContent {
  const [t, d, m, s] = _readCardContent(ctx, input);
  // The length of suggestions, read once: rule 2 and the list agree on it.
  const suggestionCount = _isArray(s) ? _arrayLength(s) : -1;
  if (t === undefined && d === undefined && m === undefined) ctx.report('CARD_CONTENT_EMPTY');
  // A suggestion counts for rule 2 when `suggestions` is an array with at least one element.
  else if (rule2At >= 0 && m !== undefined && t === undefined && d === undefined && !(suggestionCount > 0)) {
    ctx.reportAt(rule2At, 'HORIZONTAL_CARD_MEDIA_ONLY');
  }
  const card: CardContent = {};
  const title = _stringField(ctx, t, 'title', CARD.title);
  if (title !== undefined) card.title = title;
  const description = _stringField(ctx, d, 'description', CARD.description);
  if (description !== undefined) card.description = description;
  const mediaInput = _recordField(ctx, m, 'media', CARD.media);
  if (mediaInput !== undefined) {
    ctx.enter('media');
    card.media = media(ctx, mediaInput);
    ctx.leave();
  }
  const suggestions = _suggestionsField(ctx, s, CARD.suggestions, LIMITS.cardSuggestionsMax, 'CARD_SUGGESTIONS_TOO_MANY', suggestionCount);
  if (suggestions !== undefined) card.suggestions = suggestions;
  return card;
}
