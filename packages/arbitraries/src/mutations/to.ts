import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { message } from '../message';
import { digitsOfLength, exampleMsisdns, msisdn, writtenForm } from '../phone';
import { atNode, ofKind } from './place';
import type { Located, MutationDefinition } from './types';
import type { Settings } from '../options';

let unassigned: readonly string[] | undefined;

/** Three-digit prefixes that start no country calling code: any number under them is invalid. @internal */
export function unassignedCallingCodes(): readonly string[] {
  unassigned ??= Array.from({ length: 900 }, (_, i) => String(100 + i)).filter(
    (code) => parsePhoneNumberFromString(`+${code}23456789`) === undefined,
  );
  return unassigned;
}

const validLength = fc.integer({ min: LIMITS.msisdnMinDigits, max: LIMITS.msisdnMaxDigits });

/** Digits of a valid length, not starting with 0, that are not a valid number (libphonenumber-js). @internal */
export function invalidNumberDigits(): fc.Arbitrary<string> {
  const unknownCode = fc
    .tuple(fc.constantFrom(...unassignedCallingCodes()), digitsOfLength(validLength))
    .map(([code, digits]) => `${code}${digits}`.slice(0, Math.max(digits.length, LIMITS.msisdnMinDigits)));
  const tweaked = fc
    .tuple(fc.constantFrom(...exampleMsisdns()), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 9 }), unknownCode)
    .map(([valid, change, digit, fallback]) => {
      const candidate = change >= 0 ? `${valid}${String(digit).repeat(change + 1)}` : valid.slice(0, change);
      const fits = candidate.length >= LIMITS.msisdnMinDigits && candidate.length <= LIMITS.msisdnMaxDigits;
      return fits && !isValidPhoneNumber(`+${candidate}`) ? candidate : fallback;
    });
  return fc.oneof(unknownCode, tweaked);
}

const setTo = (settings: Settings, to: fc.Arbitrary<string>): fc.Arbitrary<Located> =>
  atNode(settings, message(settings), ofKind('message'), to, (node, value) => {
    node.value['to'] = value;
    return { param: 'to' };
  });

const foreign = fc.constantFrom('a', 'x', 'O', '#', '*', '/', '_', ',', ';', '\t', '\n', '\u00a0', '\uff13', '\u0663', 'e', '+');

/** Mutations of the recipient MSISDN `to`. @internal */
export const TO_MUTATIONS = {
  TO_INVALID_FORMAT: {
    description: 'A valid written to with a letter, a foreign digit, a tab, an NBSP or a misplaced + inserted.',
    build: (settings) =>
      setTo(
        settings,
        fc.tuple(msisdn(), fc.nat(), foreign).map(([written, at, char]) => {
          const afterFirstDigit = written.search(/\d/) + 1; // a + there is misplaced; before it (after leading spaces) it would be the prefix
          const index = char === '+' ? afterFirstDigit + (at % (written.length - afterFirstDigit + 1)) : at % (written.length + 1);
          return `${written.slice(0, index)}${char}${written.slice(index)}`;
        }),
      ),
  },
  TO_LEADING_ZERO: {
    description: `to is 0 then ${LIMITS.msisdnMinDigits - 1} to ${LIMITS.msisdnMaxDigits - 1} digits (the second not 0), written bare, with + or with 00.`,
    build: (settings) =>
      setTo(
        settings,
        writtenForm(
          digitsOfLength(fc.integer({ min: LIMITS.msisdnMinDigits - 1, max: LIMITS.msisdnMaxDigits - 1 })).map((d) => `0${d}`),
        ),
      ),
  },
  TO_INVALID_LENGTH: {
    description: `to has 1 to ${LIMITS.msisdnMinDigits - 1} or ${LIMITS.msisdnMaxDigits + 1} to ${LIMITS.msisdnMaxDigits + 5} digits, the first not 0, in any accepted writing.`,
    build: (settings) =>
      setTo(
        settings,
        writtenForm(
          digitsOfLength(
            fc.oneof(
              fc.integer({ min: 1, max: LIMITS.msisdnMinDigits - 1 }),
              fc.integer({ min: LIMITS.msisdnMaxDigits + 1, max: LIMITS.msisdnMaxDigits + 5 }),
            ),
          ),
        ),
      ),
  },
  TO_INVALID_NUMBER: {
    description: `to has ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits but is no valid number: an unassigned calling code, or a real number lengthened or shortened.`,
    build: (settings) => setTo(settings, writtenForm(invalidNumberDigits())),
  },
} as const satisfies Record<string, MutationDefinition>;
