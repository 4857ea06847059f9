import { LIMITS, type ContentMessage, type MediaContent, type RichCardContent, type TextContent, type SuggestionType } from '@rcs-send/core';
import fc from 'fast-check';
import { contentInfo } from './contentInfo';
import { fitToBytes } from './fit';
import { settingsOf, type SendRequestArbitraryOptions, type Settings } from './options';
import { compact } from './path';
import { richCardOf, type RichCardShape } from './richCard';
import { suggestionList } from './suggestions/suggestion';
import { boundedText } from './text';

/** A valid text content with absent, empty or up to 11 suggestions (one of `required` type when given). @internal */
export function textContentOf(settings: Settings, required?: SuggestionType): fc.Arbitrary<TextContent> {
  const list = suggestionList(required === undefined ? 0 : 1, LIMITS.messageSuggestionsMax, settings, required);
  const suggestions =
    required !== undefined || settings.atLimits ? list : fc.option(list, { nil: undefined, freq: 3 });
  return fc
    .tuple(boundedText(LIMITS.textMaxChars, settings), suggestions)
    .map(([text, suggestionsValue]) => compact({ text, suggestions: suggestionsValue }));
}

/** A valid rich card content of the given shape. @internal */
export function richCardContentOf(settings: Settings, shape: RichCardShape = {}): fc.Arbitrary<RichCardContent> {
  return richCardOf(settings, shape).map((card) => ({ richCard: card }));
}

/** A valid text message content: text of 1 to 3,072 code points, 0 to 11 suggestions. @public */
export function textContent(options?: SendRequestArbitraryOptions): fc.Arbitrary<TextContent> {
  return textContentOf(settingsOf(options));
}

/** A valid media-only content: `{ contentInfo }`. @public */
export function mediaContent(options?: SendRequestArbitraryOptions): fc.Arbitrary<MediaContent> {
  return contentInfo(options).map((info) => ({ contentInfo: info }));
}

/** A valid rich card content: `{ richCard }`. @public */
export function richCardContent(options?: SendRequestArbitraryOptions): fc.Arbitrary<RichCardContent> {
  return richCardContentOf(settingsOf(options));
}

/** A valid contentMessage: exactly one primary content type, fitted within the message size budget. @public */
export function contentMessage(options?: SendRequestArbitraryOptions): fc.Arbitrary<ContentMessage> {
  const settings = settingsOf(options);
  return fc
    .oneof(textContentOf(settings), mediaContent(settings), richCardContentOf(settings))
    .map((content) => fitToBytes(content, settings.budget));
}
