import { LIMITS, PRIMARY_CONTENT_TYPES } from '@rcs-send/core';
import fc from 'fast-check';
import { contentInfo } from '../contentInfo';
import { message } from '../message';
import { smallSettings } from '../options';
import { setOwn } from '../path';
import { richCardOf } from '../richCard';
import { suggestion } from '../suggestions/suggestion';
import { boundedText } from '../text';
import { atNode, ofKind } from './place';
import { nonTextMessage, textMessage } from './shapes';
import type { MutationDefinition } from './types';

/** Pairs and the triple of primary content types. */
const COMBINATIONS: ReadonlyArray<readonly number[]> = [[0, 1], [0, 2], [1, 2], [0, 1, 2]];

/** Mutations of contentMessage and text content. @internal */
export const CONTENT_MUTATIONS = {
  CONTENT_TYPE_MISSING: {
    description: 'contentMessage is {} (suggestions dropped too, they are not a primary type).',
    build: (settings) => atNode(settings, message(settings), ofKind('contentMessage'), fc.constant(null), () => ({ param: '', value: {} })),
  },
  CONTENT_TYPE_MULTIPLE: {
    description: 'contentMessage holds two or three valid primary types, without suggestions.',
    build: (settings) => {
      const small = smallSettings(settings);
      const parts = fc.tuple(
        boundedText(LIMITS.textMaxChars, small),
        contentInfo(small),
        richCardOf(small),
        fc.constantFrom(...COMBINATIONS),
      );
      return atNode(settings, message(settings), ofKind('contentMessage'), parts, (node, [text, info, card, combination]) => {
        const drawn: Record<string, unknown> = { text, contentInfo: info, richCard: card };
        const value: Record<string, unknown> = {};
        for (const [index, key] of PRIMARY_CONTENT_TYPES.entries()) {
          if (key in node.value) value[key] = node.value[key];
          else if (combination.includes(index)) value[key] = drawn[key];
        }
        const present = PRIMARY_CONTENT_TYPES.filter((key) => key in value);
        if (present.length < 2) value[PRIMARY_CONTENT_TYPES.find((key) => !(key in value)) ?? 'text'] = drawn['text'];
        return { param: '', value };
      });
    },
  },
  SUGGESTIONS_NOT_ALLOWED: {
    description: `A contentInfo or richCard contentMessage gets suggestions: 0 to ${LIMITS.messageSuggestionsMax} valid ones.`,
    build: (settings) =>
      atNode(
        settings,
        nonTextMessage(settings),
        ofKind('contentMessage'),
        fc.array(suggestion(smallSettings(settings)), { maxLength: LIMITS.messageSuggestionsMax }),
        (node, suggestions) => {
          setOwn(node.value, 'suggestions', suggestions);
          return { param: 'suggestions' };
        },
      ),
  },
  SUGGESTIONS_TOO_MANY: {
    description: `A text message carries ${LIMITS.messageSuggestionsMax + 1} to ${LIMITS.messageSuggestionsMax + 4} valid suggestions.`,
    build: (settings) =>
      atNode(
        settings,
        textMessage(settings),
        ofKind('contentMessage'),
        fc.array(suggestion(smallSettings(settings)), {
          minLength: LIMITS.messageSuggestionsMax + 1,
          maxLength: LIMITS.messageSuggestionsMax + 4,
        }),
        (node, suggestions) => {
          setOwn(node.value, 'suggestions', suggestions);
          return { param: 'suggestions' };
        },
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
