import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMessage } from '../../validate/validateMessage';
import { dateTimeToEpochMs } from './dateTimeToEpochMs';

describe('dateTimeToEpochMs', () => {
  it.each([
    ['2030-01-31T10:00:00Z', Date.UTC(2030, 0, 31, 10)],
    ['2030-01-31t10:00:00z', Date.UTC(2030, 0, 31, 10)],
    ['2030-01-31T11:30:00+01:30', Date.UTC(2030, 0, 31, 10)],
    ['2030-01-31T10:00:00.1239999Z', Date.UTC(2030, 0, 31, 10, 0, 0, 123)],
    ['2031-06-30T23:59:60Z', Date.UTC(2031, 6, 1)],
    ['2031-07-01T01:59:60+02:00', Date.UTC(2031, 6, 1)],
    ['2031-06-30T23:59:60.999Z', Date.UTC(2031, 6, 1, 0, 0, 0, 999)],
  ])('should read %s as the instant the core validates', (text, ms) => {
    expect(dateTimeToEpochMs(text)).toBe(ms);
  });

  it.each(['2030-02-30T10:00:00Z', '2030-01-31T10:00:00', '2030-01-31T10:00:00+0100', '2030-01-31', '2031-06-30T22:59:60Z', ''])(
    'should answer undefined for %j, which the core refuses',
    (text) => {
      expect(dateTimeToEpochMs(text)).toBeUndefined();
    },
  );

  it('should answer undefined, never throw, for any value that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => dateTimeToEpochMs(value as string) === undefined,
      ),
    );
    expect(dateTimeToEpochMs(Date.UTC(2030, 0, 31) as unknown as string)).toBeUndefined();
  });

  it('should agree with Date.parse on every date-time both read (whole milliseconds, no leap second)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }), (date) => {
        const text = date.toISOString();
        return dateTimeToEpochMs(text) === Date.parse(text);
      }),
    );
  });

  it.each(['2031-06-30T23:59:60Z', '2030-13-01T00:00:00Z', '2031-06-30T23:59:60+01:00', '2030-05-05T05:05:05.5-05:00', '2030-05-05 05:05:05Z'])(
    'should read %s exactly when the core accepts it as an expirationDateTime',
    (text) => {
      const now = new Date(Date.UTC(2030, 0, 1));
      const accepted = validateMessage({ to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' }, expirationDateTime: text }, { now }).ok;
      expect(dateTimeToEpochMs(text) !== undefined).toBe(accepted);
    },
  );
});
