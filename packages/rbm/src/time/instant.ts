/** An instant read from an RFC 3339 date-time: whole epoch seconds plus the fraction digits as written. @internal */
export interface _Instant {
  /** Epoch seconds of the instant, without its fraction (a leap second :60 is the next minute's 00). */
  readonly seconds: number;
  /** The fraction digits as written ('' when none). */
  readonly fraction: string;
  /** True when the text was upper-case `T`, `Z` (no offset), 0 to 9 fraction digits and no leap second. */
  readonly isUtcTimestamp: boolean;
}

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)([Tt])(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:([Zz])|([+-])(\d\d):(\d\d))$/;

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);

/** Days from 1970-01-01 to the proleptic Gregorian date y-m-d (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/**
 * Reads an RFC 3339 date-time exactly as the core accepts it (lower-case `t`/`z`, any offset,
 * fraction digits of any length, a leap second only at 23:59:60 UTC), or undefined.
 * @internal
 */
export function _parseInstant(text: string): _Instant | undefined {
  const match = RFC3339.exec(text);
  if (match === null) return undefined;
  const [, y, mo, d, t, h, mi, s, fraction = '', z, sign, oh, om] = match as unknown as string[];
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const offset = z === undefined ? (Number(oh) * 60 + Number(om)) * (sign === '-' ? -1 : 1) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 60) return undefined;
  if (z === undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const minutes = daysFromCivil(year, month, day) * 1440 + hour * 60 + minute - offset;
  if (second === 60 && ((minutes % 1440) + 1440) % 1440 !== 1439) return undefined;
  const isUtcTimestamp = t === 'T' && z === 'Z' && fraction.length <= 9 && second < 60;
  return { seconds: minutes * 60 + second, fraction, isUtcTimestamp };
}

/** Compares an instant with epoch milliseconds exactly (every fraction digit counts): -1, 0 or 1. @internal */
export function _compareInstantToMs(instant: _Instant, ms: number): -1 | 0 | 1 {
  const whole = instant.seconds * 1000 + Number(instant.fraction.slice(0, 3).padEnd(3, '0'));
  if (whole !== ms) return whole < ms ? -1 : 1;
  return /[1-9]/.test(instant.fraction.slice(3)) ? 1 : 0;
}
