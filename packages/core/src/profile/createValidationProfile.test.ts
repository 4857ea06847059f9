import { describe, expect, it } from 'vitest';
import { CompiledValidationProfile, createValidationProfile, LIMITS, ProfileError, type ProfileDataIssue } from '../index';

/** The problems (`path: message` prefixes as paths) of `data`, or [] when it compiles. */
function problemPaths(data: unknown): string[] {
  try {
    createValidationProfile(data);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ProfileError);
    return (error as ProfileError).issues.map((issue: ProfileDataIssue) => issue.path);
  }
}

describe('createValidationProfile', () => {
  it('should compile every field into a frozen profile that keeps a frozen copy of its data', () => {
    const data = {
      $schema: 'https://example.com/validation-profile.schema.json',
      allowedHosts: ['cdn.example.com', '*.example.org'],
      expirationRequired: true,
      maxExpirationSeconds: 86_400,
      allowedCallingCodes: ['351', '1242'],
      refusedCallingCodes: ['1'],
      allowedContentKinds: ['text', 'media'],
      allowedSuggestionKinds: [],
      maxMessages: 5,
      refusedTerms: ['casino'],
    };
    const profile = createValidationProfile(data);
    expect(profile).toBeInstanceOf(CompiledValidationProfile);
    expect(Object.isFrozen(profile)).toBe(true);
    expect(Object.isFrozen(profile.data)).toBe(true);
    expect(Object.isFrozen(profile.data.allowedHosts)).toBe(true);
    expect(profile.data).toEqual(data);
    data.allowedHosts.push('evil.com');
    expect(profile.data.allowedHosts).toEqual(['cdn.example.com', '*.example.org']);
  });

  it('should refuse what is not an object, at the empty path', () => {
    for (const data of [null, [], 'profile', 3, undefined]) expect(problemPaths(data)).toEqual(['']);
  });

  it('should refuse unknown keys and wrong types, each at its path', () => {
    expect(problemPaths({ allowedHost: ['a.com'], expirationRequired: 'yes', maxExpirationSeconds: '60', allowedHosts: 'a.com', refusedTerms: [1, 'ok', null] })).toEqual([
      'allowedHost',
      'expirationRequired',
      'maxExpirationSeconds',
      'allowedHosts',
      'refusedTerms[0]',
      'refusedTerms[2]',
    ]);
  });

  it('should refuse hosts that are not plain host names, each at its index', () => {
    const hosts = ['ok.example.com', 'https://a.com', 'a.com:443', 'a.com/x', 'user@a.com', '*.', '*', 'a.*.com', '', ' a.com', '[::1]', '*.ok.com', 'bücher.example'];
    expect(problemPaths({ allowedHosts: hosts })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `allowedHosts[${i}]`));
  });

  it('should refuse a horizon of 0 or less, or not a whole number of seconds', () => {
    expect(problemPaths({ maxExpirationSeconds: 1 })).toEqual([]);
    for (const seconds of [0, -1, 1.5, Number.NaN, Infinity]) expect(problemPaths({ maxExpirationSeconds: seconds })).toEqual(['maxExpirationSeconds']);
  });

  it(`should refuse a message count outside 1..${LIMITS.messagesMax}`, () => {
    expect(problemPaths({ maxMessages: 1 })).toEqual([]);
    expect(problemPaths({ maxMessages: LIMITS.messagesMax })).toEqual([]);
    for (const count of [0, LIMITS.messagesMax + 1, 2.5, '3']) expect(problemPaths({ maxMessages: count })).toEqual(['maxMessages']);
  });

  it('should refuse empty terms, over-long terms and too many terms', () => {
    expect(problemPaths({ refusedTerms: ['ok', '', 'x'.repeat(1001)] })).toEqual(['refusedTerms[1]', 'refusedTerms[2]']);
    expect(problemPaths({ refusedTerms: Array.from({ length: 10_001 }, (_, i) => `t${i}`) })).toEqual(['refusedTerms']);
    expect(problemPaths({ refusedTerms: [] })).toEqual([]);
  });

  it('should refuse calling codes that are not 1 to 3 digits (or 1 and an area code), and a code in both lists', () => {
    expect(problemPaths({ allowedCallingCodes: ['1', '351', '1242', '0', '44a', '4412', 351, '+351'] })).toEqual([3, 4, 5, 6, 7].map((i) => `allowedCallingCodes[${i}]`));
    expect(problemPaths({ allowedCallingCodes: [] })).toEqual(['allowedCallingCodes']);
    expect(problemPaths({ allowedCallingCodes: ['351', '44'], refusedCallingCodes: ['1', '44'] })).toEqual(['refusedCallingCodes[1]']);
  });

  it('should refuse unknown content and suggestion kinds, and an empty list of content kinds', () => {
    expect(problemPaths({ allowedContentKinds: ['text', 'video'], allowedSuggestionKinds: ['reply', 'Reply'] })).toEqual(['allowedContentKinds[1]', 'allowedSuggestionKinds[1]']);
    expect(problemPaths({ allowedContentKinds: [] })).toEqual(['allowedContentKinds']);
  });

  it('should state the first problem and its path in the error message', () => {
    expect(() => createValidationProfile({ allowedHosts: ['a.com', 'http://b.com'], maxMessages: 0 })).toThrow(
      /^Invalid validation profile: allowedHosts\[1\]: must be a host name .* \(and 1 more\)$/,
    );
  });

  it('should sum the first problem up in one line for a command, the data itself named (the profile)', () => {
    const summaryOf = (data: unknown): string => {
      try {
        createValidationProfile(data);
      } catch (error) {
        return (error as ProfileError).summary;
      }
      throw new Error('accepted');
    };
    expect(summaryOf({ allowedHosts: ['a.com', 'http://b.com'], maxMessages: 0 })).toMatch(/^allowedHosts\[1\]: must be a host name .* \(and 1 more\)$/);
    expect(summaryOf({ maxMessages: 0 })).toMatch(/^maxMessages: must be a whole number from 1 to \d+\.$/);
    expect(summaryOf([])).toMatch(/^\(the profile\): /);
  });

  it('should turn data whose reading throws into a ProfileError, never another error', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('boom'); } });
    expect(problemPaths(hostile)).toEqual(['']);
    const getter = Object.defineProperty({}, 'maxMessages', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(problemPaths(getter)).toEqual(['']);
  });
});
