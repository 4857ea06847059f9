import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import type { Settings } from '../options';
import { smallSettings } from '../options';
import { compact, withKey } from '../path';
import { keysOf } from '../schema';
import { suggestion } from '../suggestions/suggestion';
import { tooLongText } from '../text';
import { atNode, ofKind } from './place';
import { richMessage } from './shapes';
import type { Located, MutationDefinition } from './types';

const setCardText = (settings: Settings, key: 'title' | 'description', maxChars: number): fc.Arbitrary<Located> =>
  atNode(settings, richMessage(settings), ofKind('cardContent'), tooLongText(maxChars, settings), (node, text) => ({
    param: key,
    value: withKey(node.value, key, text, keysOf('cardContent')),
  }));

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
  CARD_TITLE_TOO_LONG: {
    description: `A card title has ${LIMITS.cardTitleMaxChars + 1} (or up to 64 more) code points.`,
    build: (settings) => setCardText(settings, 'title', LIMITS.cardTitleMaxChars),
  },
  CARD_DESCRIPTION_TOO_LONG: {
    description: `A card description has ${LIMITS.cardDescriptionMaxChars + 1} (or up to 64 more) code points.`,
    build: (settings) => setCardText(settings, 'description', LIMITS.cardDescriptionMaxChars),
  },
  MEDIA_HEIGHT_INVALID: {
    description: 'Card media height is a string other than SHORT, MEDIUM or TALL.',
    build: (settings) =>
      atNode(
        settings,
        richMessage(settings, { card: { media: true } }),
        ofKind('media'),
        fc.constantFrom('short', 'Tall', 'HUGE', 'LARGE', 'SMALL', 'MEDIUM ', '112'),
        (node, height) => ({ param: 'height', value: withKey(node.value, 'height', height, keysOf('media')) }),
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
