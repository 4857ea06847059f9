const ZERO = 0x30;
const NINE = 0x39;
const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/** The value of the `len` ASCII digits at `i`, or -1 if one is not a digit (callers check the length). */
function digits(s: string, i: number, len: number): number {
  let value = 0;
  for (let k = i; k < i + len; k++) {
    const unit = s.charCodeAt(k);
    if (unit < ZERO || unit > NINE) return -1;
    value = value * 10 + unit - ZERO;
  }
  return value;
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to the proleptic Gregorian date y-m-d (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
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
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  const t = s.charCodeAt(10);
  if (
    year < 0 ||
    s.charCodeAt(4) !== 0x2d ||
    month < 1 ||
    month > 12 ||
    s.charCodeAt(7) !== 0x2d ||
    day < 1 ||
    day > daysInMonth(year, month) ||
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
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 0x2e) {
    for (i = 20; i < n; i++) {
      const unit = s.charCodeAt(i);
      if (unit < ZERO || unit > NINE) break;
      const place = i - 20;
      if (place < 3) ms += (unit - ZERO) * (place === 0 ? 100 : place === 1 ? 10 : 1);
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
    const offsetHour = digits(s, i + 1, 2);
    const offsetMinute = digits(s, i + 4, 2);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return NaN;
    offset = (offsetHour * 60 + offsetMinute) * (sign === 0x2d ? -1 : 1);
  } else return NaN;
  const minutes = daysFromCivil(year, month, day) * MINUTES_PER_DAY + hour * 60 + minute - offset;
  // A leap second only where the time is 23:59:60 in UTC (as ajv-formats); it is the next minute's 00.
  if (second === 60 && ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY !== MINUTES_PER_DAY - 1) return NaN;
  return minutes * MS_PER_MINUTE + second * 1000 + ms;
}
