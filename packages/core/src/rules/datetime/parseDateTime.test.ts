import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _parseDateTime } from './parseDateTime';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number => Date.UTC(y, mo - 1, d, h, mi, s, ms);

const valid: [string, number][] = [
  ['2030-01-31T10:00:00Z', utc(2030, 1, 31, 10)],
  ['2030-01-31T10:00:00.250+01:00', utc(2030, 1, 31, 9, 0, 0, 250)],
  ['2030-01-31t10:00:00z', utc(2030, 1, 31, 10)],
  ['2030-01-31T10:00:00-05:30', utc(2030, 1, 31, 15, 30)],
  ['2030-01-31T10:00:00+00:00', utc(2030, 1, 31, 10)],
  ['2030-01-31T10:00:00-00:00', utc(2030, 1, 31, 10)],
  ['2030-01-31T10:00:00+23:59', utc(2030, 1, 30, 10, 1)],
  ['2030-01-31T10:00:00-23:59', utc(2030, 2, 1, 9, 59)],
  ['2030-01-31T10:00:00.1Z', utc(2030, 1, 31, 10, 0, 0, 100)],
  ['2030-01-31T10:00:00.12Z', utc(2030, 1, 31, 10, 0, 0, 120)],
  ['2030-01-31T10:00:00.000Z', utc(2030, 1, 31, 10)],
  ['2030-12-31T23:59:59.999Z', utc(2030, 12, 31, 23, 59, 59, 999)],
  ['2024-02-29T12:00:00Z', utc(2024, 2, 29, 12)],
  ['2000-02-29T00:00:00Z', utc(2000, 2, 29)],
  ['1600-02-29T00:00:00Z', utc(1600, 2, 29)],
  ['1969-12-31T23:59:59Z', -1000],
  ['1970-01-01T00:00:00Z', 0],
  ['1970-01-01T00:00:00+01:00', -3_600_000],
  ['0000-01-01T00:00:00Z', -62_167_219_200_000],
  ['0000-02-29T00:00:00Z', -62_162_121_600_000],
  ['9999-12-31T23:59:59.999Z', 253_402_300_799_999],
  ['2030-04-30T00:00:00Z', utc(2030, 4, 30)],
  // Leap second: only at 23:59:60 UTC; the instant is the next minute's 00.
  ['2016-12-31T23:59:60Z', utc(2017, 1, 1)],
  ['2016-12-31T23:59:60.5Z', utc(2017, 1, 1, 0, 0, 0, 500)],
  ['2016-12-31t23:59:60z', utc(2017, 1, 1)],
  ['2017-01-01T00:59:60+01:00', utc(2017, 1, 1)],
  ['2016-12-31T18:59:60-05:00', utc(2017, 1, 1)],
  ['2016-12-31T23:29:60-00:30', utc(2017, 1, 1)],
  ['2030-01-31T23:59:60Z', utc(2030, 2, 1)],
];

const invalid = [
  '', 'T', '2030-01-31', '2030-01-31T10:00:00', '2030-01-31T10:00:00+0100', '2030-01-31T10:00:00+01', '2030-01-31T10:00Z',
  '2030-01-31T10:00:00.Z', '2030-01-31T10:00:00.', '2030-01-31T10:00:00Zjunk', '2030-01-31T10:00:00Z ', ' 2030-01-31T10:00:00Z',
  '2030-01-31 10:00:00Z', '2030-01-31_10:00:00Z', '2030-02-30T10:00:00Z', '2023-02-29T10:00:00Z', '2100-02-29T10:00:00Z',
  '2030-04-31T10:00:00Z', '2030-13-01T10:00:00Z', '2030-00-01T10:00:00Z', '2030-01-00T10:00:00Z', '2030-01-32T10:00:00Z',
  '2030-01-31T24:00:00Z', '2030-01-31T10:60:00Z', '2030-01-31T10:00:61Z', '2030-01-31T10:00:60Z', '2030-01-31T23:59:60+01:00',
  '2030-01-31T23:58:60Z', '2030-01-31T00:59:60-01:00', '2030-01-31T10:00:00+24:00', '2030-01-31T10:00:00+01:60',
  '2030-01-31T10:00:00-1:00', '２０３０-01-31T10:00:00Z', '2030-01-31T１0:00:00Z', '٢٠٣٠-01-31T10:00:00Z', '2030-1-31T10:00:00Z',
  '30-01-31T10:00:00Z', '02030-01-31T10:00:00Z', '+002030-01-31T10:00:00Z', '-2030-01-31T10:00:00Z', '2030/01/31T10:00:00Z',
  '2030-01-31T10:00:00,5Z', '2030-01-31T10:00:00.5.5Z', '2030-01-31T10:00:00+01:00:00', '2030-01-31T10:00:00+01:0',
  '2030-01-31T10:00:00 Z', '2030-01-31T10:00:00UTC', '2030-01-31T10:00:00GMT+1', '2030-01-31T10:00:00.1234x',
  '2030-01-31T10:00:00.5+01:00Z', '2030-01-31T10:0:00Z', '2030-01-31T10:00:0Z', '2030-01-31T1:00:00Z', '2030-01-31t10:00:00',
  '2030-01-31T10:00:00z+01:00', '20300131T100000Z', '2030-01-31T10:00:00.\u0661Z',
];

describe('_parseDateTime', () => {
  it.each(valid)('reads %j', (s, expected) => {
    expect(_parseDateTime(s)).toBe(expected);
  });
  it.each(invalid)('refuses %j', (s) => {
    expect(_parseDateTime(s)).toBeNaN();
  });
  it('truncates the fraction beyond the millisecond to a whole, exact millisecond', () => {
    expect(_parseDateTime('1970-01-01T00:00:00.123456789Z')).toBe(123);
    expect(_parseDateTime('2030-01-31T10:00:00.0000001Z')).toBe(utc(2030, 1, 31, 10));
    expect(_parseDateTime('1970-01-01T00:00:00.123999Z')).toBe(123);
    expect(_parseDateTime('1969-12-31T23:59:59.9999Z')).toBe(-1);
    expect(_parseDateTime(`2030-01-31T10:00:00.${'9'.repeat(400)}Z`)).toBe(utc(2030, 1, 31, 10, 0, 1) - 1);
  });
});

const two = (n: number): string => String(n).padStart(2, '0');
const dateTime = (years: { min: number; max: number }, fraction: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .record({
      y: fc.integer(years),
      mo: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
      h: fc.integer({ min: 0, max: 23 }),
      mi: fc.integer({ min: 0, max: 59 }),
      s: fc.integer({ min: 0, max: 59 }),
      fraction,
      t: fc.constantFrom('T', 't'),
      offset: fc.oneof(fc.constantFrom('Z', 'z'), fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([sign, h, m]) => `${sign}${two(h)}:${two(m)}`)),
    })
    .map((p) => {
      const days = new Date(Date.UTC(2000, p.mo, 0)).getUTCDate() - (p.mo === 2 && !(p.y % 4 === 0 && (p.y % 100 !== 0 || p.y % 400 === 0)) ? 1 : 0);
      const day = Math.min(p.d, days);
      return `${String(p.y).padStart(4, '0')}-${two(p.mo)}-${two(day)}${p.t}${two(p.h)}:${two(p.mi)}:${two(p.s)}${p.fraction}${p.offset}`;
    });
const digits = (min: number, max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const msFraction = fc.oneof(fc.constant(''), digits(1, 3).map((f) => `.${f}`));

/** RFC 3339 by regex, the calendar and leap second by `Date`: the oracle, to the whole millisecond. */
function reference(s: string): number {
  const m = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/.exec(s);
  if (!m) return NaN;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const offset = m[8] === undefined ? 0 : (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10]));
  if (h > 23 || mi > 59 || sec > 60 || Number(m[9] ?? 0) > 23 || Number(m[10] ?? 0) > 59) return NaN;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return NaN;
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const time = date.getTime() + ((h * 60 + mi - offset) * 60 + sec) * 1000 + ms;
  const minute = new Date(time - (sec === 60 ? 60_000 : 0));
  return sec === 60 && (minute.getUTCHours() !== 23 || minute.getUTCMinutes() !== 59) ? NaN : time;
}

describe('_parseDateTime, properties', () => {
  it('equals Date.parse on valid RFC 3339 strings to the millisecond (years 1970-9999)', () => {
    fc.assert(fc.property(dateTime({ min: 1970, max: 9999 }, msFraction), (s) => _parseDateTime(s) === Date.parse(s.toUpperCase())), { numRuns: 20_000 });
  });

  // Up to 9 digits: V8's Date.parse misreads longer fractions (`.0004000000` is 4 ms to it).
  it('with longer fractions, equals the millisecond Date.parse truncates to', () => {
    fc.assert(
      fc.property(dateTime({ min: 1970, max: 9999 }, digits(4, 9).map((f) => `.${f}`)), (s) => {
        return _parseDateTime(s) === Date.parse(s.toUpperCase());
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with the regex-and-Date reference on valid strings and their mutations', () => {
    const valid = dateTime({ min: 0, max: 9999 }, fc.oneof(msFraction, digits(4, 12).map((f) => `.${f}`)));
    const units = [...'0123456789-:.+TtZz 5960', '٣', '２', '\u0000'];
    const mutated = fc.tuple(valid, fc.nat(), fc.constantFrom(...units), fc.constantFrom('replace', 'insert', 'delete')).map(([s, at, unit, how]) => {
      const i = at % (s.length + 1);
      return how === 'insert' ? s.slice(0, i) + unit + s.slice(i) : s.slice(0, i) + (how === 'replace' ? unit : '') + s.slice(i + 1);
    });
    const leap = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), valid).map(([h, m, s]) => `${s.slice(0, 11)}${two(h)}:${two(m)}:60${s.slice(19)}`);
    const utcLeap = fc.tuple(valid, fc.integer({ min: -1439, max: 1439 })).map(([s, off]) => {
      const local = (((1439 + off) % 1440) + 1440) % 1440;
      const offset = `${off < 0 ? '-' : '+'}${two(Math.floor(Math.abs(off) / 60))}:${two(Math.abs(off) % 60)}`;
      return `${s.slice(0, 11)}${two(Math.floor(local / 60))}:${two(local % 60)}:60${offset}`;
    });
    fc.assert(
      fc.property(fc.oneof(valid, mutated, leap, utcLeap, fc.string({ maxLength: 30 })), (s) => Object.is(_parseDateTime(s), reference(s))),
      { numRuns: 30_000 },
    );
  });
});
