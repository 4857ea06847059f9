import { _FIELD_TABLE } from '../fields/fieldTable';
import { CARD_ORIENTATIONS, CARD_WIDTHS, THUMBNAIL_IMAGE_ALIGNMENTS } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import type { CardContent, CarouselCard, RichCard, StandaloneCard } from '../types/content';
import { _cardContent } from './cardContent';
import type { _Context } from './context';
import { _readCarouselCard, _readRichCard, _readStandaloneCard } from './fieldReaders';
import { _arrayField, _enumField, _recordField } from './fields';
import { _inspectedLength, _readElement } from './readFields';

const STANDALONE = _FIELD_TABLE.standaloneCard;
const CAROUSEL = _FIELD_TABLE.carouselCard;
const RICH_CARD = _FIELD_TABLE.richCard;

/** A standaloneCard (API reference 2.6). */
function standaloneCard(ctx: _Context, input: Record<string, unknown>): StandaloneCard {
  const [o, a, c] = _readStandaloneCard(ctx, input);
  // The card's own rules: the alignment a horizontal card needs, and card content rule 2,
  // which its card content reports here (in the place `rulesEnd`) once it has read its fields.
  const horizontal = o === 'HORIZONTAL';
  if (horizontal && a === undefined) ctx.reportField('THUMBNAIL_ALIGNMENT_REQUIRED', 'thumbnailImageAlignment');
  const rulesEnd = horizontal ? ctx.issues.length : -1;
  const cardOrientation = _enumField(ctx, o, 'cardOrientation', STANDALONE.cardOrientation, CARD_ORIENTATIONS, 'CARD_ORIENTATION_INVALID');
  const alignment = _enumField(ctx, a, 'thumbnailImageAlignment', STANDALONE.thumbnailImageAlignment, THUMBNAIL_IMAGE_ALIGNMENTS, 'THUMBNAIL_ALIGNMENT_INVALID');
  const content = _recordField(ctx, c, 'cardContent', STANDALONE.cardContent);
  let cardContent: CardContent | undefined;
  if (content !== undefined) {
    ctx.enter('cardContent');
    cardContent = _cardContent(ctx, content, rulesEnd);
    ctx.leave();
  }
  return (alignment === undefined
    ? { cardOrientation, cardContent }
    : { cardOrientation, thumbnailImageAlignment: alignment, cardContent }) as StandaloneCard;
}

/** A carouselCard (API reference 2.6). */
function carouselCard(ctx: _Context, input: Record<string, unknown>): CarouselCard {
  const [w, c] = _readCarouselCard(ctx, input);
  const cardWidth = _enumField(ctx, w, 'cardWidth', CAROUSEL.cardWidth, CARD_WIDTHS, 'CARD_WIDTH_INVALID');
  const count = _arrayField(ctx, c, 'cardContents', CAROUSEL.cardContents);
  const cardContents: CardContent[] = [];
  if (count >= 0) {
    const cards = c as readonly unknown[];
    ctx.enter('cardContents');
    if (count < LIMITS.carouselCardsMin) ctx.report('CAROUSEL_TOO_FEW_CARDS');
    if (count > LIMITS.carouselCardsMax) ctx.report('CAROUSEL_TOO_MANY_CARDS');
    const inspected = _inspectedLength(ctx, count);
    for (let j = 0; j < inspected; j++) {
      const card = _readElement(ctx, cards, j);
      if (_isRecord(card)) {
        ctx.enter(j);
        cardContents.push(_cardContent(ctx, card, -1));
        ctx.leave();
      } else if (card !== _UNREADABLE) ctx.reportField('FIELD_INVALID_TYPE', j, 'an object');
    }
    ctx.leave();
  }
  return { cardWidth, cardContents } as CarouselCard;
}

/** A richCard (API reference 2.6): exactly one card kind; its canonical form (meaningful only when no issue was added). @internal */
export function _richCard(ctx: _Context, input: Record<string, unknown>): RichCard {
  const [s, c] = _readRichCard(ctx, input);
  if (s === undefined && c === undefined) ctx.report('RICH_CARD_KIND_MISSING');
  else if (s !== undefined && c !== undefined) ctx.report('RICH_CARD_KIND_MULTIPLE');
  const standalone = _recordField(ctx, s, 'standaloneCard', RICH_CARD.standaloneCard);
  ctx.enter('standaloneCard');
  const standaloneValue = standalone === undefined ? undefined : standaloneCard(ctx, standalone);
  ctx.leave();
  const carousel = _recordField(ctx, c, 'carouselCard', RICH_CARD.carouselCard);
  ctx.enter('carouselCard');
  const carouselValue = carousel === undefined ? undefined : carouselCard(ctx, carousel);
  ctx.leave();
  return (standaloneValue === undefined ? { carouselCard: carouselValue } : { standaloneCard: standaloneValue }) as RichCard;
}
