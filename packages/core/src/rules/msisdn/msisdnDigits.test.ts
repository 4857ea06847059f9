import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMessage } from '../../validate/validateMessage';
import { msisdnDigits } from './msisdnDigits';

/** The canonical `to` of a message written to `to`, or undefined when the core refuses that `to`. */
function canonicalTo(to: string): string | undefined {
  const verdict = validateMessage({ to, from: 'acme', contentMessage: { text: 'Hi' } }, { now: new Date(0) });
  return verdict.ok ? verdict.value.to : undefined;
}

describe('msisdnDigits', () => {
  it.each([
    ['351912345678', '351912345678'],
    ['+351 912 345 678', '351912345678'],
    ['00351912345678', '351912345678'],
    ['(351) 912-345.678', '351912345678'],
  ])('should read %j as %s', (text, digits) => {
    expect(msisdnDigits(text)).toBe(digits);
  });

  it.each(['', '+', '351 912 ABC 678', '0351912345678', '3519123', '3519123456789012', '35100000000', '++351912345678', '351+912345678'])(
    'should answer undefined for %j, which the send refuses as a to',
    (text) => {
      expect(msisdnDigits(text)).toBeUndefined();
    },
  );

  it('should answer undefined for a value that is not a string', () => {
    expect(msisdnDigits(351912345678 as unknown as string)).toBeUndefined();
  });

  it('should read every text exactly as the send reads messages[].to', () => {
    const written = fc.stringMatching(/^(?:\+|00)?[0-9 ().+-]{0,18}$/);
    fc.assert(
      fc.property(fc.oneof(written, fc.constantFrom('351912345678', '+44 7400 123456', '0044 7400 123456', '1 (202) 555-0143')), (text) => {
        expect(msisdnDigits(text)).toBe(canonicalTo(text));
      }),
    );
  });
});
