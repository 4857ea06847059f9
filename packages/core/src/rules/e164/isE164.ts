import { LIMITS } from '../../limits/limits';

/** True for `+` then 8 to 15 ASCII digits, the first not 0 (E.164). @internal */
export function _isE164(value: string): boolean {
  const digits = value.length - 1;
  if (digits < LIMITS.e164MinDigits || digits > LIMITS.e164MaxDigits || value.charCodeAt(0) !== 0x2b) return false;
  if (value.charCodeAt(1) === 0x30) return false;
  for (let i = 1; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x30 || unit > 0x39) return false;
  }
  return true;
}
