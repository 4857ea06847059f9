export { LIMITS, type Limits } from './limits';
export {
  MIME_TYPES,
  type MimeType,
  CARD_ORIENTATIONS,
  type CardOrientation,
  THUMBNAIL_IMAGE_ALIGNMENTS,
  type ThumbnailImageAlignment,
  CARD_WIDTHS,
  type CardWidth,
  MEDIA_HEIGHTS,
  type MediaHeight,
  PRIMARY_CONTENT_TYPES,
  SUGGESTION_TYPES,
  type SuggestionType,
} from './enums';
