import { LIMITS, type CardContent, type SuggestionType } from '@rcs-send/core';
import fc from 'fast-check';
import { cardMedia } from './cardMedia';
import { settingsOf, type SendRequestArbitraryOptions, type Settings } from './options';
import { compact } from './path';
import { suggestionList } from './suggestions/suggestion';
import { boundedText } from './text';

/** Constraints on a generated card content. @internal */
export interface CardShape {
  /** The card is a HORIZONTAL standalone card: media alone then needs a suggestion (rule 2). */
  readonly horizontal?: boolean;
  /** The card has media. */
  readonly media?: boolean;
  /** The card has a suggestion of this type. */
  readonly suggestionType?: SuggestionType;
}

const TITLE = 1;
const DESCRIPTION = 2;
const MEDIA = 4;
type SuggestionsMode = 'absent' | 'empty' | 'list';

/** A valid card content of the given shape: rule 1 and rule 2 hold by construction. @internal */
export function cardContentOf(settings: Settings, shape: CardShape = {}): fc.Arbitrary<CardContent> {
  const mask = settings.atLimits
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(TITLE | DESCRIPTION | MEDIA) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }) })
    : fc.integer({ min: 1, max: 7 });
  const mode: fc.Arbitrary<SuggestionsMode> = fc.oneof(
    { weight: settings.atLimits ? 1 : 3, arbitrary: fc.constant<SuggestionsMode>('absent') },
    { weight: 1, arbitrary: fc.constant<SuggestionsMode>('empty') },
    { weight: settings.atLimits ? 6 : 3, arbitrary: fc.constant<SuggestionsMode>('list') },
  );
  return fc
    .tuple(
      mask,
      boundedText(LIMITS.cardTitleMaxChars, settings),
      boundedText(LIMITS.cardDescriptionMaxChars, settings),
      cardMedia(settings),
      mode,
      suggestionList(1, LIMITS.cardSuggestionsMax, settings, shape.suggestionType),
    )
    .map(([drawnMask, title, description, media, drawnMode, suggestions]) => {
      const present = shape.media === true ? drawnMask | MEDIA : drawnMask;
      const mediaOnly = present === MEDIA;
      const needsList = shape.suggestionType !== undefined || (shape.horizontal === true && mediaOnly);
      const finalMode = needsList ? 'list' : drawnMode;
      return compact({
        title: present & TITLE ? title : undefined,
        description: present & DESCRIPTION ? description : undefined,
        media: present & MEDIA ? media : undefined,
        suggestions: finalMode === 'absent' ? undefined : finalMode === 'empty' ? [] : suggestions,
      });
    });
}

/** A valid card content: at least one of title, description or media; at most 4 suggestions. @public */
export function cardContent(options?: SendRequestArbitraryOptions): fc.Arbitrary<CardContent> {
  return cardContentOf(settingsOf(options));
}
