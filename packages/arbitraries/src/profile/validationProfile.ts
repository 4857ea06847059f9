import { CONTENT_KINDS, LIMITS, SUGGESTION_TYPES, type ValidationProfile } from '@rcs-send/core';
import fc from 'fast-check';
import { compact } from '../path';

/** Host entries of every form: exact, `*.`, upper case, a trailing dot, Unicode (IDN). */
const HOST_ENTRIES = ['example.com', '*.example.com', 'cdn.example.org', '*.media.example.net', 'bücher.example', 'WWW.Example.NET.'];
/** Calling codes with real numbers, overlapping on purpose (`1` and `1242`). */
const CALLING_CODES = ['1', '1242', '351', '44', '33', '49', '91', '55'];
/** Refused terms that overlap one another, beside random ones. */
const TERMS = ['casino', 'sin', 'free money', 'FREE', 'été', 'win'];

/** A random subset of `values`, in their order. */
const subsetOf = <T>(values: readonly T[], minLength = 0): fc.Arbitrary<T[]> => fc.subarray([...values], { minLength });

/**
 * Validation profiles (data, as `createValidationProfile` takes it): every field present or
 * absent, each value valid, the two calling-code lists disjoint, at least one country with
 * real numbers left to send to, and a host for media when media is the only kind.
 *
 * @public
 */
export function validationProfile(): fc.Arbitrary<ValidationProfile> {
  const absent = { nil: undefined };
  // Portugal is never refused: with no allowed list, there is always a country to send to.
  const codes = fc
    .tuple(fc.option(subsetOf(CALLING_CODES, 1), absent), fc.option(subsetOf(CALLING_CODES.filter((code) => code !== '351')), absent))
    .map(([allowed, refused]) => ({ allowedCallingCodes: allowed, refusedCallingCodes: refused?.filter((code) => !allowed?.includes(code)) }));
  return fc
    .record({
      allowedHosts: fc.option(subsetOf(HOST_ENTRIES), absent),
      expirationRequired: fc.option(fc.boolean(), absent),
      maxExpirationSeconds: fc.option(fc.integer({ min: 1, max: 10 * 365 * 24 * 3600 }), absent),
      codes,
      allowedContentKinds: fc.option(subsetOf(CONTENT_KINDS, 1), absent),
      allowedSuggestionKinds: fc.option(subsetOf(SUGGESTION_TYPES), absent),
      maxMessages: fc.option(fc.integer({ min: LIMITS.messagesMin, max: LIMITS.messagesMax }), absent),
      refusedTerms: fc.option(fc.array(fc.oneof(fc.constantFrom(...TERMS), fc.string({ minLength: 1, maxLength: 6 })), { maxLength: 8 }), absent),
    })
    // Media alone needs a host to put media on.
    .map(({ codes: lists, allowedHosts, ...rest }) => {
      const mediaOnly = rest.allowedContentKinds?.length === 1 && rest.allowedContentKinds[0] === 'media';
      return compact({ ...rest, allowedHosts: mediaOnly && allowedHosts?.length === 0 ? undefined : allowedHosts, ...lists }) as ValidationProfile;
    });
}
