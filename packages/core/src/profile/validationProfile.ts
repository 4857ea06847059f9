import type { SuggestionType } from '../limits/enums';

/** The kinds of content a message can carry, in documented order (its primary content type, a rich card by its kind). @public */
export const CONTENT_KINDS = ['text', 'media', 'standaloneCard', 'carousel'] as const;

/** A kind of message content: `text`, `media` (contentInfo), `standaloneCard` or `carousel`. @public */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * A validation profile as data (JSON): a deployment's own rules on top of the API's, every
 * field optional (an absent field adds no rule). Compile it once with
 * `createValidationProfile`, then pass the result to `validateSendRequest` as `profile`.
 *
 * @public
 */
export interface ValidationProfile {
  /** The JSON Schema of the file, for editors; ignored. */
  $schema?: string;
  /**
   * Hosts every openUrlAction.url, fileUrl and thumbnailUrl may name: `cdn.example.com` is that host
   * exactly, `*.example.com` any host below example.com at any depth (not example.com itself: list
   * both for both). Compared with the host as the WHATWG URL parser reads it: lower case, punycode,
   * a trailing dot ignored. An empty list allows no URL at all.
   */
  allowedHosts?: string[];
  /** When true, every message has an expirationDateTime. */
  expirationRequired?: boolean;
  /** The furthest an expirationDateTime may be after the validation clock, in seconds (a positive whole number). */
  maxExpirationSeconds?: number;
  /**
   * Country calling codes (1 to 3 digits, e.g. `"351"`; or `1` and a North American area code,
   * e.g. `"1242"`) a message may be sent to: the longest
   * code of this list or of refusedCallingCodes that starts `to` decides; with none, `to` is refused.
   */
  allowedCallingCodes?: string[];
  /**
   * Country calling codes a message may not be sent to. With allowedCallingCodes too, the longest
   * code that starts `to` decides (`"1"` refused, `"1242"` allowed); a code may not be in both lists.
   */
  refusedCallingCodes?: string[];
  /** The content kinds a message may carry (at least one): text, media, standaloneCard, carousel. */
  allowedContentKinds?: ContentKind[];
  /** The suggestion types a message may carry, in text or on cards; an empty list allows none. */
  allowedSuggestionKinds?: SuggestionType[];
  /** The most messages in one request: 1 to the API's maximum. */
  maxMessages?: number;
  /**
   * Terms no user-visible text may contain (text, card title and description, suggestion texts, a
   * location's label, a calendar event's title and description), compared lower-cased
   * (String.prototype.toLowerCase) as substrings, not words: each 1 to 1,000 characters.
   */
  refusedTerms?: string[];
}
