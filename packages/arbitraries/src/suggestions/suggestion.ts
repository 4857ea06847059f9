import { SUGGESTION_TYPES, type Suggestion, type SuggestionType } from '@rcs-send/core';
import fc from 'fast-check';
import type { SendRequestArbitraryOptions } from '../options';
import { arrayOf } from '../text';
import { createCalendarEventAction } from './createCalendarEventAction';
import { dialAction } from './dialAction';
import { openUrlAction } from './openUrlAction';
import { reply } from './reply';
import { shareLocationAction } from './shareLocationAction';
import { viewLocationAction } from './viewLocationAction';

const builders = {
  reply,
  openUrlAction,
  dialAction,
  viewLocationAction,
  shareLocationAction,
  createCalendarEventAction,
} as const satisfies Record<SuggestionType, (options?: SendRequestArbitraryOptions) => fc.Arbitrary<object>>;

/** A valid suggestion of the given type: `{ <type>: {...} }`. @internal */
export function suggestionOfType(type: SuggestionType, options?: SendRequestArbitraryOptions): fc.Arbitrary<Suggestion> {
  return builders[type](options).map((inner) => ({ [type]: inner }) as Suggestion);
}

/** A valid suggestion: exactly one of the six types, as a single key. @public */
export function suggestion(options?: SendRequestArbitraryOptions): fc.Arbitrary<Suggestion> {
  return fc.oneof(...SUGGESTION_TYPES.map((type) => suggestionOfType(type, options)));
}

/** `min` to `max` valid suggestions (atLimits: mostly `max`), one of them of type `required` when given. @internal */
export function suggestionList(
  min: number,
  max: number,
  options: SendRequestArbitraryOptions & { readonly atLimits: boolean },
  required?: SuggestionType,
): fc.Arbitrary<Suggestion[]> {
  const any = suggestion(options);
  const biased = (low: number, high: number): fc.Arbitrary<Suggestion[]> => arrayOf(any, low, high, options);
  if (required === undefined) return biased(min, max);
  return fc
    .tuple(biased(Math.max(0, min - 1), max - 1), suggestionOfType(required, options), fc.nat())
    .map(([others, chosen, at]) => {
      const list = [...others];
      list.splice(at % (others.length + 1), 0, chosen);
      return list;
    });
}
