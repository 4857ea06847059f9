import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSmppAbsoluteTime } from './absoluteTime';

describe('toSmppAbsoluteTime', () => {
  it('should write YYMMDDhhmmss, the tenth of a second rounded down, then 00+ (UTC)', () => {
    expect(toSmppAbsoluteTime(new Date('2030-01-31T10:05:09.999Z'))).toBe('300131100509900+');
    expect(toSmppAbsoluteTime(new Date('2026-11-26T23:59:59.099+01:00'))).toBe('261126225959000+');
  });

  it('should never name a moment later than the one given, nor one a tenth of a second earlier', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }), (moment) => {
        const written = toSmppAbsoluteTime(moment);
        const [yy, mm, dd, hh, mi, ss] = (written.match(/\d\d/g) ?? []).map(Number);
        const back = Date.UTC(2000 + (yy ?? 0), (mm ?? 1) - 1, dd, hh, mi, ss, Number(written[12]) * 100);
        expect(written).toMatch(/^\d{13}00\+$/);
        expect(back).toBeLessThanOrEqual(moment.getTime());
        expect(moment.getTime() - back).toBeLessThan(100);
      }),
    );
  });
});
