import { LIMITS } from '../limits/limits';
import type { ErrorDefinition } from './errorDefinition';
import { CARD, CM, M, MEDIA, SUGGESTION } from './paths';

/** Where every profile rule is stated: the profile's own field, not the API reference. */
const PROFILE = 'profile';

/**
 * Codes of a validation profile's rules and of the message rules hook: a message the API
 * accepts that a deployment refuses. Reported only where the API's own rules passed.
 *
 * @internal
 */
export const PROFILE_CODES = {
  PROFILE_TOO_MANY_MESSAGES: {
    description: 'messages has more elements than this deployment accepts in one request.',
    rule: `messages has at most the profile's maxMessages elements (1 to ${LIMITS.messagesMax}).`,
    source: `${PROFILE} maxMessages`,
    param: 'messages',
  },
  PROFILE_COUNTRY_NOT_ALLOWED: {
    description: 'This deployment does not send to the country calling code of to.',
    rule: 'The longest calling code of allowedCallingCodes or refusedCallingCodes that starts the canonical to is an allowed one; with no such code, to passes unless allowedCallingCodes is given.',
    source: `${PROFILE} allowedCallingCodes, refusedCallingCodes`,
    param: `${M}.to`,
  },
  PROFILE_EXPIRATION_REQUIRED: {
    description: 'This deployment requires an expirationDateTime on every message.',
    rule: 'expirationDateTime is present when the profile sets expirationRequired.',
    source: `${PROFILE} expirationRequired`,
    param: `${M}.expirationDateTime`,
  },
  PROFILE_EXPIRATION_TOO_FAR: {
    description: 'expirationDateTime is further ahead than this deployment allows.',
    rule: "expirationDateTime is at most the profile's maxExpirationSeconds after the validation clock `now`, to the millisecond.",
    source: `${PROFILE} maxExpirationSeconds`,
    param: `${M}.expirationDateTime`,
  },
  PROFILE_CONTENT_KIND_NOT_ALLOWED: {
    description: 'This deployment does not send this kind of content.',
    rule: "The message's content kind (text, media, standaloneCard, carousel) is one of the profile's allowedContentKinds.",
    source: `${PROFILE} allowedContentKinds`,
    param: `${CM}.(text | contentInfo | richCard.standaloneCard | richCard.carouselCard)`,
  },
  PROFILE_SUGGESTION_KIND_NOT_ALLOWED: {
    description: 'This deployment does not send this kind of suggestion.',
    rule: "Every suggestion's type key is one of the profile's allowedSuggestionKinds.",
    source: `${PROFILE} allowedSuggestionKinds`,
    param: `${SUGGESTION}.<type>`,
  },
  PROFILE_HOST_NOT_ALLOWED: {
    description: 'This deployment does not allow links or media on this host.',
    rule: "The host of every openUrlAction.url, fileUrl and thumbnailUrl (as the WHATWG URL parser reads it, lower case, without a trailing dot) is an exact entry of the profile's allowedHosts, or below a `*.` entry's domain.",
    source: `${PROFILE} allowedHosts`,
    param: `(${SUGGESTION}.openUrlAction.url | ${MEDIA}.(fileUrl | thumbnailUrl))`,
  },
  PROFILE_TERM_NOT_ALLOWED: {
    description: 'The text contains a term this deployment refuses.',
    rule: "No user-visible text (text, card title and description, every suggestion's text, a location's label, a calendar event's title and description) contains one of the profile's refusedTerms, both lower-cased (String.prototype.toLowerCase).",
    source: `${PROFILE} refusedTerms`,
    param: `(${CM}.text | ${CARD}.(title | description) | ${SUGGESTION}.<type>.(text | label | title | description))`,
  },
  PROFILE_RULE_FAILED: {
    description: 'The deployment\'s own message rules failed on this message.',
    rule: 'The message rules hook (`rules`) returns without throwing.',
    source: 'rules hook',
    param: M,
  },
  PROFILE_RULE_RESULT_INVALID: {
    description: 'The deployment\'s own message rules returned something that is not a list of issues.',
    rule: 'The message rules hook returns an array of { code, param, description }: code UPPER_SNAKE_CASE and not a code of the catalogues, param "" or a path relative to the message that starts with one of its fields, description a non-empty string.',
    source: 'rules hook',
    param: M,
  },
  PROFILE_OPTIONS_INVALID: {
    description: 'The validation options are not usable: profile must come from createValidationProfile and rules must be a function.',
    rule: 'options.profile, when given, is a compiled profile (createValidationProfile); options.rules, when given, is a function.',
    source: 'options',
    param: '""',
  },
} as const satisfies Record<string, ErrorDefinition>;
