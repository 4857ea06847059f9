import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { cardContentOf } from '../cardContent';
import { smallSettings } from '../options';
import { withKey, withoutKey } from '../path';
import { carouselCardOf, standaloneCardOf } from '../richCard';
import { keysOf } from '../schema';
import { atNode, ofKind } from './place';
import { richMessage } from './shapes';
import type { MutationDefinition } from './types';

const invalidEnum = (...values: string[]): fc.Arbitrary<string> => fc.constantFrom(...values);

/** Mutations of richCard, standaloneCard and carouselCard. @internal */
export const RICH_CARD_MUTATIONS = {
  RICH_CARD_KIND_MISSING: {
    description: 'richCard is {}.',
    build: (settings) => atNode(settings, richMessage(settings), ofKind('richCard'), fc.constant(null), () => ({ param: '', value: {} })),
  },
  RICH_CARD_KIND_MULTIPLE: {
    description: 'richCard holds a valid standaloneCard and a valid carouselCard.',
    build: (settings) => {
      const small = smallSettings(settings);
      return atNode(
        settings,
        richMessage(settings),
        ofKind('richCard'),
        fc.tuple(standaloneCardOf(small), carouselCardOf(small)),
        (node, [standalone, carousel]) => ({
          param: '',
          value: {
            standaloneCard: node.value['standaloneCard'] ?? standalone,
            carouselCard: node.value['carouselCard'] ?? carousel,
          },
        }),
      );
    },
  },
  CARD_ORIENTATION_INVALID: {
    description: 'cardOrientation is a string other than VERTICAL or HORIZONTAL (lower case, other words, a trailing space).',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'standaloneCard' }),
        ofKind('standaloneCard'),
        invalidEnum('vertical', 'horizontal', 'Horizontal', 'DIAGONAL', 'LANDSCAPE', 'VERTICAL ', 'SQUARE'),
        (node, value) => {
          node.value['cardOrientation'] = value;
          return { param: 'cardOrientation' };
        },
      ),
  },
  THUMBNAIL_ALIGNMENT_REQUIRED: {
    description: 'A HORIZONTAL standalone card (whose content satisfies rule 2) loses thumbnailImageAlignment.',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'standaloneCard', orientation: 'HORIZONTAL' }),
        ofKind('standaloneCard'),
        fc.constant(null),
        (node) => ({ param: 'thumbnailImageAlignment', value: withoutKey(node.value, 'thumbnailImageAlignment') }),
      ),
  },
  THUMBNAIL_ALIGNMENT_INVALID: {
    description: 'thumbnailImageAlignment of a VERTICAL or HORIZONTAL card is a string other than LEFT or RIGHT.',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'standaloneCard' }),
        ofKind('standaloneCard'),
        invalidEnum('left', 'Right', 'CENTER', 'TOP', 'LEFT ', 'START'),
        (node, value) => ({
          param: 'thumbnailImageAlignment',
          value: withKey(node.value, 'thumbnailImageAlignment', value, keysOf('standaloneCard')),
        }),
      ),
  },
  CARD_WIDTH_INVALID: {
    description: 'cardWidth is a string other than SMALL or MEDIUM.',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'carouselCard' }),
        ofKind('carouselCard'),
        invalidEnum('LARGE', 'small', 'Medium', 'WIDE', 'MEDIUM ', 'TALL'),
        (node, value) => {
          node.value['cardWidth'] = value;
          return { param: 'cardWidth' };
        },
      ),
  },
  CAROUSEL_TOO_FEW_CARDS: {
    description: `cardContents keeps 0 to ${LIMITS.carouselCardsMin - 1} of its valid cards.`,
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'carouselCard' }),
        ofKind('carouselCard'),
        fc.integer({ min: 0, max: LIMITS.carouselCardsMin - 1 }),
        (node, count) => {
          node.value['cardContents'] = (node.value['cardContents'] as unknown[]).slice(0, count);
          return { param: 'cardContents' };
        },
      ),
  },
  CAROUSEL_TOO_MANY_CARDS: {
    description: `cardContents gets more valid cards, up to ${LIMITS.carouselCardsMax + 1} to ${LIMITS.carouselCardsMax + 3}.`,
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'carouselCard' }),
        ofKind('carouselCard'),
        fc.array(cardContentOf(smallSettings(settings)), {
          minLength: LIMITS.carouselCardsMax + 1,
          maxLength: LIMITS.carouselCardsMax + 3,
        }),
        (node, extra) => {
          const cards = node.value['cardContents'] as unknown[];
          node.value['cardContents'] = [...cards, ...extra.slice(0, extra.length - cards.length)];
          return { param: 'cardContents' };
        },
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
