import { _parseDateTime } from '../rules/datetime/parseDateTime';
import type { CardContent, ContentInfo, ContentMessage, RichCard } from '../types/content';
import type { Message } from '../types/request';
import type { Suggestion } from '../types/suggestion';
import type { SuggestionType } from '../limits/enums';
import type { ContentKind } from './validationProfile';
import type { _ProfileWalk } from './profileWalk';

/** Checks the URLs of a contentInfo. */
function checkContentInfo(walk: _ProfileWalk, info: ContentInfo): void {
  if (walk.rules.hosts === undefined) return;
  walk.enter('contentInfo');
  walk.checkUrl('fileUrl', info.fileUrl);
  walk.checkUrl('thumbnailUrl', info.thumbnailUrl);
  walk.leave();
}

/** Checks a suggestion's action of type `type`: its texts, its URL. */
function checkAction(walk: _ProfileWalk, type: SuggestionType, action: Record<string, unknown>): void {
  walk.enter(type);
  walk.checkText('text', action.text as string);
  if (type === 'openUrlAction') walk.checkUrl('url', action.url as string);
  else if (type === 'viewLocationAction') walk.checkText('label', action.label as string | undefined);
  else if (type === 'createCalendarEventAction') {
    walk.checkText('title', action.title as string);
    walk.checkText('description', action.description as string | undefined);
  }
  walk.leave();
}

/** Checks each suggestion of a list: its kind, its texts, its URL. */
function checkSuggestions(walk: _ProfileWalk, suggestions: readonly Suggestion[] | undefined): void {
  if (suggestions === undefined) return;
  const { suggestionKinds } = walk.rules;
  walk.enter('suggestions');
  for (let index = 0; index < suggestions.length; index++) {
    const suggestion = suggestions[index] as unknown as Record<SuggestionType, Record<string, unknown>>;
    walk.enter(index);
    // A valid suggestion (the core's own canonical object) has exactly one own key, its type.
    for (const key in suggestion) {
      if (!Object.hasOwn(suggestion, key)) continue;
      const type = key as SuggestionType;
      if (suggestionKinds !== undefined && !suggestionKinds.has(type)) walk.reportField('PROFILE_SUGGESTION_KIND_NOT_ALLOWED', type);
      checkAction(walk, type, suggestion[type]);
    }
    walk.leave();
  }
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
    const { cardContents } = richCard.carouselCard;
    for (let index = 0; index < cardContents.length; index++) {
      walk.enter(index);
      checkCardContent(walk, cardContents[index] as CardContent);
      walk.leave();
    }
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
  if (rules.readsContent) checkContent(walk, message.contentMessage);
}
