import { RBM_LIMITS } from '../limits';

const M = 'messages[i]';
const CM = `${M}.contentMessage`;
const CARD = `${CM}.richCard.(standaloneCard.cardContent | carouselCard.cardContents[j])`;
const SUGGESTION = `(${CM}.suggestions[k] | ${CARD}.suggestions[k])`;

/** How one warning code is documented: its description, the platform's rule and its param. @public */
export interface RbmWarningDefinition {
  /** The sentence every warning with this code carries. */
  readonly description: string;
  /** What the platform does, and what the translation does about it. */
  readonly rule: string;
  /** The param it is reported at, with `i`, `j`, `k` standing for indexes. */
  readonly param: string;
}

const definitions = <T extends Record<string, RbmWarningDefinition>>(table: T): { readonly [Code in keyof T]: RbmWarningDefinition } => table;

/**
 * Every warning {@link rbmWarnings} reports: what is valid here but that RBM ignores,
 * renders otherwise or refuses. The key order is the README's.
 *
 * @public
 */
export const RBM_WARNING_CATALOGUE = definitions({
  MEDIA_HEIGHT_DEFAULTED: {
    description: 'RBM requires a media height on vertical cards: this media will be sent with the default height.',
    rule: 'Media of a vertical standalone card or a carousel card has a height; the translation gives media without one the defaultMediaHeight option (MEDIUM).',
    param: `${CM}.richCard.(standaloneCard.cardContent | carouselCard.cardContents[j]).media.height`,
  },
  MEDIA_HEIGHT_IGNORED: {
    description: 'RBM ignores the media height of a horizontal card.',
    rule: 'A HORIZONTAL standalone card shows its media at a fixed size; height is sent but has no effect.',
    param: `${CM}.richCard.standaloneCard.cardContent.media.height`,
  },
  TALL_MEDIA_IN_SMALL_CAROUSEL: {
    description: 'RBM does not show TALL media in a SMALL carousel.',
    rule: 'Cards of a SMALL carousel (120 DP wide) take SHORT or MEDIUM media only.',
    param: `${CM}.richCard.carouselCard.cardContents[j].media.height`,
  },
  THUMBNAIL_ALIGNMENT_IGNORED: {
    description: 'RBM ignores thumbnailImageAlignment on a vertical card.',
    rule: 'thumbnailImageAlignment places the media of a HORIZONTAL card only.',
    param: `${CM}.richCard.standaloneCard.thumbnailImageAlignment`,
  },
  PDF_THUMBNAIL_IGNORED: {
    description: 'RBM takes thumbnails for image and video files only, not for a PDF.',
    rule: 'thumbnailUrl is for image, audio and video files; a PDF gets the platform\'s own preview or icon.',
    param: `(${CM}.contentInfo | ${CARD}.media.contentInfo).thumbnailUrl`,
  },
  PDF_CARD_OUTSIDE_REGION: {
    description: 'RBM offers PDF in rich cards only to recipients in its documented region.',
    rule: 'PDF media in a rich card goes to recipients whose country calling code is in the pdfCardCallingCodes option (India, 91, where RBM launched it).',
    param: `${CARD}.media.contentInfo.mimeType`,
  },
  OPEN_URL_NOT_HTTPS: {
    description: 'This open-URL action uses http: devices may refuse to open it or warn the recipient.',
    rule: 'openUrlAction.url uses https: an http URL may be refused by the device or opened behind a warning, and never in a webview.',
    param: `${SUGGESTION}.openUrlAction.url`,
  },
  EXPIRATION_BEYOND_RETENTION: {
    description: `RBM keeps an undelivered message at most ${RBM_LIMITS.expirationMaxAheadMs / 86_400_000} days: this expiration lies further ahead.`,
    rule: 'expirationDateTime (sent as expireTime) is at most 15 days after the now option, compared exactly; later ones are refused or cut short by the platform.',
    param: `${M}.expirationDateTime`,
  },
  BODY_TOO_LARGE: {
    description: `The translated RBM body is over ${RBM_LIMITS.bodyBytesMax} bytes (250 KB), RBM's limit.`,
    rule: 'The compact JSON of the translated body is at most 250 KB: RBM nests actions and adds heights and the traffic type, so a message just under our limit can exceed it.',
    param: M,
  },
});

/** A warning code of {@link RBM_WARNING_CATALOGUE}. @public */
export type RbmWarningCode = keyof typeof RBM_WARNING_CATALOGUE;

/** One thing of a valid message that RBM will ignore, render otherwise or refuse: data, never an error. @public */
export interface RbmWarning {
  /** The catalogue code. */
  code: RbmWarningCode;
  /** Dot-and-bracket path of the field, from the root of the send request (`messages[i]...`). */
  param: string;
  /** The catalogue's sentence for the code. */
  description: string;
}

/** A warning with its catalogue description. @internal */
export const _warning = (code: RbmWarningCode, param: string): RbmWarning => ({ code, param, description: RBM_WARNING_CATALOGUE[code].description });
