import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMS_FALLBACK_TRIGGERS } from './smsFallback';
import { parseSmsFallbackPolicy } from './smsFallbackPolicy';

const policy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE'], maxSegments: 6 };
const issue = (value: unknown): string => {
  try {
    parseSmsFallbackPolicy(value);
    return 'none';
  } catch (error) {
    return (error as TypeError).message.split(' ')[0] ?? '';
  }
};

describe('parseSmsFallbackPolicy', () => {
  it('should take each form of SMS sender at its limits, and refuse one beyond them', () => {
    for (const smsSender of ['12345678', '+123456789012345', '123', '1234567', 'A', 'Acme Bank_1', 'a.b-c']) expect(issue({ ...policy, smsSender })).toBe('none');
    for (const smsSender of ['12', '+1234567', '1234567890123456', '01234567', 'Acme Bank_12', '1.2-3', 'Acmé', '', 'ACME\n']) expect(issue({ ...policy, smsSender })).toBe('smsSender');
  });

  it('should take 1 to 255 segments and a non-empty subset of the triggers, naming the field it refuses', () => {
    for (const maxSegments of [1, 255]) expect(issue({ ...policy, maxSegments })).toBe('none');
    for (const maxSegments of [0, 256, 2.5, '6']) expect(issue({ ...policy, maxSegments })).toBe('maxSegments');
    for (const triggers of [[], ['SOMETIMES'], 'REVOKED', [null]]) expect(issue({ ...policy, triggers })).toBe('triggers');
    for (const enabled of [1, 'true', undefined]) expect(issue({ ...policy, enabled })).toBe('enabled');
    for (const value of [null, [], 'on', 6]) expect(() => parseSmsFallbackPolicy(value)).toThrow('an SMS fallback policy must be an object');
  });

  it('should give back a valid policy with exactly its four fields, its triggers once each in their documented order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.subarray([...SMS_FALLBACK_TRIGGERS], { minLength: 1 }), fc.integer({ min: 1, max: 255 }), fc.stringMatching(/^[1-9]\d{7,14}$/), (enabled, triggers, maxSegments, smsSender) => {
        const given = { enabled, smsSender, triggers: [...triggers].reverse().concat(triggers), maxSegments, extra: 'dropped' };
        expect(parseSmsFallbackPolicy(given)).toStrictEqual({ enabled, smsSender, triggers, maxSegments });
      }),
    );
  });
});
