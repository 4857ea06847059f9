import type { CardContent, CardMedia, ContentInfo, ContentMessage, RichCard, SupportedMimeType, Suggestion } from '@rcs-send/core';
import { _defined } from '../defined';
import type { AgentContentMessage, RbmCardContent, RbmContentInfo, RbmMedia, RbmRichCard } from '../types/content';
import type { RbmSuggestion } from '../types/suggestion';
import { _importIssue, type FromAgentMessageIssue } from './issues';
import { mimeTypeFromUrl } from './mimeType';
import { _fromRbmSuggestion } from './suggestion';

/** What reading RBM content needs: the media type of each file, and where issues go. @internal */
export interface _FromContext {
  /** The caller's media type of a file, or undefined to infer it from the URL. */
  readonly mimeTypeOf: ((fileUrl: string, path: string) => SupportedMimeType | undefined) | undefined;
  /** Issues found so far. */
  readonly issues: FromAgentMessageIssue[];
}

function fromContentInfo(info: RbmContentInfo, path: string, context: _FromContext): ContentInfo {
  if (info.forceRefresh === true) context.issues.push(_importIssue('RBM_FORCE_REFRESH', `${path}.forceRefresh`));
  const mimeType = context.mimeTypeOf?.(info.fileUrl, path) ?? mimeTypeFromUrl(info.fileUrl);
  if (mimeType === undefined) context.issues.push(_importIssue('RBM_MIME_TYPE_UNKNOWN', `${path}.fileUrl`));
  return _defined({ fileUrl: info.fileUrl, thumbnailUrl: info.thumbnailUrl, mimeType }) as ContentInfo;
}

function fromMedia(media: RbmMedia, path: string, context: _FromContext): CardMedia | undefined {
  if (media.contentInfo !== undefined) return _defined({ height: media.height, contentInfo: fromContentInfo(media.contentInfo, `${path}.contentInfo`, context) });
  context.issues.push(_importIssue('RBM_UPLOADED_FILE', `${path}.${media.uploadedRbmFile === undefined ? 'fileName' : 'uploadedRbmFile'}`));
  return undefined;
}

/** Canonical suggestions of a checked RBM list (composeActions left out, their issues reported). */
function fromSuggestions(suggestions: RbmSuggestion[] | undefined, path: string, context: _FromContext): Suggestion[] | undefined {
  return suggestions?.flatMap((suggestion, k) => _fromRbmSuggestion(suggestion, `${path}.suggestions[${k}]`, context.issues) ?? []);
}

function fromCardContent(card: RbmCardContent, path: string, context: _FromContext): CardContent {
  const media = card.media === undefined ? undefined : fromMedia(card.media, `${path}.media`, context);
  return _defined({ title: card.title, description: card.description, media, suggestions: fromSuggestions(card.suggestions, path, context) });
}

function fromRichCard(card: RbmRichCard, path: string, context: _FromContext): RichCard {
  if ('standaloneCard' in card) {
    const { cardOrientation, thumbnailImageAlignment, cardContent } = card.standaloneCard;
    const content = fromCardContent(cardContent, `${path}.standaloneCard.cardContent`, context);
    return { standaloneCard: _defined({ cardOrientation, thumbnailImageAlignment, cardContent: content }) };
  }
  const { cardWidth, cardContents } = card.carouselCard;
  return { carouselCard: { cardWidth, cardContents: cardContents.map((content, j) => fromCardContent(content, `${path}.carouselCard.cardContents[${j}]`, context)) } };
}

/**
 * A canonical contentMessage built from a checked, null-free RBM one. RBM's message-level
 * suggestions beside a card or a file are kept, for the core to report.
 * @internal
 */
export function _fromContentMessage(content: AgentContentMessage, context: _FromContext): ContentMessage | undefined {
  const path = 'contentMessage';
  const suggestions = fromSuggestions(content.suggestions, path, context);
  if (content.text !== undefined) return _defined({ text: content.text, suggestions });
  if (content.richCard !== undefined) return _defined({ richCard: fromRichCard(content.richCard, `${path}.richCard`, context), suggestions }) as ContentMessage;
  if (content.contentInfo !== undefined) return _defined({ contentInfo: fromContentInfo(content.contentInfo, `${path}.contentInfo`, context), suggestions }) as ContentMessage;
  context.issues.push(_importIssue('RBM_UPLOADED_FILE', `${path}.${content.uploadedRbmFile === undefined ? 'fileName' : 'uploadedRbmFile'}`));
  return undefined;
}
