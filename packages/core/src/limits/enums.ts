/** Supported media types of a contentInfo, canonical lower case (API reference 2.5). @public */
export const MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/png',
  'video/h263',
  'video/m4v',
  'video/mp4',
  'video/mpeg',
  'video/mpeg4',
  'video/webm',
  'application/pdf',
] as const;

/** A supported media type (API reference 2.5). @public */
export type SupportedMimeType = (typeof MIME_TYPES)[number];

/** Orientations of a standalone card (API reference 2.6). @public */
export const CARD_ORIENTATIONS = ['VERTICAL', 'HORIZONTAL'] as const;

/** Orientation of a standalone card (API reference 2.6). @public */
export type CardOrientation = (typeof CARD_ORIENTATIONS)[number];

/** Thumbnail alignments of a horizontal standalone card (API reference 2.6). @public */
export const THUMBNAIL_IMAGE_ALIGNMENTS = ['LEFT', 'RIGHT'] as const;

/** Thumbnail alignment of a horizontal standalone card (API reference 2.6). @public */
export type ThumbnailImageAlignment = (typeof THUMBNAIL_IMAGE_ALIGNMENTS)[number];

/** Widths of the cards of a carousel (API reference 2.6). @public */
export const CARD_WIDTHS = ['SMALL', 'MEDIUM'] as const;

/** Width of the cards of a carousel (API reference 2.6). @public */
export type CardWidth = (typeof CARD_WIDTHS)[number];

/** Heights of card media, with their size in density-independent pixels (API reference 2.6, 8). @public */
export const MEDIA_HEIGHTS = { SHORT: 112, MEDIUM: 168, TALL: 264 } as const;

/** Height of card media (API reference 2.6). @public */
export type MediaHeight = keyof typeof MEDIA_HEIGHTS;

/** The primary content types of a contentMessage, in documented order (API reference 2.3). @public */
export const PRIMARY_CONTENT_TYPES = ['text', 'contentInfo', 'richCard'] as const;

/** The suggestion types, in documented order (API reference 2.7). @public */
export const SUGGESTION_TYPES = [
  'reply',
  'openUrlAction',
  'dialAction',
  'viewLocationAction',
  'shareLocationAction',
  'createCalendarEventAction',
] as const;

/** A suggestion type key (API reference 2.7). @public */
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
