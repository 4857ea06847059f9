import { _readDateTime, type _DateTimeText } from './dateTimeText';

const SECONDS_PER_DAY = 86_400;
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const EARLIEST = '0001-01-01T00:00:00Z';
const LATEST = '9999-12-31T23:59:59.999999999Z';

/** The proleptic Gregorian date of a day count from 1970-01-01 (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** Writes an instant in UTC with `Z`, its fraction cut to 9 digits (nanoseconds), clamped to years 0001-9999. */
function writeUtcTimestamp(instant: _DateTimeText): string {
  const seconds = Math.floor(instant.ms / 1000);
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const inDay = seconds - days * SECONDS_PER_DAY;
  const [year, month, day] = civilFromDays(days);
  if (year < 1) return EARLIEST;
  if (year > 9999) return LATEST;
  const fraction = instant.fraction.slice(0, 9);
  const time = `${pad(Math.floor(inDay / 3600))}:${pad(Math.floor(inDay / 60) % 60)}:${pad(inDay % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${fraction === '' ? '' : `.${fraction}`}Z`;
}

/**
 * The RBM timestamp of one of the core's date-times: the same instant in UTC with `Z`,
 * upper-case, a leap second as the next minute's 00, fraction digits kept as written up to
 * nine (further digits are cut, so the instant is never later), clamped to years 0001-9999.
 * Returns the text unchanged when it is not an RFC 3339 date-time.
 *
 * @public
 */
export function toRbmTimestamp(dateTime: string): string {
  const instant = _readDateTime(dateTime);
  return instant === undefined ? dateTime : writeUtcTimestamp(instant);
}
