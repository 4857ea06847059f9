const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;
/** Days from 0000-01-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const DAYS_TO_EPOCH = 719_528;
/** Days before the first of each month (1 to 12) in a common year. */
const DAYS_BEFORE_MONTH = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
/** Days of each month (1 to 12) in a common year. */
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The value of the two ASCII digits at `i`, or -1 if one is not a digit (callers check the length). */
function twoDigits(s: string, i: number): number {
  // One unsigned comparison each for 0 <= digit <= 9.
  const tens = s.charCodeAt(i) - 0x30;
  const ones = s.charCodeAt(i + 1) - 0x30;
  return tens >>> 0 > 9 || ones >>> 0 > 9 ? -1 : tens * 10 + ones;
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days from 1970-01-01 to y-m-d, y in 0 to 9999 (whole divisions of non-negative numbers, no Math.floor). */
function daysFromEpoch(y: number, m: number, d: number, leap: boolean): number {
  // Leap years in 0 to y - 1: year 0 is one, then one every 4 years but centuries, then every 400th.
  const before = y - 1;
  const leapYears = y === 0 ? 0 : ((before / 4) | 0) - ((before / 100) | 0) + ((before / 400) | 0) + 1;
  const dayOfYear = (DAYS_BEFORE_MONTH[m] as number) + (leap && m > 2 ? 1 : 0) + d - 1;
  return y * 365 + leapYears + dayOfYear - DAYS_TO_EPOCH;
}

/**
 * Epoch milliseconds of an RFC 3339 `date-time`, truncated to a whole, exact millisecond, or
 * NaN when `s` is not one. Digits beyond the millisecond are checked but not read: comparisons
 * that need them read them from the text ({@link _isLaterDateTime}).
 *
 * @internal
 */
export function _parseDateTime(s: string): number {
  const n = s.length;
  // YYYY-MM-DDTHH:MM:SSZ is the shortest form; every fixed position below is then in range.
  if (n < 20) return NaN;
  const century = twoDigits(s, 0);
  const yearOfCentury = twoDigits(s, 2);
  const month = twoDigits(s, 5);
  const day = twoDigits(s, 8);
  const hour = twoDigits(s, 11);
  const minute = twoDigits(s, 14);
  const second = twoDigits(s, 17);
  const t = s.charCodeAt(10);
  if (
    century < 0 ||
    yearOfCentury < 0 ||
    s.charCodeAt(4) !== 0x2d ||
    month < 1 ||
    month > 12 ||
    s.charCodeAt(7) !== 0x2d ||
    day < 1 ||
    (t !== 0x54 && t !== 0x74) ||
    hour < 0 ||
    hour > 23 ||
    s.charCodeAt(13) !== 0x3a ||
    minute < 0 ||
    minute > 59 ||
    s.charCodeAt(16) !== 0x3a ||
    second < 0 ||
    second > 60
  ) {
    return NaN;
  }
  const year = century * 100 + yearOfCentury;
  const leap = isLeapYear(year);
  if (day > (DAYS_IN_MONTH[month] as number) + (leap && month === 2 ? 1 : 0)) return NaN;
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 0x2e) {
    for (i = 20; i < n; i++) {
      const digit = s.charCodeAt(i) - 0x30;
      if (digit >>> 0 > 9) break;
      const place = i - 20;
      if (place < 3) ms += digit * (place === 0 ? 100 : place === 1 ? 10 : 1);
    }
    if (i === 20) return NaN;
  }
  if (i >= n) return NaN;
  const sign = s.charCodeAt(i);
  let offset = 0; // minutes east of UTC
  if (sign === 0x5a || sign === 0x7a) {
    if (i + 1 !== n) return NaN;
  } else if (sign === 0x2b || sign === 0x2d) {
    if (i + 6 !== n || s.charCodeAt(i + 3) !== 0x3a) return NaN;
    const offsetHour = twoDigits(s, i + 1);
    const offsetMinute = twoDigits(s, i + 4);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return NaN;
    offset = (offsetHour * 60 + offsetMinute) * (sign === 0x2d ? -1 : 1);
  } else return NaN;
  const minutes = daysFromEpoch(year, month, day, leap) * MINUTES_PER_DAY + hour * 60 + minute - offset;
  // A leap second only where the time is 23:59:60 in UTC (as ajv-formats); it is the next minute's 00.
  if (second === 60 && ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY !== MINUTES_PER_DAY - 1) return NaN;
  return minutes * MS_PER_MINUTE + second * 1000 + ms;
}
