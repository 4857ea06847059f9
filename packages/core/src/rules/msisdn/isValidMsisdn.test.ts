import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidPhoneNumber } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import examples from 'libphonenumber-js/examples.mobile.json';
import { _isValidMsisdn } from './isValidMsisdn';

/** What libphonenumber-js itself says: the reference the fast check must agree with. */
const reference = (digits: string): boolean => isValidPhoneNumber(`+${digits}`);

type RawPlan = readonly unknown[];
const countries = metadata.countries as Record<string, RawPlan>;
const nonGeographic = metadata.nonGeographic as unknown as Record<string, RawPlan>;
const callingCodes = [...Object.keys(metadata.country_calling_codes), ...Object.keys(nonGeographic)];
const plans: RawPlan[] = [...Object.values(countries), ...Object.values(nonGeographic)];

/** National prefixes of the metadata, plus carrier codes its national_prefix_for_parsing strips. */
const nationalPrefixes = [
  ...new Set(plans.map((plan) => plan[5]).filter((prefix): prefix is string => typeof prefix === 'string')),
  ...['1831', '180020', '1001', '0037680', '003768', '0111', '01115', '015', '012', '9012', '0811', '11', '1500'],
];

/** [calling code, example national mobile number] for every country with an example. */
const exampleNumbers = Object.entries(examples as Record<string, string>).flatMap(([country, national]) => {
  const code = countries[country]?.[0];
  return typeof code === 'string' ? [[code, national] as const] : [];
});

/** A national prefix (or carrier code) once in `1 + without` times, else nothing. */
const maybePrefix = (without: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: without, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...nationalPrefixes) },
  );

const digitsOf = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** Cuts or pads `s` (which starts with a non-zero calling code) to 8 to 15 digits. */
const fit = (s: string, padding: string): string => (s.length < 8 ? s + padding : s).slice(0, 15);

/** Any 8 to 15 digits, the first not 0. */
const anyDigits = fc.tuple(fc.constantFrom(...'123456789'), digitsOf(7, 14)).map(([first, rest]) => first + rest);

/** A real calling code, maybe a national prefix, then random digits. */
const codeThenDigits = fc
  .tuple(fc.constantFrom(...callingCodes), maybePrefix(2), digitsOf(0, 13), digitsOf(8, 8))
  .map(([code, prefix, rest, padding]) => fit(code + prefix + rest, padding));

/** An example number, maybe behind a national prefix, its tail replaced by random digits. */
const nearExample = fc
  .record({
    example: fc.constantFrom(...exampleNumbers),
    prefix: maybePrefix(3),
    kept: fc.nat(),
    tail: digitsOf(0, 15),
    sameLength: fc.boolean(),
    padding: digitsOf(8, 8),
  })
  .map(({ example: [code, national], prefix, kept, tail, sameLength, padding }) => {
    const head = national.slice(0, kept % (national.length + 1));
    const rest = sameLength ? tail.padEnd(15, '5').slice(0, national.length - head.length) : tail.slice(0, 4);
    return fit(code + prefix + head + rest, padding);
  });

describe('_isValidMsisdn', () => {
  it('accepts valid numbers', () => {
    expect(_isValidMsisdn('351912345678')).toBe(true); // Portuguese mobile
    expect(_isValidMsisdn('447911123456')).toBe(true); // UK mobile (the library places 79111 in Guernsey)
    expect(_isValidMsisdn('12025550123')).toBe(reference('12025550123')); // US, 555 exchange
    expect(_isValidMsisdn('12025550123')).toBe(true);
    expect(_isValidMsisdn('441481256789')).toBe(true); // Guernsey, shares +44 with GB
    expect(_isValidMsisdn('4407911123456')).toBe(true); // UK mobile behind the national prefix 0
  });

  it('refuses invalid numbers', () => {
    const invalid = ['351123', '01234567', '35191234567890', '99912345678', '999123456789012', '35112345678'];
    for (const digits of [...invalid, '3519123456789']) {
      expect(_isValidMsisdn(digits), digits).toBe(false);
      expect(reference(digits), digits).toBe(false);
    }
  });

  it('agrees on national prefixes, carrier codes and prefix transform rules', () => {
    const samples = [
      '540111523456789', // AR: 0 + area 11 + 15 rewritten to 9 11 ...
      '5491123456789',
      '550121123456789', // BR: 0 + carrier 12 stripped
      '2617012345', // MG: 7 digits get the area code 20 prepended
      '67212345', // NF: 5 digits get 3 prepended
      '378812345', // SM: 6 digits get 0549 prepended
      '78005553535', // RU: 8 is both a national prefix and a leading digit
      '7880055535350',
      '4418002079460000', // GB: carrier 180020
      '6118311234567890',
      '611831412345678', // AU: carrier code 1831 stripped
      '8109012345678', // JP: national prefix 0 stripped
      '120255501234',
      '112025550123', // +1 then the NANPA national prefix 1
      '17612345678',
    ];
    for (const digits of samples) expect(_isValidMsisdn(digits), digits).toBe(reference(digits));
  });

  it('agrees with libphonenumber-js on random digits biased towards real numbers', () => {
    let valid = 0;
    let total = 0;
    const sample = fc.oneof(
      { weight: 1, arbitrary: anyDigits },
      { weight: 2, arbitrary: codeThenDigits },
      { weight: 4, arbitrary: nearExample },
    );
    fc.assert(
      fc.property(sample, (digits) => {
        const expected = reference(digits);
        total++;
        if (expected) valid++;
        expect(_isValidMsisdn(digits)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
    expect(valid / total).toBeGreaterThan(0.2);
  });

  it('agrees on every calling code of the metadata', () => {
    for (const code of callingCodes) {
      const sample = fc
        .tuple(maybePrefix(2), digitsOf(5, 13), digitsOf(8, 8))
        .map(([prefix, rest, padding]) => fit(code + prefix + rest, padding));
      fc.assert(
        fc.property(sample, (digits) => {
          expect(_isValidMsisdn(digits)).toBe(reference(digits));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('agrees on the example mobile numbers, with and without a national prefix', () => {
    for (const [code, national] of exampleNumbers) {
      for (const prefix of ['', ...nationalPrefixes]) {
        const digits = code + prefix + national;
        if (digits.length >= 8 && digits.length <= 15) expect(_isValidMsisdn(digits), digits).toBe(reference(digits));
      }
    }
  });

  it('relies on patterns that a sticky test at an offset reads like a slice', () => {
    const text = JSON.stringify(metadata);
    for (const construct of ['^', '\\\\b', '\\\\B', '(?=', '(?!', '(?<']) expect(text).not.toContain(construct);
  });
});
