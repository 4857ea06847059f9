import type { CardOrientation, CardWidth, MediaHeight, SupportedMimeType, ThumbnailImageAlignment } from '../limits/enums';
import type { Suggestion } from './suggestion';

/** A media file referenced by URL (API reference 2.5). @public */
export interface ContentInfo {
  /** Public https URL of the media file. */
  fileUrl: string;
  /** Public https URL of a thumbnail; at most 2,048 characters. */
  thumbnailUrl?: string;
  /** Supported media type, lower case. */
  mimeType: SupportedMimeType;
}

/** The media of a rich card (API reference 2.6). @public */
export interface CardMedia {
  /** Preview height: SHORT (112 DP), MEDIUM (168 DP) or TALL (264 DP). */
  height?: MediaHeight;
  /** The media file. */
  contentInfo: ContentInfo;
}

/** The content of one card; at least one of title, description or media (API reference 2.6). @public */
export interface CardContent {
  /** Card title; at most 200 characters. */
  title?: string;
  /** Card description; at most 2,000 characters. */
  description?: string;
  /** Card media. */
  media?: CardMedia;
  /** At most 4 suggestions. */
  suggestions?: Suggestion[];
}

/** A single rich card (API reference 2.6). @public */
export interface StandaloneCard {
  /** VERTICAL or HORIZONTAL. */
  cardOrientation: CardOrientation;
  /** LEFT or RIGHT; required when cardOrientation is HORIZONTAL. */
  thumbnailImageAlignment?: ThumbnailImageAlignment;
  /** The card's content. */
  cardContent: CardContent;
}

/** A carousel of 2 to 10 rich cards (API reference 2.6). @public */
export interface CarouselCard {
  /** SMALL or MEDIUM, for every card of the carousel. */
  cardWidth: CardWidth;
  /** 2 to 10 cards. */
  cardContents: CardContent[];
}

// Each member of a union below types the other members' keys `never`: without it, TypeScript lets an
// object literal carry keys of two members (both card kinds, two content types), which does not validate.

/** A rich card: exactly one of standaloneCard or carouselCard (API reference 2.6). @public */
export type RichCard =
  | { /** A single card. */ standaloneCard: StandaloneCard; /** Not with standaloneCard. */ carouselCard?: never }
  | { /** A carousel of cards. */ carouselCard: CarouselCard; /** Not with carouselCard. */ standaloneCard?: never };

/** A text message, optionally with up to 11 suggestions (API reference 2.4). @public */
export interface TextContent {
  /** The text; at most 3,072 characters. */
  text: string;
  /** At most 11 suggestions. */
  suggestions?: Suggestion[];
  /** Not with text: a message has exactly one primary content type. */
  contentInfo?: never;
  /** Not with text: a message has exactly one primary content type. */
  richCard?: never;
}

/** A media-only message (API reference 2.5). @public */
export interface MediaContent {
  /** The media file. */
  contentInfo: ContentInfo;
  /** Not with contentInfo: a message has exactly one primary content type. */
  text?: never;
  /** Not with contentInfo: a message has exactly one primary content type. */
  richCard?: never;
  /** Not with contentInfo: suggestions go with text only. */
  suggestions?: never;
}

/** A rich card message (API reference 2.6). @public */
export interface RichCardContent {
  /** The rich card. */
  richCard: RichCard;
  /** Not with richCard: a message has exactly one primary content type. */
  text?: never;
  /** Not with richCard: a message has exactly one primary content type. */
  contentInfo?: never;
  /** Not with richCard: suggestions go with text only (a card has its own). */
  suggestions?: never;
}

/** The content of a message: exactly one primary content type (API reference 2.3). @public */
export type ContentMessage = TextContent | MediaContent | RichCardContent;
