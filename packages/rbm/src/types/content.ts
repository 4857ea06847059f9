import type { RbmSuggestion } from './suggestion';

/** A file the platform fetches from a public URL; it reads the type from the answer's Content-Type (no mimeType field). @public */
export interface RbmContentInfo {
  /** Public URL of the file; no redirects. */
  fileUrl: string;
  /** Public URL of a thumbnail, for image and video files only; at most 100 kB. */
  thumbnailUrl?: string;
  /** Fetch again even when the platform has a cached copy. */
  forceRefresh?: boolean;
}

/** A file uploaded to the platform beforehand (files.create). @public */
export interface RbmUploadedRbmFile {
  /** The uploaded file's name, `files/...`. */
  fileName?: string;
  /** The uploaded thumbnail's name. */
  thumbnailName?: string;
}

/** Height of card media: SHORT (112 DP), MEDIUM (168 DP) or TALL (264 DP). @public */
export type RbmMediaHeight = 'SHORT' | 'MEDIUM' | 'TALL';

/** The media of a rich card: a height and exactly one file source. @public */
export interface RbmMedia {
  /** Required on vertical layouts, ignored on horizontal standalone cards. */
  height?: RbmMediaHeight;
  /** A file by URL. */
  contentInfo?: RbmContentInfo;
  /** An uploaded file. */
  uploadedRbmFile?: RbmUploadedRbmFile;
  /** An uploaded file's name (deprecated for uploadedRbmFile). */
  fileName?: string;
}

/** The content of one card: at least one of title, description or media. @public */
export interface RbmCardContent {
  /** Card title; at most 200 characters. */
  title?: string;
  /** Card description; at most 2,000 characters. */
  description?: string;
  /** Card media. */
  media?: RbmMedia;
  /** At most 4 suggestions. */
  suggestions?: RbmSuggestion[];
}

/** A single rich card. @public */
export interface RbmStandaloneCard {
  /** VERTICAL or HORIZONTAL. */
  cardOrientation: 'VERTICAL' | 'HORIZONTAL';
  /** LEFT or RIGHT: where a horizontal card shows its media. */
  thumbnailImageAlignment?: 'LEFT' | 'RIGHT';
  /** The card's content. */
  cardContent: RbmCardContent;
}

/** A carousel of 2 to 10 cards. @public */
export interface RbmCarouselCard {
  /** SMALL (120 DP) or MEDIUM (232 DP). */
  cardWidth: 'SMALL' | 'MEDIUM';
  /** 2 to 10 cards. */
  cardContents: RbmCardContent[];
}

/** A rich card: exactly one of standaloneCard or carouselCard. @public */
export type RbmRichCard = { /** A single card. */ standaloneCard: RbmStandaloneCard } | { /** A carousel. */ carouselCard: RbmCarouselCard };

/** The content of an agent message: exactly one of text, uploadedRbmFile, fileName, richCard or contentInfo, plus suggestions. @public */
export interface AgentContentMessage {
  /** Text; at most 3,072 characters. */
  text?: string;
  /** An uploaded file. */
  uploadedRbmFile?: RbmUploadedRbmFile;
  /** An uploaded file's name (deprecated for uploadedRbmFile, still in RBM's schema). */
  fileName?: string;
  /** A rich card. */
  richCard?: RbmRichCard;
  /** A file by URL. */
  contentInfo?: RbmContentInfo;
  /** At most 11 suggestion chips after the message. */
  suggestions?: RbmSuggestion[];
}
