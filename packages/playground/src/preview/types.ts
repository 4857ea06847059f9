import type { CardOrientation, CardWidth, Issue, MediaHeight, ProfiledIssueCode, SuggestionType, ThumbnailImageAlignment } from '@rcs-send/core';

/** A part of the preview: the `param` of the input it shows and the issues found there (or below it, where nothing deeper is shown). */
export interface PreviewPart {
  /** The core's path of the field this part shows. */
  readonly param: string;
  /** The issues this part is outlined with. */
  readonly issues: Issue<ProfiledIssueCode>[];
}

/** A suggestion chip: a reply or an action, with what it does in words. */
export interface Chip extends PreviewPart {
  /** The suggestion type, or null when the element has none (or several: the first is shown). */
  readonly type: SuggestionType | null;
  /** The label shown on the chip. */
  readonly text: string;
  /** What selecting it does: the number dialled, the URL opened, the place, the event. */
  readonly detail: string;
}

/** A media file, as a placeholder until the viewer asks to load it. */
export interface Media extends PreviewPart {
  /** What the file is, from its mimeType. */
  readonly kind: 'image' | 'video' | 'pdf' | 'other';
  /** The declared mimeType, as written. */
  readonly mimeType: string;
  /** The file's URL, as written ("" when missing). */
  readonly fileUrl: string;
  /** The thumbnail's URL, if any. */
  readonly thumbnailUrl: string | undefined;
}

/** One card's content, standalone or in a carousel. */
export interface Card extends PreviewPart {
  /** The title, if any. */
  readonly title: string | undefined;
  /** The description, if any. */
  readonly description: string | undefined;
  /** The media, with its height (MEDIUM when absent or unreadable), if any. */
  readonly media: (Media & { readonly height: MediaHeight }) | undefined;
  /** The card's own suggestions, shown as buttons inside it. */
  readonly suggestions: readonly Chip[];
}

/** What a message's bubble shows. */
export type Bubble =
  | (PreviewPart & { readonly kind: 'text'; readonly text: string })
  | (PreviewPart & { readonly kind: 'media'; readonly media: Media })
  | (PreviewPart & { readonly kind: 'standalone'; readonly orientation: CardOrientation; readonly alignment: ThumbnailImageAlignment; readonly card: Card })
  | (PreviewPart & { readonly kind: 'carousel'; readonly width: CardWidth; readonly cards: readonly Card[] })
  | (PreviewPart & { readonly kind: 'none' });

/** One message as a phone shows it. */
export interface MessagePreview extends PreviewPart {
  /** Its index in `messages`. */
  readonly index: number;
  /** The recipient, as written. */
  readonly to: string;
  /** The sender, as written. */
  readonly from: string;
  /** The expiration, as written, if any. */
  readonly expirationDateTime: string | undefined;
  /** The content. */
  readonly bubble: Bubble;
  /** The message-level suggestion chips, shown under the bubble. */
  readonly chips: readonly Chip[];
  /** True when the core found no issue in this message. */
  readonly ok: boolean;
}

/** The preview of a whole request. */
export interface PreviewModel {
  /** One preview per element of `messages` (none when it is not an array). */
  readonly messages: readonly MessagePreview[];
  /** Issues no message shows: the root's (organizationId, messages). */
  readonly rootIssues: Issue<ProfiledIssueCode>[];
}
