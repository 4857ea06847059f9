import {
  CARD_WIDTHS,
  LIMITS,
  THUMBNAIL_IMAGE_ALIGNMENTS,
  type CarouselCard,
  type CardOrientation,
  type RichCard,
  type StandaloneCard,
} from '@rcs-send/core';
import fc from 'fast-check';
import { cardContentOf, type CardShape } from './cardContent';
import { settingsOf, type SendRequestArbitraryOptions, type Settings } from './options';
import { compact } from './path';
import { arrayOf } from './text';

/** Constraints on a generated rich card. @internal */
export interface RichCardShape {
  /** Which card kind; any when absent. */
  readonly kind?: 'standaloneCard' | 'carouselCard';
  /** Orientation of a standalone card; any when absent. */
  readonly orientation?: CardOrientation;
  /** Constraints on every card content. */
  readonly card?: CardShape;
}

/** A valid standalone card; HORIZONTAL ones always carry thumbnailImageAlignment. @internal */
export function standaloneCardOf(settings: Settings, shape: RichCardShape = {}): fc.Arbitrary<StandaloneCard> {
  const alignment = fc.constantFrom(...THUMBNAIL_IMAGE_ALIGNMENTS);
  const horizontal = fc
    .tuple(alignment, cardContentOf(settings, { ...shape.card, horizontal: true }))
    .map(([thumbnailImageAlignment, content]): StandaloneCard => ({
      cardOrientation: 'HORIZONTAL',
      thumbnailImageAlignment,
      cardContent: content,
    }));
  const vertical = fc
    .tuple(fc.option(alignment, { nil: undefined }), cardContentOf(settings, shape.card))
    .map(([thumbnailImageAlignment, content]) =>
      compact({ cardOrientation: 'VERTICAL' as const, thumbnailImageAlignment, cardContent: content }),
    );
  if (shape.orientation === 'HORIZONTAL') return horizontal;
  if (shape.orientation === 'VERTICAL') return vertical;
  return fc.oneof(vertical, horizontal);
}

/** A valid carousel: 2 to 10 cards (with atLimits mostly 10) of one width. @internal */
export function carouselCardOf(settings: Settings, shape: RichCardShape = {}): fc.Arbitrary<CarouselCard> {
  return fc
    .tuple(
      fc.constantFrom(...CARD_WIDTHS),
      arrayOf(cardContentOf(settings, shape.card), LIMITS.carouselCardsMin, LIMITS.carouselCardsMax, settings),
    )
    .map(([cardWidth, cardContents]) => ({ cardWidth, cardContents }));
}

/** A valid rich card of the given shape: exactly one card kind. @internal */
export function richCardOf(settings: Settings, shape: RichCardShape = {}): fc.Arbitrary<RichCard> {
  const standalone = standaloneCardOf(settings, shape).map((card): RichCard => ({ standaloneCard: card }));
  const carousel = carouselCardOf(settings, shape).map((card): RichCard => ({ carouselCard: card }));
  if (shape.kind === 'standaloneCard') return standalone;
  if (shape.kind === 'carouselCard') return carousel;
  return fc.oneof(standalone, carousel);
}

/** A valid standalone card: VERTICAL or HORIZONTAL, card content rules 1 and 2 hold. @public */
export function standaloneCard(options?: SendRequestArbitraryOptions): fc.Arbitrary<StandaloneCard> {
  return standaloneCardOf(settingsOf(options));
}

/** A valid carousel card: SMALL or MEDIUM, 2 to 10 card contents. @public */
export function carouselCard(options?: SendRequestArbitraryOptions): fc.Arbitrary<CarouselCard> {
  return carouselCardOf(settingsOf(options));
}

/** A valid rich card: `{ standaloneCard }` or `{ carouselCard }`. @public */
export function richCard(options?: SendRequestArbitraryOptions): fc.Arbitrary<RichCard> {
  return richCardOf(settingsOf(options));
}
