import * as v from 'valibot';
import { CARD_ORIENTATIONS, CARD_WIDTHS, THUMBNAIL_IMAGE_ALIGNMENTS, type CardOrientation } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import { _isRecord } from '../rules/json/jsonValue';
import type { RichCard } from '../types/content';
import { _isMediaOnly, CardContentSchema } from './cardContent';
import { _exactlyOne } from './exactlyOne';
import { _countPresent, _has } from './json';
import { _fields, _record, _strictObject } from './strictObject';
import { _enum, _list } from './values';

/** The orientation that needs a thumbnail alignment and card content rule 2 (API reference 2.6, 10). */
const HORIZONTAL: CardOrientation = 'HORIZONTAL';

/** A single rich card (API reference 2.6, 10). @public */
export const StandaloneCardSchema = _strictObject(
  _fields({
    cardOrientation: _enum(CARD_ORIENTATIONS, 'CARD_ORIENTATION_INVALID'),
    thumbnailImageAlignment: v.exactOptional(_enum(THUMBNAIL_IMAGE_ALIGNMENTS, 'THUMBNAIL_ALIGNMENT_INVALID')),
    cardContent: CardContentSchema,
  }),
  {
    rules: v.pipe(
      _record(),
      v.forward(
        v.check(
          (card) => card['cardOrientation'] !== HORIZONTAL || _has(card, 'thumbnailImageAlignment'),
          'THUMBNAIL_ALIGNMENT_REQUIRED',
        ),
        ['thumbnailImageAlignment'],
      ),
      // Card content rule 2, reported at the card content's path.
      v.forward(
        v.check(
          (card) => !(card['cardOrientation'] === HORIZONTAL && _isRecord(card['cardContent']) && _isMediaOnly(card['cardContent'])),
          'HORIZONTAL_CARD_MEDIA_ONLY',
        ),
        ['cardContent'],
      ),
    ),
  },
);

/** A carousel of cards of one width (API reference 2.6). @public */
export const CarouselCardSchema = _strictObject(
  _fields({
    cardWidth: _enum(CARD_WIDTHS, 'CARD_WIDTH_INVALID'),
    cardContents: _list(CardContentSchema, {
      min: LIMITS.carouselCardsMin,
      tooFew: 'CAROUSEL_TOO_FEW_CARDS',
      max: LIMITS.carouselCardsMax,
      tooMany: 'CAROUSEL_TOO_MANY_CARDS',
    }),
  }),
);

/** The card kinds, each a field of richCard (API reference 2.6). */
const kinds = _fields({
  standaloneCard: v.exactOptional(StandaloneCardSchema),
  carouselCard: v.exactOptional(CarouselCardSchema),
});
const KINDS = Object.keys(kinds.entries);

/** A rich card: exactly one card kind, each present one validated (API reference 2.6). @public */
export const RichCardSchema: v.GenericSchema<unknown, RichCard> = v.pipe(
  _strictObject(kinds, { rules: _exactlyOne(KINDS, 'RICH_CARD_KIND_MISSING', 'RICH_CARD_KIND_MULTIPLE') }),
  // Reached only without issues, so exactly one card kind is present: one member of the union.
  v.guard((card): card is typeof card & RichCard => _countPresent(card, KINDS) === 1, 'RICH_CARD_KIND_MULTIPLE'),
);
