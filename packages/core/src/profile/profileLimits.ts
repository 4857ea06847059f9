/**
 * The bounds of a validation profile's own values, stated once: the core, the profile's JSON
 * Schema and the arbitraries read them.
 *
 * @public
 */
export const PROFILE_LIMITS = {
  /** Most terms in refusedTerms. */
  refusedTermsMax: 10_000,
  /** Most characters (code points) of one refused term. */
  refusedTermMaxChars: 1_000,
} as const;
