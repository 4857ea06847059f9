import { LIMITS } from '../limits/limits';
import type { ErrorDefinition } from './errorDefinition';
import { CARD, CM, MEDIA } from './paths';

/** Codes of contentMessage, text, contentInfo and rich cards (API reference 2.3 to 2.6, 8). @internal */
export const CONTENT_CODES = {
  CONTENT_TYPE_MISSING: {
    description: 'contentMessage must contain one of text, contentInfo or richCard.',
    rule: 'contentMessage has exactly one primary content type (none given).',
    source: 'section 2.3',
    param: CM,
  },
  CONTENT_TYPE_MULTIPLE: {
    description: 'contentMessage must contain only one of text, contentInfo or richCard.',
    rule: 'contentMessage has exactly one primary content type (several given).',
    source: 'section 2.3',
    param: CM,
  },
  SUGGESTIONS_NOT_ALLOWED: {
    description: 'Message-level suggestions are allowed only beside text.',
    rule: 'contentMessage.suggestions appears only with text (not with contentInfo or richCard), even when empty.',
    source: 'section 2.3, decisions',
    param: `${CM}.suggestions`,
  },
  TEXT_TOO_LONG: {
    description: `text must be at most ${LIMITS.textMaxChars} characters.`,
    rule: `text has at most ${LIMITS.textMaxChars} code points.`,
    source: 'section 2.4, 8',
    param: `${CM}.text`,
  },
  SUGGESTIONS_TOO_MANY: {
    description: `A text message carries at most ${LIMITS.messageSuggestionsMax} suggestions.`,
    rule: `contentMessage.suggestions has at most ${LIMITS.messageSuggestionsMax} elements.`,
    source: 'section 2.4, 8',
    param: `${CM}.suggestions`,
  },
  MEDIA_URL_INVALID: {
    description: 'This media URL must be an absolute URL without surrounding spaces, tabs or line breaks.',
    rule: 'fileUrl and thumbnailUrl parse as absolute URLs (WHATWG URL), with no space or C0 control at either end and no tab or line break inside (characters the parser would silently strip).',
    source: 'section 2.5, decisions',
    param: `${MEDIA}.(fileUrl | thumbnailUrl)`,
  },
  MEDIA_URL_NOT_HTTPS: {
    description: 'This media URL must use https.',
    rule: 'fileUrl and thumbnailUrl use the https: scheme.',
    source: 'section 2.5',
    param: `${MEDIA}.(fileUrl | thumbnailUrl)`,
  },
  MEDIA_URL_NOT_PUBLIC: {
    description: 'This media URL must be publicly reachable: no user info, no localhost, no private, loopback, link-local, site-local, shared, multicast, reserved or unspecified address.',
    rule: 'The URL host (as the WHATWG URL parser normalises it) is not localhost or an IP in 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 0/8, 100.64/10, 224/4, 240/4, fc00::/7, fe80::/10, fec0::/10, ff00::/8 or 64:ff9b:1::/48; an IPv6 address that embeds an IPv4 one (IPv4-compatible ::/96, so :: and ::1 as 0.0.0.0 and 0.0.0.1, IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32) is judged by that IPv4; and the URL has no userinfo.',
    source: 'section 2.5, decisions',
    param: `${MEDIA}.(fileUrl | thumbnailUrl)`,
  },
  THUMBNAIL_URL_TOO_LONG: {
    description: `thumbnailUrl must be at most ${LIMITS.thumbnailUrlMaxChars} characters.`,
    rule: `thumbnailUrl has at most ${LIMITS.thumbnailUrlMaxChars} code points.`,
    source: 'section 2.5, 8',
    param: `${MEDIA}.thumbnailUrl`,
  },
  MIME_TYPE_UNSUPPORTED: {
    description: 'mimeType must be one of the supported image, video or PDF media types.',
    rule: 'mimeType is one of the supported media types, compared case-insensitively; canonical form lower case.',
    source: 'section 2.5, decisions',
    param: `${MEDIA}.mimeType`,
  },
  RICH_CARD_KIND_MISSING: {
    description: 'richCard must contain standaloneCard or carouselCard.',
    rule: 'richCard has exactly one card kind (none given).',
    source: 'section 2.6',
    param: `${CM}.richCard`,
  },
  RICH_CARD_KIND_MULTIPLE: {
    description: 'richCard must contain only one of standaloneCard or carouselCard.',
    rule: 'richCard has exactly one card kind (both given).',
    source: 'section 2.6',
    param: `${CM}.richCard`,
  },
  CARD_ORIENTATION_INVALID: {
    description: 'cardOrientation must be VERTICAL or HORIZONTAL.',
    rule: 'cardOrientation is VERTICAL or HORIZONTAL (exact, upper case).',
    source: 'section 2.6',
    param: `${CM}.richCard.standaloneCard.cardOrientation`,
  },
  THUMBNAIL_ALIGNMENT_REQUIRED: {
    description: 'A HORIZONTAL card needs thumbnailImageAlignment (LEFT or RIGHT).',
    rule: 'thumbnailImageAlignment is present when cardOrientation is HORIZONTAL.',
    source: 'section 2.6, decisions',
    param: `${CM}.richCard.standaloneCard.thumbnailImageAlignment`,
  },
  THUMBNAIL_ALIGNMENT_INVALID: {
    description: 'thumbnailImageAlignment must be LEFT or RIGHT.',
    rule: 'thumbnailImageAlignment, when present, is LEFT or RIGHT (exact, upper case).',
    source: 'section 2.6',
    param: `${CM}.richCard.standaloneCard.thumbnailImageAlignment`,
  },
  CARD_WIDTH_INVALID: {
    description: 'cardWidth must be SMALL or MEDIUM.',
    rule: 'cardWidth is SMALL or MEDIUM (exact, upper case).',
    source: 'section 2.6',
    param: `${CM}.richCard.carouselCard.cardWidth`,
  },
  CAROUSEL_TOO_FEW_CARDS: {
    description: `A carousel needs at least ${LIMITS.carouselCardsMin} cards.`,
    rule: `cardContents has at least ${LIMITS.carouselCardsMin} elements.`,
    source: 'section 2.6, 8',
    param: `${CM}.richCard.carouselCard.cardContents`,
  },
  CAROUSEL_TOO_MANY_CARDS: {
    description: `A carousel holds at most ${LIMITS.carouselCardsMax} cards.`,
    rule: `cardContents has at most ${LIMITS.carouselCardsMax} elements.`,
    source: 'section 2.6, 8',
    param: `${CM}.richCard.carouselCard.cardContents`,
  },
  CARD_CONTENT_EMPTY: {
    description: 'A card needs at least one of title, description or media.',
    rule: 'Card content rule 1: at least one of title, description or media is present.',
    source: 'section 2.6',
    param: CARD,
  },
  HORIZONTAL_CARD_MEDIA_ONLY: {
    description: 'A horizontal card with media also needs a title, a description or a suggestion.',
    rule: 'Card content rule 2: a HORIZONTAL standalone card with media also has title, description or at least one suggestion.',
    source: 'section 2.6',
    param: `${CM}.richCard.standaloneCard.cardContent`,
  },
  CARD_TITLE_TOO_LONG: {
    description: `A card title must be at most ${LIMITS.cardTitleMaxChars} characters.`,
    rule: `title has at most ${LIMITS.cardTitleMaxChars} code points.`,
    source: 'section 2.6, 8',
    param: `${CARD}.title`,
  },
  CARD_DESCRIPTION_TOO_LONG: {
    description: `A card description must be at most ${LIMITS.cardDescriptionMaxChars} characters.`,
    rule: `description has at most ${LIMITS.cardDescriptionMaxChars} code points.`,
    source: 'section 2.6, 8',
    param: `${CARD}.description`,
  },
  MEDIA_HEIGHT_INVALID: {
    description: 'media height must be SHORT, MEDIUM or TALL.',
    rule: 'height, when present, is SHORT, MEDIUM or TALL (exact, upper case).',
    source: 'section 2.6, 8',
    param: `${CARD}.media.height`,
  },
  CARD_SUGGESTIONS_TOO_MANY: {
    description: `A card carries at most ${LIMITS.cardSuggestionsMax} suggestions.`,
    rule: `A card content's suggestions has at most ${LIMITS.cardSuggestionsMax} elements.`,
    source: 'section 2.6, 8',
    param: `${CARD}.suggestions`,
  },
} as const satisfies Record<string, ErrorDefinition>;
