import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { smallSettings } from '../options';
import { compact, withKey } from '../path';
import { keysOf } from '../schema';
import { suggestion } from '../suggestions/suggestion';
import { atNode, ofKind } from './place';
import { richMessage } from './shapes';
import type { MutationDefinition } from './types';

/** Mutations of card contents and card media. @internal */
export const CARD_MUTATIONS = {
  CARD_CONTENT_EMPTY: {
    description: 'A card (standalone or in a carousel) keeps only its suggestions, if any: no title, description or media.',
    build: (settings) =>
      atNode(settings, richMessage(settings), ofKind('cardContent'), fc.constant(null), (node) => ({
        param: '',
        value: compact({ suggestions: node.value['suggestions'] }),
      })),
  },
  HORIZONTAL_CARD_MEDIA_ONLY: {
    description: 'A HORIZONTAL standalone card keeps only its media (and maybe an empty suggestions array).',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { kind: 'standaloneCard', orientation: 'HORIZONTAL', card: { media: true } }),
        (node) => node.kind === 'cardContent' && node.parent?.kind === 'standaloneCard',
        fc.boolean(),
        (node, emptySuggestions) => ({
          param: '',
          value: emptySuggestions ? { media: node.value['media'], suggestions: [] } : { media: node.value['media'] },
        }),
      ),
  },
  MEDIA_HEIGHT_INVALID: {
    description: 'Card media height is a string other than SHORT, MEDIUM or TALL.',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { card: { media: true } }),
        ofKind('cardMedia'),
        fc.constantFrom('short', 'Tall', 'HUGE', 'LARGE', 'SMALL', 'MEDIUM ', '112'),
        (node, height) => ({ param: 'height', value: withKey(node.value, 'height', height, keysOf('cardMedia')) }),
      ),
  },
  CARD_SUGGESTIONS_TOO_MANY: {
    description: `A card carries ${LIMITS.cardSuggestionsMax + 1} to ${LIMITS.cardSuggestionsMax + 3} valid suggestions.`,
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings),
        ofKind('cardContent'),
        fc.array(suggestion(smallSettings(settings)), {
          minLength: LIMITS.cardSuggestionsMax + 1,
          maxLength: LIMITS.cardSuggestionsMax + 3,
        }),
        (node, suggestions) => ({ param: 'suggestions', value: withKey(node.value, 'suggestions', suggestions, keysOf('cardContent')) }),
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
