import { LIMITS } from '../../limits/limits';

/**
 * E.164 as the contract states it for `dialAction.phoneNumber`: `+`, then 8 to 15 ASCII
 * digits, the first not 0 (no country calling code starts with 0). One pattern for both
 * validators (the schemas' `v.regex`, which the JSON Schema generator reads as `pattern`).
 *
 * @internal
 */
export const _E164_PATTERN = new RegExp(`^\\+[1-9][0-9]{${LIMITS.e164MinDigits - 1},${LIMITS.e164MaxDigits - 1}}$`);

/** True for an E.164 number ({@link _E164_PATTERN}). @internal */
export function _isE164(value: string): boolean {
  return _E164_PATTERN.test(value);
}
