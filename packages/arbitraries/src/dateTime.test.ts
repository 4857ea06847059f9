import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeBetween, eventTimes, futureDateTime } from './dateTime';
import { DATE_TIME_BREAKS, invalidDateTime, pastDateTime } from './mutations/dates';

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;
const instant = (text: string): number => Date.parse(text.replace('t', 'T').replace('z', 'Z'));

describe('date-times', () => {
  it('should write RFC 3339 date-times of the instant they stand for', () => {
    fc.assert(
      fc.property(dateTimeBetween(0, 4_000_000_000), (generated) => {
        expect(generated.text).toMatch(RFC3339);
        const milliseconds = Number(`0.${generated.fraction || '0'}`) * 1000;
        expect(instant(generated.text)).toBe(generated.seconds * 1000 + Math.floor(milliseconds));
      }),
    );
  });

  it('should generate expirationDateTime strictly after now plus the lead, and past ones at or before now', () => {
    const now = new Date('2026-03-04T05:06:07.890Z');
    const lead = 3 * 24 * 60 * 60 * 1000;
    fc.assert(fc.property(futureDateTime(now, 3), (text) => instant(text) > now.getTime() + lead));
    fc.assert(fc.property(futureDateTime(now, 0), (text) => instant(text) > now.getTime()));
    // The lead is the boundary, not a rough floor: some expirations fall within a day after it.
    const samples = fc.sample(futureDateTime(now, 3), { numRuns: 500, seed: 1 });
    expect(samples.some((text) => instant(text) < now.getTime() + lead + 24 * 60 * 60 * 1000)).toBe(true);
    fc.assert(fc.property(pastDateTime(now), (text) => RFC3339.test(text) && instant(text) <= now.getTime()));
  });

  it('should end calendar events strictly after they start', () => {
    fc.assert(fc.property(eventTimes(), ({ startTime, endTime }) => instant(endTime) > instant(startTime)));
  });

  it('should break date-times so that none is RFC 3339 any more', () => {
    expect(DATE_TIME_BREAKS.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(invalidDateTime(), (text) => {
        expect(text.length).toBeGreaterThan(0);
        const match = RFC3339.exec(text);
        if (match === null) return;
        const [, , month, day, hour, minute, second, , zone] = match;
        const real = new Date(`${text.slice(0, 10)}T00:00:00Z`).getUTCDate() === Number(day);
        const validTime = Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
        const validZone = zone === undefined || /^[Zz]$/.test(zone) || (Number(zone.slice(1, 3)) < 24 && Number(zone.slice(4)) < 60);
        expect(Number(month) >= 1 && Number(month) <= 12 && real && validTime && validZone).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
