import { createValidationProfile, validateSendRequest, type ValidationProfile } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profiledSendRequest, profileRuleCodes, profileViolationFor, validationProfile, type ProfileRuleCode } from '../index';

const now = new Date('2030-01-01T00:00:00Z');

/** A profile that states every rule, so that each can be broken alone. */
const STRICT: ValidationProfile = {
  allowedHosts: ['example.com', '*.example.com', 'bücher.example'],
  expirationRequired: true,
  maxExpirationSeconds: 7 * 24 * 3600,
  allowedCallingCodes: ['351', '44', '1242'],
  refusedCallingCodes: ['1'],
  allowedContentKinds: ['text', 'standaloneCard', 'carousel'],
  allowedSuggestionKinds: ['reply', 'openUrlAction', 'dialAction'],
  maxMessages: 3,
  refusedTerms: ['casino', 'sin', 'free money', 'été'],
};

/** The issues of `request` under `profile`, as `code@param`. */
function issuesUnder(profile: ValidationProfile, request: unknown): string[] {
  return validateSendRequest(request, { now, profile: createValidationProfile(profile) }).issues.map(({ code, param }) => `${code}@${param}`);
}

describe('profiledSendRequest', () => {
  it('should generate only requests valid under the API and the profile (1,000 runs)', () => {
    fc.assert(fc.property(profiledSendRequest(STRICT, { now }), (request) => {
      expect(issuesUnder(STRICT, request)).toEqual([]);
    }), { numRuns: 1000 });
  });

  it('should generate valid requests under any generated profile, limits and Unicode included', () => {
    fc.assert(
      fc.property(
        validationProfile().chain((profile) => fc.tuple(fc.constant(profile), profiledSendRequest(profile, { now, atLimits: true, unicode: true }))),
        ([profile, request]) => {
          expect(issuesUnder(profile, request)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('profileViolationFor', () => {
  const codes = profileRuleCodes(STRICT, { now });

  it('should break every rule of a profile that states them all', () => {
    expect(codes).toHaveLength(8);
  });

  it.each(codes)('%s: 1,000 violations, each rejected with exactly its one expected issue at its param', (code: ProfileRuleCode) => {
    fc.assert(
      fc.property(profileViolationFor(code, STRICT, { now }), ({ request, code: expected, param }) => {
        expect(issuesUnder(STRICT, request)).toEqual([`${expected}@${param}`]);
      }),
      { numRuns: 1000 },
    );
  });

  it('should break each rule of any generated profile alone', () => {
    const profileAndCode = validationProfile().chain((profile) => {
      const applicable = profileRuleCodes(profile, { now });
      return applicable.length === 0 ? fc.constant(undefined) : fc.constantFrom(...applicable).chain((code) => profileViolationFor(code, profile, { now }).map((violation) => ({ profile, violation })));
    });
    fc.assert(
      fc.property(profileAndCode, (drawn) => {
        if (drawn === undefined) return;
        const { profile, violation } = drawn;
        expect(issuesUnder(profile, violation.request)).toEqual([`${violation.code}@${violation.param}`]);
      }),
      { numRuns: 300 },
    );
  });

  it('should refuse a rule the profile does not state', () => {
    expect(() => profileViolationFor('PROFILE_TERM_NOT_ALLOWED', {}, { now })).toThrow(/no way to break PROFILE_TERM_NOT_ALLOWED/);
  });
});
