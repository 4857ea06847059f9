import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _retryAfterSeconds } from './retryAfter';

describe('_retryAfterSeconds', () => {
  it('should read delay-seconds as given, for any count of seconds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (seconds) => {
        expect(_retryAfterSeconds(` ${seconds} `, 0)).toBe(seconds);
      }));
  });

  it('should read an HTTP date as the whole seconds until it, and a past date as 0', () => {
    const now = Date.parse('2026-01-15T09:00:00.000Z');
    expect(_retryAfterSeconds('Thu, 15 Jan 2026 09:00:30 GMT', now)).toBe(30);
    expect(_retryAfterSeconds('Thu, 15 Jan 2026 08:59:00 GMT', now)).toBe(0);
  });

  it('should know nothing of an absent or unreadable value', () => {
    expect([null, '', '-1', '1.5', 'soon', '12345678901', '2026-01-15T09:00:30Z'].map((value) => _retryAfterSeconds(value, 0))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
