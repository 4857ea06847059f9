import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _isLaterDateTime as isLaterParsed, _isLaterThanEpochMs as isLaterThanParsed } from './isLaterDateTime';
import { _parseDateTime } from './parseDateTime';

/** The comparisons on date-times as written, each parsed once, as the validators call them. */
const _isLaterDateTime = (end: string, start: string): boolean => isLaterParsed(end, _parseDateTime(end), start, _parseDateTime(start));
const _isLaterThanEpochMs = (value: string, ms: number): boolean => isLaterThanParsed(value, _parseDateTime(value), ms);

/** [later, earlier]: the first is strictly later than the second. */
const ordered: [string, string][] = [
  ['2030-01-31T10:00:01Z', '2030-01-31T10:00:00Z'],
  ['2030-01-31T10:00:00.001Z', '2030-01-31T10:00:00Z'],
  ['2030-01-31T10:00:00Z', '2030-01-31T10:00:00+00:01'],
  ['2030-01-31T10:00:00-01:00', '2030-01-31T10:30:00Z'],
  ['2030-01-31T10:00:00.0000002Z', '2030-01-31T10:00:00.0000001Z'],
  ['2030-01-31T10:00:00.0000001Z', '2030-01-31T10:00:00Z'],
  ['2030-01-31T10:00:00.100000000000000000001Z', '2030-01-31T10:00:00.1Z'],
  ['2030-01-31T10:00:00.12345Z', '2030-01-31T10:00:00.1234Z'],
  ['2030-01-31T10:00:00.12345Z', '2030-01-31T10:00:00.12344999999999999999Z'],
  ['2030-01-31T10:00:01Z', '2030-01-31T10:00:00.9999999999999999999999Z'],
  ['2030-01-31T11:00:00.0000001+01:00', '2030-01-31T10:00:00Z'],
  ['9999-12-31T23:59:59.9990000001Z', '9999-12-31T23:59:59.999Z'],
  ['9999-12-31T23:59:59.99999999999999999999Z', '9999-12-31T23:59:59.99999999999999999998Z'],
  ['2016-12-31T23:59:60.5Z', '2017-01-01T00:00:00Z'],
  ['2017-01-01T00:00:00.0000001Z', '2016-12-31T23:59:60Z'],
  ['2030-02-01T00:00:00Z', '2030-01-31T23:59:59.999999Z'],
  ['0000-01-01T00:00:00.0000001Z', '0000-01-01T00:00:00Z'],
  ['2030-01-31t10:00:01z', '2030-01-31T10:00:00Z'],
];
/** Pairs naming the same instant. */
const same: [string, string][] = [
  ['2030-01-31T10:00:00Z', '2030-01-31T10:00:00Z'],
  ['2030-01-31T11:00:00+01:00', '2030-01-31T10:00:00Z'],
  ['2030-01-31T04:30:00-05:30', '2030-01-31t10:00:00z'],
  ['2030-01-31T10:00:00.1Z', '2030-01-31T10:00:00.100000000000Z'],
  ['2030-01-31T10:00:00.0000001Z', '2030-01-31T10:00:00.00000010Z'],
  ['2030-01-31T10:00:00.000Z', '2030-01-31T10:00:00Z'],
  ['2016-12-31T23:59:60Z', '2017-01-01T00:00:00Z'],
  ['2017-01-01T00:59:60+01:00', '2017-01-01T00:00:00.000Z'],
  ['2030-01-31T10:00:00+00:00', '2030-01-31T10:00:00-00:00'],
];

describe('_isLaterDateTime', () => {
  it.each(ordered)('%j is later than %j', (later, earlier) => {
    expect(_isLaterDateTime(later, earlier)).toBe(true);
    expect(_isLaterDateTime(earlier, later)).toBe(false);
  });
  it.each(same)('%j and %j are the same instant: neither is later', (a, b) => {
    expect(_isLaterDateTime(a, b)).toBe(false);
    expect(_isLaterDateTime(b, a)).toBe(false);
  });
});

const two = (n: number): string => String(n).padStart(2, '0');
const digits = (min: number, max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** A valid date-time with days 1-28 (always real), near a few instants so that pairs often collide. */
const dateTime = fc
  .record({
    y: fc.constantFrom(1970, 2030, 9999),
    mo: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    h: fc.constantFrom(0, 1, 10, 23),
    mi: fc.constantFrom(0, 30, 59),
    s: fc.constantFrom(0, 1, 59),
    fraction: fc.oneof(fc.constant(''), digits(1, 3).map((f) => `.${f}`), digits(4, 25).map((f) => `.${f}`), fc.constantFrom('.0000001', '.0000002', '.9999999')),
    offset: fc.constantFrom('Z', 'z', '+00:00', '-00:00', '+01:00', '-01:00', '+00:30'),
  })
  .map((p) => `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}:${two(p.s)}${p.fraction}${p.offset}`);

/** The exact instant in units of 1e-30 ms: Date.parse for the whole milliseconds, then the digits beyond. */
function exactInstant(s: string): bigint {
  const fraction = /\.(\d+)/.exec(s)?.[1] ?? '';
  const whole = Date.parse(s.toUpperCase().replace(/\.\d+/, `.${fraction.padEnd(3, '0').slice(0, 3)}`));
  return BigInt(whole) * 10n ** 30n + BigInt(fraction.slice(3).padEnd(30, '0').slice(0, 30));
}

describe('_isLaterDateTime, properties', () => {
  it('agrees with an exact BigInt comparison of the instants', () => {
    fc.assert(
      fc.property(dateTime, dateTime, (a, b) => _isLaterDateTime(a, b) === exactInstant(a) > exactInstant(b)),
      { numRuns: 20_000 },
    );
  });

  it('is a strict order: irreflexive and asymmetric', () => {
    fc.assert(fc.property(dateTime, dateTime, (a, b) => !_isLaterDateTime(a, a) && !(_isLaterDateTime(a, b) && _isLaterDateTime(b, a))));
  });

  it('sees a difference in the last of many fraction digits', () => {
    fc.assert(
      fc.property(dateTime, digits(0, 20), fc.integer({ min: 1, max: 9 }), (base, prefix, last) => {
        const at = base.search(/[Zz+-](\d\d:\d\d)?$/);
        const head = base.slice(0, 19);
        const tail = base.slice(at);
        return _isLaterDateTime(`${head}.999${prefix}${last}${tail}`, `${head}.999${prefix}${last - 1}${tail}`);
      }),
    );
  });
});

describe('_isLaterThanEpochMs', () => {
  const now = Date.UTC(2030, 0, 1);

  it('should compare the whole milliseconds, then every fraction digit beyond them', () => {
    expect(_isLaterThanEpochMs('2030-01-01T00:00:00Z', now)).toBe(false);
    expect(_isLaterThanEpochMs('2030-01-01T00:00:00.000000000Z', now)).toBe(false);
    expect(_isLaterThanEpochMs('2030-01-01T00:00:00.000000001Z', now)).toBe(true);
    expect(_isLaterThanEpochMs('2030-01-01T00:00:00.001Z', now)).toBe(true);
    expect(_isLaterThanEpochMs('2029-12-31T23:59:59.999999999Z', now)).toBe(false);
    expect(_isLaterThanEpochMs('2030-01-01T01:00:00+01:00', now)).toBe(false);
    expect(_isLaterThanEpochMs('2030-01-01T01:00:00.0000001+01:00', now)).toBe(true);
  });
});
