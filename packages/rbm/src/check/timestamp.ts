import { _parseInstant, type _Instant } from '../time/instant';

const DURATION = /^(\d+)(?:\.(\d{1,9}))?s$/;

/** A protobuf Timestamp: RFC 3339 with upper-case T and Z, 0 to 9 fraction digits, no leap second, years 0001-9999; `Z` only when `utcOnly`. @internal */
export function _rbmTimestamp(text: string, utcOnly: boolean): _Instant | undefined {
  const instant = _parseInstant(text);
  if (instant === undefined || text.startsWith('0000')) return undefined;
  if (utcOnly) return instant.isUtcTimestamp ? instant : undefined;
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const upperCase = text.charAt(10) === 'T' && !text.endsWith('z');
  return upperCase && fraction.length <= 9 && !/:60(?:[.Z+-])/.test(text) ? instant : undefined;
}

/** Milliseconds of a proto3 JSON duration such as `"600s"` or `"1.5s"` (not negative), or undefined. @internal */
export function _rbmDurationMs(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (match === null) return undefined;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(9, '0')) / 1e6;
}
