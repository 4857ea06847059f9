// How the input schema states the rules on values the service canonicalises before checking
// them: from the keywords of the canonical schema, the writings the core reads.
import { LIMITS } from '@rcs-send/core';
import { anyCasePattern } from './anyCase';
import type { Schema } from './json';

/** The separators a written MSISDN may carry anywhere (space, `-`, `.`, `(`, `)`), any number of them. */
const SEPARATORS = '[ ().-]*';
/**
 * An MSISDN as the service reads it: separators anywhere, one leading `+` or `00` (separators
 * between its zeros too), then the canonical digits, each followed by any separators.
 */
export const writtenMsisdn = (): Schema => ({
  description:
    `Recipient MSISDN, country calling code first: ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits, the first not 0, ` +
    'optionally after one leading `+` or `00`, with the separators space, `-`, `.`, `(`, `)` anywhere ' +
    '(the service keeps the digits: "+351 912 345 678" is 351912345678).',
  pattern: `^${SEPARATORS}(?:\\+${SEPARATORS}|0${SEPARATORS}0${SEPARATORS})?[1-9](?:${SEPARATORS}[0-9]){${LIMITS.msisdnMinDigits - 1},${LIMITS.msisdnMaxDigits - 1}}${SEPARATORS}$`,
});
/** A lower-case UUID pattern made to accept upper-case hexadecimal digits too. */
export const uuidInAnyCase = (canonical: Schema): Schema => {
  const pattern = String(canonical['pattern']);
  if (!pattern.includes('a-f')) throw new Error(`A UUID pattern without a-f: ${pattern}`);
  return { ...canonical, description: 'UUID of the Organization, hexadecimal digits in any case (the service lower-cases it).', pattern: pattern.replaceAll('a-f', 'a-fA-F') };
};
/** An `enum` of lower-case strings as the pattern of every string `toLowerCase()` turns into one of them. */
export const enumInAnyCase = (canonical: Schema): Schema => {
  const { enum: values, ...rest } = canonical;
  if (!Array.isArray(values)) throw new Error('A case-insensitive rule without an enum');
  return {
    ...rest,
    description: 'Supported media type, in any case (the service lower-cases it).',
    pattern: `^(?:${values.map((value) => anyCasePattern(String(value))).join('|')})$`,
  };
};
