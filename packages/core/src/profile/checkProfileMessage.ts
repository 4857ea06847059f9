import { _parseDateTime } from '../rules/datetime/parseDateTime';
import type { CardContent, ContentInfo, ContentMessage, RichCard } from '../types/content';
import type { Message } from '../types/request';
import type { Suggestion } from '../types/suggestion';
import type { SuggestionType } from '../limits/enums';
import type { ContentKind } from './validationProfile';
import type { _ProfileWalk } from './profileWalk';

/** Checks the URLs of a contentInfo. */
function checkContentInfo(walk: _ProfileWalk, info: ContentInfo): void {
  walk.enter('contentInfo');
  walk.checkUrl('fileUrl', info.fileUrl);
  walk.checkUrl('thumbnailUrl', info.thumbnailUrl);
  walk.leave();
}

/** Checks each suggestion of a list: its kind, its texts, its URL. */
function checkSuggestions(walk: _ProfileWalk, suggestions: readonly Suggestion[] | undefined): void {
  if (suggestions === undefined) return;
  const { suggestionKinds } = walk.rules;
  walk.enter('suggestions');
  suggestions.forEach((suggestion, index) => {
    walk.enter(index);
    // A valid suggestion has exactly one key, its type.
    for (const [type, action] of Object.entries(suggestion) as unknown as [SuggestionType, Record<string, unknown>][]) {
      if (suggestionKinds !== undefined && !suggestionKinds.has(type)) walk.reportField('PROFILE_SUGGESTION_KIND_NOT_ALLOWED', type);
      walk.enter(type);
      for (const key of ['text', 'label', 'title', 'description'] as const) walk.checkText(key, action[key] as string | undefined);
      if (type === 'openUrlAction') walk.checkUrl('url', action.url as string);
      walk.leave();
    }
    walk.leave();
  });
  walk.leave();
}

/** Checks one card's texts, media and suggestions. */
function checkCardContent(walk: _ProfileWalk, content: CardContent): void {
  walk.checkText('title', content.title);
  walk.checkText('description', content.description);
  if (content.media !== undefined) {
    walk.enter('media');
    checkContentInfo(walk, content.media.contentInfo);
    walk.leave();
  }
  checkSuggestions(walk, content.suggestions);
}

/** Reports `key` of the object being walked when the profile does not allow the content `kind`. */
function checkKind(walk: _ProfileWalk, kind: ContentKind, key: string): void {
  const { contentKinds } = walk.rules;
  if (contentKinds !== undefined && !contentKinds.has(kind)) walk.reportField('PROFILE_CONTENT_KIND_NOT_ALLOWED', key, `Kind: ${kind}.`);
}

/** Checks a rich card: its kind, then each card. */
function checkRichCard(walk: _ProfileWalk, richCard: RichCard): void {
  walk.enter('richCard');
  if ('standaloneCard' in richCard) {
    checkKind(walk, 'standaloneCard', 'standaloneCard');
    walk.enter('standaloneCard');
    walk.enter('cardContent');
    checkCardContent(walk, richCard.standaloneCard.cardContent);
    walk.leave();
  } else {
    checkKind(walk, 'carousel', 'carouselCard');
    walk.enter('carouselCard');
    walk.enter('cardContents');
    richCard.carouselCard.cardContents.forEach((content, index) => {
      walk.enter(index);
      checkCardContent(walk, content);
      walk.leave();
    });
    walk.leave();
  }
  walk.leave();
  walk.leave();
}

/** Checks the content: its kind, then what it holds, in document order. */
function checkContent(walk: _ProfileWalk, content: ContentMessage): void {
  walk.enter('contentMessage');
  if ('text' in content) {
    checkKind(walk, 'text', 'text');
    walk.checkText('text', content.text);
    checkSuggestions(walk, content.suggestions);
  } else if ('contentInfo' in content) {
    checkKind(walk, 'media', 'contentInfo');
    checkContentInfo(walk, content.contentInfo);
  } else {
    checkRichCard(walk, content.richCard);
  }
  walk.leave();
}

/**
 * Checks a message valid under the API's rules against the profile's message rules, in
 * document order, reporting into `walk`.
 *
 * @internal
 */
export function _checkProfileMessage(walk: _ProfileWalk, message: Message): void {
  const { rules } = walk;
  if (rules.callingCodes !== undefined && !rules.callingCodes.allows(message.to)) walk.reportField('PROFILE_COUNTRY_NOT_ALLOWED', 'to');
  const expiration = message.expirationDateTime;
  if (expiration === undefined) {
    if (rules.expirationRequired) walk.reportField('PROFILE_EXPIRATION_REQUIRED', 'expirationDateTime');
  } else if (rules.maxExpirationMs !== undefined && _parseDateTime(expiration) - walk.nowMs > rules.maxExpirationMs) {
    walk.reportField('PROFILE_EXPIRATION_TOO_FAR', 'expirationDateTime');
  }
  checkContent(walk, message.contentMessage);
}
