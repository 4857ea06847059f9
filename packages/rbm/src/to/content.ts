import type { CardContent, CardMedia, ContentInfo, ContentMessage, MediaHeight, RichCard } from '@rcs-send/core';
import type { AgentContentMessage, RbmCardContent, RbmContentInfo, RbmMedia, RbmRichCard } from '../types/content';
import { _defined } from '../defined';
import { _toRbmSuggestion } from './suggestion';

/** What a card's media needs: the height given to vertical-layout media that has none. @internal */
export interface _MediaSettings {
  /** The height given to media of a vertical standalone card or a carousel card without one. */
  readonly defaultMediaHeight: MediaHeight;
}

/** A contentInfo without its mimeType (RBM reads the type from the file's Content-Type). */
function toRbmContentInfo(info: ContentInfo): RbmContentInfo {
  return _defined({ fileUrl: info.fileUrl, thumbnailUrl: info.thumbnailUrl });
}

function toRbmMedia(media: CardMedia, vertical: boolean, settings: _MediaSettings): RbmMedia {
  const height = media.height ?? (vertical ? settings.defaultMediaHeight : undefined);
  return _defined({ height, contentInfo: toRbmContentInfo(media.contentInfo) });
}

function toRbmCardContent(card: CardContent, vertical: boolean, settings: _MediaSettings): RbmCardContent {
  return _defined({
    title: card.title,
    description: card.description,
    media: card.media === undefined ? undefined : toRbmMedia(card.media, vertical, settings),
    suggestions: card.suggestions?.map(_toRbmSuggestion),
  });
}

function toRbmRichCard(card: RichCard, settings: _MediaSettings): RbmRichCard {
  if ('standaloneCard' in card) {
    const { cardOrientation, thumbnailImageAlignment, cardContent } = card.standaloneCard;
    const content = toRbmCardContent(cardContent, cardOrientation === 'VERTICAL', settings);
    return { standaloneCard: _defined({ cardOrientation, thumbnailImageAlignment, cardContent: content }) };
  }
  const { cardWidth, cardContents } = card.carouselCard;
  return { carouselCard: { cardWidth, cardContents: cardContents.map((content) => toRbmCardContent(content, true, settings)) } };
}

/** A canonical contentMessage in RBM's shape. @internal */
export function _toRbmContentMessage(content: ContentMessage, settings: _MediaSettings): AgentContentMessage {
  if ('text' in content) return _defined({ text: content.text, suggestions: content.suggestions?.map(_toRbmSuggestion) });
  if ('contentInfo' in content) return { contentInfo: toRbmContentInfo(content.contentInfo) };
  return { richCard: toRbmRichCard(content.richCard, settings) };
}
