import fc from 'fast-check';

/** An RFC 3339 date-time and the whole second it falls in (its fraction lies within that second). @internal */
export interface GeneratedDateTime {
  /** The date-time as written. */
  readonly text: string;
  /** Epoch seconds of the instant, without the fraction. */
  readonly seconds: number;
  /** The fraction digits as written ('' when none). */
  readonly fraction: string;
}

const maxOffsetMinutes = 23 * 60 + 59;
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Writes an instant (epoch seconds + fraction digits) at an offset in minutes, or 'Z'. @internal */
export function formatDateTime(seconds: number, fraction: string, offset: number | 'Z', lowerCase = false, negativeZero = false): string {
  const offsetMinutes = offset === 'Z' ? 0 : offset;
  const local = new Date((seconds + offsetMinutes * 60) * 1000);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  const sign = offsetMinutes < 0 || (offsetMinutes === 0 && negativeZero) ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  const zone = offset === 'Z' ? 'Z' : `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
  const written = `${date}T${time}${fraction === '' ? '' : `.${fraction}`}${zone}`;
  return lowerCase ? written.replace('T', 't').replace('Z', 'z') : written;
}

/** Fraction digits: none, or 1 to 9 digits. @internal */
export const fractionDigits: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 9 }).map((digits) => digits.join('')) },
);

/** An offset: 'Z' or minutes in [-23:59, +23:59]. @internal */
export const offset: fc.Arbitrary<number | 'Z'> = fc.oneof(
  fc.constant<'Z'>('Z'),
  fc.constantFrom(0, 60, -300, 330, 345, 540),
  fc.integer({ min: -maxOffsetMinutes, max: maxOffsetMinutes }),
);

/** An RFC 3339 date-time whose instant lies in [minSeconds, maxSeconds + 1). @internal */
export function dateTimeBetween(minSeconds: number, maxSeconds: number): fc.Arbitrary<GeneratedDateTime> {
  return fc
    .tuple(
      fc.integer({ min: minSeconds, max: maxSeconds }),
      fractionDigits,
      offset,
      fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      fc.boolean(),
    )
    .map(([seconds, fraction, zone, lowerCase, negativeZero]) => ({
      text: formatDateTime(seconds, fraction, zone, lowerCase, negativeZero),
      seconds,
      fraction,
    }));
}

const day = 24 * 60 * 60;
const year = 365 * day;

/** Epoch seconds of the whole second after `now` (so any fraction stays strictly later). @internal */
function secondAfter(now: Date): number {
  return Math.floor(now.getTime() / 1000) + 1;
}

/**
 * A valid expirationDateTime: strictly later than `now` plus `leadDays` days (so it stays in
 * the future that long after generation), within ten years after that. @internal
 */
export function futureDateTime(now: Date, leadDays: number): fc.Arbitrary<string> {
  const first = secondAfter(now) + leadDays * day;
  return dateTimeBetween(first, first + 10 * year).map((generated) => generated.text);
}

/** A calendar event: startTime, then endTime at least one second later (past events included). @internal */
export function eventTimes(): fc.Arbitrary<{ startTime: string; endTime: string }> {
  const start = Date.UTC(2000, 0, 1) / 1000;
  return fc
    .tuple(dateTimeBetween(start, start + 100 * year), fc.integer({ min: 1, max: 30 * day }), fractionDigits, offset)
    .map(([first, delta, fraction, zone]) => ({
      startTime: first.text,
      endTime: formatDateTime(first.seconds + delta, fraction, zone),
    }));
}

/** Exported for mutations: seconds in a day and a year. @internal */
export const SECONDS = { day, year } as const;
