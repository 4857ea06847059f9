// The core's laws hold with a validation profile and a rules hook: never throws, never mutates
// (neither the body nor the profile's data), messages independent, and a request valid under a
// profile is valid without it.
import { invalidSendRequest, profiledSendRequest, profileViolation, validationProfile } from '@rcs-send/arbitraries';
import { applyValidationProfile, createValidationProfile, validateSendRequest, type MessageRules } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anything, cyclicRequest, requestWithAnything } from './hostileInputs';
import { NOW, runs, snapshot } from './support';

/** A hook that judges by what it reads, throws on some messages and answers badly on others. */
const unrulyRules: MessageRules = (message) => {
  if (message.from.length % 7 === 0) throw new Error('hook failure');
  if (message.from.length % 5 === 0) return [{ code: 'bad code', param: 'to', description: '' }];
  return message.from.length % 2 === 0 ? [{ code: 'EVEN_SENDER', param: 'from', description: 'The sender name has an even length.' }] : [];
};

const profiles = validationProfile().map((data) => ({ data, profile: createValidationProfile(data) }));

/** Requests the API's rules judge alone: one rule broken, anything anywhere, cycles, any value. */
const hostile = fc.oneof(invalidSendRequest({ now: NOW }).map((invalid) => invalid.request), requestWithAnything, cyclicRequest, anything);

/** A profile, and a request of every kind: valid under it, one profile rule broken, or hostile. */
const requests = fc.oneof(
  profiles.chain(({ data, profile }) =>
    fc.tuple(fc.constant(profile), fc.oneof(profiledSendRequest(data, { now: NOW }), profileViolation(data, { now: NOW }).map((violation) => violation.request))),
  ),
  fc.tuple(profiles.map(({ profile }) => profile), hostile),
);

describe('validateSendRequest with a profile and rules: the laws hold', () => {
  it('should never throw and never mutate the body, whatever the profile and the hook', () => {
    fc.assert(
      fc.property(requests, fc.boolean(), ([profile, input], withRules) => {
        // Arrange
        const before = snapshot(input);
        const profileBefore = JSON.stringify(profile.data);
        // Act
        const result = validateSendRequest(input, { now: NOW, profile, ...(withRules && { rules: unrulyRules }) });
        // Assert
        expect(snapshot(input)).toBe(before);
        expect(JSON.stringify(profile.data)).toBe(profileBefore);
        expect(result.ok).toBe(result.issues.length === 0);
        expect(result.issues).toEqual([...result.root.issues, ...result.messages.flatMap((message) => message.issues)]);
        for (const message of result.messages) expect('value' in message).toBe(message.ok);
        for (const issue of result.issues) expect(issue.code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
      }),
      { numRuns: runs(300) },
    );
  });

  it('changing message j never changes message i\'s result under a profile', () => {
    const base = profiles.chain(({ data, profile }) => fc.tuple(fc.constant(profile), profiledSendRequest(data, { now: NOW }), profileViolation(data, { now: NOW })));
    fc.assert(
      fc.property(base, fc.nat(), ([profile, request, violation], pick) => {
        // Arrange: message j replaced by a message of a one-rule violation (or the violation's whole request).
        const j = pick % request.messages.length;
        const other = (violation.request as { messages?: unknown[] }).messages?.[0] ?? violation.request;
        const changed = { ...request, messages: request.messages.map((current, index) => (index === j ? other : current)) };
        // Act
        const before = validateSendRequest(request, { now: NOW, profile, rules: unrulyRules });
        const after = validateSendRequest(changed, { now: NOW, profile, rules: unrulyRules });
        // Assert
        before.messages.forEach((result, i) => {
          if (i !== j) expect(after.messages[i]).toEqual(result);
        });
      }),
      { numRuns: runs(200) },
    );
  });

  it('should accept without the profile every request valid under it, with the same canonical value', () => {
    fc.assert(
      fc.property(profiles.chain(({ data, profile }) => fc.tuple(fc.constant(profile), profiledSendRequest(data, { now: NOW }))), ([profile, request]) => {
        const profiled = validateSendRequest(request, { now: NOW, profile });
        expect(profiled.ok).toBe(true);
        expect(profiled).toEqual(validateSendRequest(request, { now: NOW }));
      }),
      { numRuns: runs(200) },
    );
  });

  it('applyValidationProfile on the API\'s verdicts gives each message the verdict validateSendRequest gives it with the profile', () => {
    fc.assert(
      fc.property(requests, fc.boolean(), ([profile, input], withRules) => {
        const options = { now: NOW, profile, ...(withRules && { rules: unrulyRules }) };
        const profiled = validateSendRequest(input, options);
        const judged = validateSendRequest(input, { now: NOW }).messages.map((result) => applyValidationProfile(result, options));
        expect(judged).toEqual(profiled.messages);
      }),
      { numRuns: runs(300) },
    );
  });

  it('applyValidationProfile never throws, whatever result it is handed', () => {
    const profile = createValidationProfile({ refusedTerms: ['casino'], allowedHosts: ['example.com'] });
    for (const value of [null, 42, { contentMessage: null }, { to: 1, contentMessage: { text: 7 } }]) {
      const result = applyValidationProfile({ index: 3, ok: true, issues: [], value } as never, { now: NOW, profile });
      expect(result).toEqual({ index: 3, ok: false, issues: [expect.objectContaining({ code: 'FIELD_UNREADABLE', param: 'messages[3]' })] });
    }
  });
});
