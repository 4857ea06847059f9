import { describe, expect, it } from 'vitest';
import { _compareToMs, _readDateTime } from './dateTimeText';
import { toRbmTimestamp } from './utcTimestamp';

describe('toRbmTimestamp', () => {
  it.each([
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z'],
    ['2026-03-01t10:00:00z', '2026-03-01T10:00:00Z'],
    ['2026-03-01T10:00:00+05:30', '2026-03-01T04:30:00Z'],
    ['2026-03-01T00:30:00+01:00', '2026-02-28T23:30:00Z'],
    ['2028-02-29T23:00:00-02:00', '2028-03-01T01:00:00Z'],
    ['2026-12-31T23:59:59.5-00:01', '2027-01-01T00:00:59.5Z'],
    ['2026-03-01T10:00:00.120+00:00', '2026-03-01T10:00:00.120Z'],
    ['2026-03-01T10:00:00.123456789Z', '2026-03-01T10:00:00.123456789Z'],
    ['2026-03-01T10:00:00.1234567899999Z', '2026-03-01T10:00:00.123456789Z'],
    ['2026-12-31T23:59:60.25Z', '2027-01-01T00:00:00.25Z'],
    ['2027-01-01T00:59:60+01:00', '2027-01-01T00:00:00Z'],
    ['9999-12-31T23:00:00-05:00', '9999-12-31T23:59:59.999999999Z'],
    ['0000-01-01T00:30:00+01:00', '0001-01-01T00:00:00Z'],
  ])('should write %s as %s', (written, expected) => {
    expect(toRbmTimestamp(written)).toBe(expected);
  });

  it('should return a text that is no date-time unchanged', () => {
    expect(toRbmTimestamp('tomorrow')).toBe('tomorrow');
  });
});

describe('_readDateTime', () => {
  it.each(['2026-02-29T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T10:00:60Z', '2026-01-01T10:00:00+24:00', '2026-01-01T10:00:00.Z', '2026-01-01 10:00:00Z'])(
    'should refuse %s, as the core does',
    (text) => {
      expect(_readDateTime(text)).toBeUndefined();
    },
  );

  it('should keep the fraction digits as written beside the core\'s whole milliseconds', () => {
    expect(_readDateTime('2026-01-01T10:00:00.1234567890Z')).toEqual({ ms: Date.parse('2026-01-01T10:00:00.123Z'), fraction: '1234567890' });
    expect(_readDateTime('2026-12-31T23:59:60.5Z')).toEqual({ ms: Date.parse('2027-01-01T00:00:00.500Z'), fraction: '5' });
    expect(_readDateTime('2026-01-01T10:00:00+01:00')).toEqual({ ms: Date.parse('2026-01-01T09:00:00Z'), fraction: '' });
  });
});

describe('_compareToMs', () => {
  const ms = Date.parse('2026-01-16T00:00:00.000Z');
  it.each([
    ['2026-01-16T00:00:00Z', 0],
    ['2026-01-16T00:00:00.000000Z', 0],
    ['2026-01-16T00:00:00.0000001Z', 1],
    ['2026-01-16T00:00:00.001Z', 1],
    ['2026-01-15T23:59:59.999999999Z', -1],
    ['2026-01-16T01:00:00+01:00', 0],
  ])('should compare %s with the instant exactly (%i)', (text, expected) => {
    expect(_compareToMs(_readDateTime(text)!, ms)).toBe(expected);
  });
});
