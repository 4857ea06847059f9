import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

let validNumbers: readonly string[] | undefined;

/** Real valid MSISDNs (digits only), from libphonenumber-js's mobile examples, 8 to 15 digits. @internal */
export function exampleMsisdns(): readonly string[] {
  validNumbers ??= [
    ...new Set(
      Object.entries(examples)
        .map(([country, national]) => `${getCountryCallingCode(country as CountryCode)}${String(national)}`)
        .filter(
          (digits) =>
            digits.length >= LIMITS.msisdnMinDigits &&
            digits.length <= LIMITS.msisdnMaxDigits &&
            isValidPhoneNumber(`+${digits}`),
        ),
    ),
  ].sort();
  return validNumbers;
}

/** Separators the core removes from `to` (README decisions). @internal */
export const MSISDN_SEPARATORS = [' ', '-', '.', '(', ')'] as const;

/** Writes digits with a prefix and separator runs inserted at the given gaps. @internal */
export function writeMsisdn(digits: string, prefix: '' | '+' | '00', separators: ReadonlyArray<readonly [number, string]>): string {
  const cuts = new Map<number, string>();
  for (const [gap, run] of separators) {
    const at = gap % (digits.length + 1);
    cuts.set(at, (cuts.get(at) ?? '') + run);
  }
  let written = prefix;
  for (let i = 0; i <= digits.length; i += 1) written += (cuts.get(i) ?? '') + (digits[i] ?? '');
  return written;
}

const separatorRun = fc.array(fc.constantFrom(...MSISDN_SEPARATORS), { minLength: 1, maxLength: 2 }).map((run) => run.join(''));

/** The way a client may write an MSISDN: optional + or 00, optional separators anywhere after it. @internal */
export function writtenForm(digits: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      digits,
      fc.constantFrom<'' | '+' | '00'>('', '+', '00'),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as Array<[number, string]>) },
        { weight: 1, arbitrary: fc.array(fc.tuple(fc.nat(), separatorRun), { minLength: 1, maxLength: 4 }) },
      ),
    )
    .map(([value, prefix, separators]) => writeMsisdn(value, prefix, separators));
}

/** A valid recipient MSISDN (a real number), written as digits, with + or 00, or with separators. @public */
export function msisdn(): fc.Arbitrary<string> {
  return writtenForm(fc.constantFrom(...exampleMsisdns()));
}

/** Random digits: the first 1 to 9, then `length - 1` more. @internal */
export function digitsOfLength(length: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return fc
    .tuple(length, fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 32 }))
    .map(([count, first, rest]) => `${first}${Array.from({ length: count - 1 }, (_, i) => rest[i % Math.max(rest.length, 1)] ?? 0).join('')}`);
}

/** A valid dialAction.phoneNumber: + then 8 to 15 digits, the first not 0. @internal */
export function e164(): fc.Arbitrary<string> {
  const digits = fc.oneof(
    fc.constantFrom(...exampleMsisdns()),
    digitsOfLength(fc.integer({ min: LIMITS.e164MinDigits, max: LIMITS.e164MaxDigits })),
  );
  return digits.map((value) => `+${value}`);
}
