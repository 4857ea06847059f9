import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { invalidNumberDigits, unassignedCallingCodes } from './mutations/to';
import { e164, exampleMsisdns, msisdn } from './phone';
import { canonicalMsisdn } from './testing/problemsOf';

describe('msisdn', () => {
  it('should start from real numbers of 8 to 15 digits, valid for libphonenumber-js', () => {
    expect(exampleMsisdns().length).toBeGreaterThan(200);
    for (const digits of exampleMsisdns()) {
      expect(digits).toMatch(/^[1-9]\d+$/);
      expect(digits.length).toBeGreaterThanOrEqual(LIMITS.msisdnMinDigits);
      expect(digits.length).toBeLessThanOrEqual(LIMITS.msisdnMaxDigits);
      expect(isValidPhoneNumber(`+${digits}`)).toBe(true);
    }
  });

  it('should write numbers the core canonicalises to valid digits', () => {
    fc.assert(
      fc.property(msisdn(), (written) => {
        expect(written).toMatch(/^(?:\+|00)?[\d ().-]+$/);
        expect(exampleMsisdns()).toContain(canonicalMsisdn(written));
      }),
    );
  });

  it('should write every accepted variant: bare, +, 00 and separators', () => {
    const written = fc.sample(msisdn(), { numRuns: 300, seed: 1 });
    expect(written.some((value) => value.startsWith('+'))).toBe(true);
    expect(written.some((value) => value.startsWith('00'))).toBe(true);
    expect(written.some((value) => /^\d+$/.test(value))).toBe(true);
    for (const separator of [' ', '-', '.', '(', ')']) expect(written.some((value) => value.includes(separator))).toBe(true);
  });
});

describe('e164', () => {
  it('should be + then 8 to 15 digits, the first not 0', () => {
    fc.assert(fc.property(e164(), (phone) => /^\+[1-9]\d{7,14}$/.test(phone)));
  });
});

describe('invalidNumberDigits', () => {
  it('should have a valid length, no leading zero, and be no valid number', () => {
    fc.assert(
      fc.property(invalidNumberDigits(), (digits) => {
        expect(digits).toMatch(/^[1-9]\d{7,14}$/);
        expect(isValidPhoneNumber(`+${digits}`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('should use only prefixes that start no calling code', () => {
    expect(unassignedCallingCodes()).toContain('999');
    for (const code of unassignedCallingCodes()) expect(isValidPhoneNumber(`+${code}123456789`)).toBe(false);
  });
});
