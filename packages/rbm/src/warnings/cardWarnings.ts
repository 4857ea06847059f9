import type { CardContent, CardMedia, ContentInfo, RichCard, Suggestion } from '@rcs-send/core';
import { _warning, type RbmWarning } from './catalogue';

/** What the card warnings need to know about the recipient and the translation. @internal */
export interface _CardWarningSettings {
  /** The recipient's canonical MSISDN. */
  readonly to: string;
  /** Calling codes where PDF in rich cards is offered. */
  readonly pdfCardCallingCodes: readonly string[];
}

/** PDF_THUMBNAIL_IGNORED for a contentInfo at `path`. @internal */
export function _contentInfoWarnings(info: ContentInfo, path: string, warnings: RbmWarning[]): void {
  if (info.mimeType === 'application/pdf' && info.thumbnailUrl !== undefined) warnings.push(_warning('PDF_THUMBNAIL_IGNORED', `${path}.thumbnailUrl`));
}

/** OPEN_URL_NOT_HTTPS for each http open-URL action of the suggestions of the object at `path`. @internal */
export function _suggestionWarnings(suggestions: readonly Suggestion[] | undefined, path: string, warnings: RbmWarning[]): void {
  suggestions?.forEach((suggestion, k) => {
    if ('openUrlAction' in suggestion && /^http:/i.test(suggestion.openUrlAction.url))
      warnings.push(_warning('OPEN_URL_NOT_HTTPS', `${path}.suggestions[${k}].openUrlAction.url`));
  });
}

function cardWarnings(card: CardContent, path: string, layout: 'HORIZONTAL' | 'VERTICAL' | 'SMALL', settings: _CardWarningSettings, warnings: RbmWarning[]): void {
  if (card.media !== undefined) mediaWarnings(card.media, `${path}.media`, layout, settings, warnings);
  _suggestionWarnings(card.suggestions, path, warnings);
}

function mediaWarnings(media: CardMedia, at: string, layout: 'HORIZONTAL' | 'VERTICAL' | 'SMALL', settings: _CardWarningSettings, warnings: RbmWarning[]): void {
  if (media.height === undefined && layout !== 'HORIZONTAL') warnings.push(_warning('MEDIA_HEIGHT_DEFAULTED', `${at}.height`));
  if (media.height !== undefined && layout === 'HORIZONTAL') warnings.push(_warning('MEDIA_HEIGHT_IGNORED', `${at}.height`));
  if (media.height === 'TALL' && layout === 'SMALL') warnings.push(_warning('TALL_MEDIA_IN_SMALL_CAROUSEL', `${at}.height`));
  _contentInfoWarnings(media.contentInfo, `${at}.contentInfo`, warnings);
  const inRegion = settings.pdfCardCallingCodes.some((code) => settings.to.startsWith(code));
  if (media.contentInfo.mimeType === 'application/pdf' && !inRegion) warnings.push(_warning('PDF_CARD_OUTSIDE_REGION', `${at}.contentInfo.mimeType`));
}

/** The warnings of a rich card at `path` (`messages[i].contentMessage.richCard`). @internal */
export function _richCardWarnings(card: RichCard, path: string, settings: _CardWarningSettings, warnings: RbmWarning[]): void {
  if ('standaloneCard' in card) {
    const { cardOrientation, thumbnailImageAlignment, cardContent } = card.standaloneCard;
    const at = `${path}.standaloneCard`;
    if (cardOrientation === 'VERTICAL' && thumbnailImageAlignment !== undefined) warnings.push(_warning('THUMBNAIL_ALIGNMENT_IGNORED', `${at}.thumbnailImageAlignment`));
    cardWarnings(cardContent, `${at}.cardContent`, cardOrientation, settings, warnings);
    return;
  }
  const { cardWidth, cardContents } = card.carouselCard;
  cardContents.forEach((content, j) =>
    cardWarnings(content, `${path}.carouselCard.cardContents[${j}]`, cardWidth === 'SMALL' ? 'SMALL' : 'VERTICAL', settings, warnings),
  );
}
