import { _canonicalMsisdn } from './canonicalMsisdn';

/**
 * The canonical digits of an MSISDN written as the API takes `messages[].to` (`+351 912 345 678`,
 * `00351912345678` and `351-912.345.678` all read `351912345678`), or undefined when the send
 * would refuse it as a `to` (any TO_* code: malformed, a leading 0, 8 to 15 digits, a number
 * valid for its country calling code). The one MSISDN reader for hosts: whatever else takes a
 * number (a capability check) reads it exactly as the send does.
 *
 * @public
 */
export function msisdnDigits(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const result = _canonicalMsisdn(text);
  return result.ok ? result.digits : undefined;
}
