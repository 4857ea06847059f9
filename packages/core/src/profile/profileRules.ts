import type { SuggestionType } from '../limits/enums';
import { _CallingCodeRule } from './callingCodeRule';
import { _HostAllowList } from './hostAllowList';
import { _TermMatcher } from './termMatcher';
import type { ContentKind, ValidationProfile } from './validationProfile';

/** A validation profile compiled for checking: each rule ready, absent when the profile does not state it. @internal */
export interface _ProfileRules {
  /** The hosts URLs may name. */
  readonly hosts: _HostAllowList | undefined;
  /** Whether every message needs an expirationDateTime. */
  readonly expirationRequired: boolean;
  /** The furthest an expirationDateTime may be after the clock, in milliseconds. */
  readonly maxExpirationMs: number | undefined;
  /** Which destinations a message may go to. */
  readonly callingCodes: _CallingCodeRule | undefined;
  /** The content kinds a message may carry. */
  readonly contentKinds: ReadonlySet<ContentKind> | undefined;
  /** The suggestion types a message may carry. */
  readonly suggestionKinds: ReadonlySet<SuggestionType> | undefined;
  /** The most messages in one request. */
  readonly maxMessages: number | undefined;
  /** The automaton of the refused terms. */
  readonly terms: _TermMatcher | undefined;
  /** Whether any rule reads a message's content (its kinds, texts or URLs): else the walk stops at the message's own fields. */
  readonly readsContent: boolean;
  /** Whether any rule reads a message at all: else only maxMessages is checked. */
  readonly readsMessages: boolean;
}

/** Compiles a valid profile's data into its rules (the automaton of its terms included). @internal */
export function _compileProfileRules(profile: ValidationProfile): _ProfileRules {
  const { allowedCallingCodes, refusedCallingCodes } = profile;
  const hasCodes = allowedCallingCodes !== undefined || refusedCallingCodes !== undefined;
  const rules = {
    hosts: profile.allowedHosts === undefined ? undefined : new _HostAllowList(profile.allowedHosts),
    expirationRequired: profile.expirationRequired === true,
    maxExpirationMs: profile.maxExpirationSeconds === undefined ? undefined : profile.maxExpirationSeconds * 1000,
    callingCodes: hasCodes ? new _CallingCodeRule(allowedCallingCodes, refusedCallingCodes) : undefined,
    contentKinds: profile.allowedContentKinds === undefined ? undefined : new Set(profile.allowedContentKinds),
    suggestionKinds: profile.allowedSuggestionKinds === undefined ? undefined : new Set(profile.allowedSuggestionKinds),
    maxMessages: profile.maxMessages,
    terms: profile.refusedTerms === undefined || profile.refusedTerms.length === 0 ? undefined : new _TermMatcher(profile.refusedTerms),
  };
  const readsContent = rules.hosts !== undefined || rules.contentKinds !== undefined || rules.suggestionKinds !== undefined || rules.terms !== undefined;
  const readsMessages = readsContent || rules.expirationRequired || rules.maxExpirationMs !== undefined || rules.callingCodes !== undefined;
  return { ...rules, readsContent, readsMessages };
}
