import { _readDateTime, type _DateTimeText } from '../time/dateTimeText';

const DURATION = /^(\d+)(?:\.(\d{1,9}))?s$/;

/**
 * A protobuf Timestamp: a date-time the core accepts, written with upper-case T and Z, 0 to 9
 * fraction digits, no leap second, years 0001-9999; `Z` only when `utcOnly`. @internal
 */
export function _rbmTimestamp(text: string, utcOnly: boolean): _DateTimeText | undefined {
  const instant = _readDateTime(text);
  if (instant === undefined || text.startsWith('0000')) return undefined;
  const upperCase = text.charAt(10) === 'T' && !text.endsWith('z') && (!utcOnly || text.endsWith('Z'));
  return upperCase && instant.fraction.length <= 9 && text.slice(17, 19) !== '60' ? instant : undefined;
}

/** Milliseconds of a proto3 JSON duration such as `"600s"` or `"1.5s"` (not negative), or undefined. @internal */
export function _rbmDurationMs(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (match === null) return undefined;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(9, '0')) / 1e6;
}
