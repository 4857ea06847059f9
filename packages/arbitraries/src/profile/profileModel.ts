import { type ContentKind, type SuggestionType, type ValidationProfile, CONTENT_KINDS, SUGGESTION_TYPES } from '@rcs-send/core';
import { exampleMsisdns } from '../phone';

// The generator's own reading of a validation profile, written from its documentation and not
// from the core's code, so that the agreement test compares two readings of one contract.

/** A host as the WHATWG URL parser reads it, without a trailing dot. */
const hostOf = (url: string): string => new URL(url).hostname.replace(/\.$/, '');

/** Candidate units for a filler no term can be found in, ASCII first. */
const FILLER_CANDIDATES = 'xqzjkvwybgfpmhdclnrstuoiea0123456789'.split('').concat(Array.from({ length: 64 }, (_, i) => String.fromCodePoint(0x4e00 + i)));

/** What a generator needs to know of one profile, read once. @internal */
export class ProfileModel {
  /** The profile's data. */
  readonly data: ValidationProfile;
  /** Content kinds the profile allows. */
  readonly contentKinds: readonly ContentKind[];
  /** Suggestion types the profile allows. */
  readonly suggestionKinds: readonly SuggestionType[];
  /** The most messages a request may hold. */
  readonly maxMessages: number;
  /** Real MSISDNs the profile sends to, and those it refuses. */
  readonly allowedNumbers: readonly string[];
  /** Real MSISDNs the profile refuses. */
  readonly refusedNumbers: readonly string[];
  /** A character no refused term contains: any run of it is free of terms. */
  readonly filler: string;
  /** The lower-cased refused terms. */
  private readonly terms: readonly string[];

  /** @param data - a valid profile's data */
  constructor(data: ValidationProfile, messagesMax: number) {
    this.data = data;
    this.contentKinds = data.allowedContentKinds ?? CONTENT_KINDS;
    this.suggestionKinds = data.allowedSuggestionKinds ?? SUGGESTION_TYPES;
    this.maxMessages = Math.min(data.maxMessages ?? messagesMax, messagesMax);
    this.allowedNumbers = exampleMsisdns().filter((digits) => this.callsAllowed(digits));
    this.refusedNumbers = exampleMsisdns().filter((digits) => !this.callsAllowed(digits));
    this.terms = (data.refusedTerms ?? []).map((term) => term.toLowerCase());
    const filler = FILLER_CANDIDATES.find((unit) => this.terms.every((term) => !term.includes(unit)));
    if (filler === undefined) throw new Error('@rcs-send/arbitraries: the refused terms leave no character to write text with');
    this.filler = filler;
  }

  /** True iff the profile sends to `digits`: the longest listed calling code that starts it decides. */
  callsAllowed(digits: string): boolean {
    const { allowedCallingCodes: allowed, refusedCallingCodes: refused } = this.data;
    for (let length = 4; length > 0; length--) {
      const prefix = digits.slice(0, length);
      if (allowed?.includes(prefix)) return true;
      if (refused?.includes(prefix)) return false;
    }
    return allowed === undefined;
  }

  /** True iff the profile allows the host of `url`. */
  hostAllowed(url: string): boolean {
    if (this.data.allowedHosts === undefined) return true;
    const host = hostOf(url);
    return this.data.allowedHosts.some((entry) => {
      const wildcard = entry.startsWith('*.');
      const domain = hostOf(`https://${wildcard ? entry.slice(2) : entry}/`);
      return wildcard ? host.endsWith(`.${domain}`) : host === domain;
    });
  }

  /** True iff `text` holds a refused term, both lower-cased. */
  hasTerm(text: string): boolean {
    const folded = text.toLowerCase();
    return this.terms.some((term) => folded.includes(term));
  }

  /** `text` when it holds no term, else as many filler characters as it has code points. */
  scrub(text: string): string {
    return this.hasTerm(text) ? this.filler.repeat([...text].length) : text;
  }
}
