import { LIMITS } from '../../limits/limits';
import { _isValidMsisdn } from './isValidMsisdn';

/** Why a recipient number was refused. @internal */
type MsisdnError = 'TO_INVALID_FORMAT' | 'TO_LEADING_ZERO' | 'TO_INVALID_LENGTH' | 'TO_INVALID_NUMBER';

/** A recipient number's canonical digits, or why it was refused. @internal */
export type MsisdnResult = { readonly ok: true; readonly digits: string } | { readonly ok: false; readonly code: MsisdnError };

/** The refusals, made once: a refused number allocates nothing. */
const REFUSED: { readonly [Code in MsisdnError]: MsisdnResult } = {
  TO_INVALID_FORMAT: { ok: false, code: 'TO_INVALID_FORMAT' },
  TO_LEADING_ZERO: { ok: false, code: 'TO_LEADING_ZERO' },
  TO_INVALID_LENGTH: { ok: false, code: 'TO_INVALID_LENGTH' },
  TO_INVALID_NUMBER: { ok: false, code: 'TO_INVALID_NUMBER' },
};

const PLUS = 0x2b;
const ZERO = 0x30;
const NINE = 0x39;

/** True for the separators a written number may carry: space, `-`, `.`, `(`, `)`. */
function isSeparator(unit: number): boolean {
  return unit === 0x20 || unit === 0x2d || unit === 0x2e || unit === 0x28 || unit === 0x29;
}

/**
 * The canonical digits of a recipient MSISDN, or the reason it is refused.
 * Removes separators anywhere and one leading `+` or `00`; a canonical string (digits
 * only, not starting with 0) is returned as it is, without copying.
 *
 * @internal
 */
export function _canonicalMsisdn(input: string): MsisdnResult {
  let digitsOnly = true;
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit < ZERO || unit > NINE) {
      digitsOnly = false;
      break;
    }
  }
  const digits = digitsOnly && input.charCodeAt(0) !== ZERO ? input : stripWriting(input);
  if (digits === undefined) return REFUSED.TO_INVALID_FORMAT;
  if (digits.charCodeAt(0) === ZERO) return REFUSED.TO_LEADING_ZERO;
  if (digits.length < LIMITS.msisdnMinDigits || digits.length > LIMITS.msisdnMaxDigits) return REFUSED.TO_INVALID_LENGTH;
  return _isValidMsisdn(digits) ? { ok: true, digits } : REFUSED.TO_INVALID_NUMBER;
}

/** The digits of a number written with separators and a `+` or `00` prefix; undefined if malformed. */
function stripWriting(input: string): string | undefined {
  let digits = '';
  let plusAllowed = true;
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit >= ZERO && unit <= NINE) {
      digits += input[i];
      plusAllowed = false;
    } else if (unit === PLUS && plusAllowed) {
      plusAllowed = false;
      digits = '+';
    } else if (!isSeparator(unit)) {
      return undefined;
    }
  }
  if (digits.startsWith('+')) return digits.length > 1 ? digits.slice(1) : undefined;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.length > 0 ? digits : undefined;
}
