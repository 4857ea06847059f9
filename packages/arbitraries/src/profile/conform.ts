import type { CardContent, ContentInfo, ContentMessage, Suggestion, SuggestionType } from '@rcs-send/core';
import type { ProfileModel } from './profileModel';

/** The URLs a conformed value may use: undefined when the profile allows no such URL. @internal */
export interface AllowedUrls {
  /** An http(s) URL on an allowed host, for openUrlAction. */
  readonly open: string | undefined;
  /** A public https URL on an allowed host, for fileUrl and thumbnailUrl. */
  readonly media: string | undefined;
}

/** The suggestions the profile allows of `list`, each conformed; undefined for none left when `list` was absent. */
function conformSuggestions(model: ProfileModel, urls: AllowedUrls, list: Suggestion[] | undefined): Suggestion[] | undefined {
  if (list === undefined) return undefined;
  const kept: Suggestion[] = [];
  for (const suggestion of list) {
    const [type, action] = Object.entries(suggestion)[0] as unknown as [SuggestionType, Record<string, unknown>];
    if (!model.suggestionKinds.includes(type)) continue;
    if (type === 'openUrlAction' && !model.hostAllowed(action.url as string)) {
      if (urls.open === undefined) continue;
      action.url = urls.open;
    }
    for (const key of ['text', 'label', 'title', 'description']) {
      if (typeof action[key] === 'string') action[key] = model.scrub(action[key]);
    }
    kept.push(suggestion);
  }
  return kept;
}

/** `info` with its URLs on allowed hosts, or undefined when the profile allows no media URL. */
function conformInfo(model: ProfileModel, urls: AllowedUrls, info: ContentInfo): ContentInfo | undefined {
  if (!model.hostAllowed(info.fileUrl)) {
    if (urls.media === undefined) return undefined;
    info.fileUrl = urls.media;
  }
  if (info.thumbnailUrl !== undefined && !model.hostAllowed(info.thumbnailUrl)) delete info.thumbnailUrl;
  return info;
}

/** Conforms one card in place: texts, media, suggestions; then restores card content rules 1 and 2 with a term-free title. */
function conformCard(model: ProfileModel, urls: AllowedUrls, card: CardContent, horizontal: boolean): void {
  if (card.title !== undefined) card.title = model.scrub(card.title);
  if (card.description !== undefined) card.description = model.scrub(card.description);
  if (card.media !== undefined) {
    const info = conformInfo(model, urls, card.media.contentInfo);
    if (info === undefined) delete card.media;
  }
  const suggestions = conformSuggestions(model, urls, card.suggestions);
  if (suggestions === undefined || suggestions.length === 0) delete card.suggestions;
  else card.suggestions = suggestions;
  const hasText = card.title !== undefined || card.description !== undefined;
  const needsText = card.media === undefined ? !hasText : horizontal && !hasText && card.suggestions === undefined;
  if (needsText) card.title = model.filler;
}

/**
 * A valid content of an allowed kind made to follow the profile in place: suggestions of refused
 * kinds dropped, URLs moved to allowed hosts (or dropped where optional), texts holding a
 * refused term replaced by term-free text of the same length. Undefined when it cannot be (media
 * content without an allowed media URL).
 *
 * @internal
 */
export function conformContent(model: ProfileModel, urls: AllowedUrls, content: ContentMessage): ContentMessage | undefined {
  if ('text' in content) {
    content.text = model.scrub(content.text);
    const suggestions = conformSuggestions(model, urls, content.suggestions);
    if (suggestions !== undefined) content.suggestions = suggestions;
    return content;
  }
  if ('contentInfo' in content) {
    const info = conformInfo(model, urls, content.contentInfo);
    return info === undefined ? undefined : content;
  }
  if ('standaloneCard' in content.richCard) {
    const card = content.richCard.standaloneCard;
    conformCard(model, urls, card.cardContent, card.cardOrientation === 'HORIZONTAL');
  } else {
    for (const card of content.richCard.carouselCard.cardContents) conformCard(model, urls, card, false);
  }
  return content;
}
