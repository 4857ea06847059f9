import { SUGGESTION_TYPES, type Message, type SuggestionType } from '@rcs-send/core';
import fc from 'fast-check';
import { mediaContent, richCardContentOf, textContentOf } from '../contentMessage';
import { messageOf } from '../message';
import type { Settings } from '../options';
import type { RichCardShape } from '../richCard';

/** Valid messages whose content is text (with a suggestion of `required` type when given). @internal */
export function textMessage(settings: Settings, required?: SuggestionType): fc.Arbitrary<Message> {
  return messageOf(settings, textContentOf(settings, required));
}

/** Valid media-only messages. @internal */
function mediaMessage(settings: Settings): fc.Arbitrary<Message> {
  return messageOf(settings, mediaContent(settings));
}

/** Valid rich card messages of the given shape. @internal */
export function richMessage(settings: Settings, shape: RichCardShape = {}): fc.Arbitrary<Message> {
  return messageOf(settings, richCardContentOf(settings, shape));
}

/** Valid messages holding at least one contentInfo (media message, or rich cards with media). @internal */
export function messageWithContentInfo(settings: Settings): fc.Arbitrary<Message> {
  return fc.oneof(mediaMessage(settings), richMessage(settings, { card: { media: true } }));
}

/** Valid messages holding at least one suggestion of the given type (any type when absent), in text or card. @internal */
export function messageWithSuggestion(settings: Settings, type?: SuggestionType): fc.Arbitrary<Message> {
  if (type === undefined) return fc.oneof(...SUGGESTION_TYPES.map((each) => messageWithSuggestion(settings, each)));
  return fc.oneof(textMessage(settings, type), richMessage(settings, { card: { suggestionType: type } }));
}

/** Valid messages with a primary content other than text (where suggestions are not allowed). @internal */
export function nonTextMessage(settings: Settings): fc.Arbitrary<Message> {
  return fc.oneof(mediaMessage(settings), richMessage(settings));
}
