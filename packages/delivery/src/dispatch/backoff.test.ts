import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _backoffMs } from './backoff';

describe('_backoffMs', () => {
  it('should stay within [afterMs, max(afterMs, min(maxMs, initialMs * 2^(attempt-1)))]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.option(fc.nat(100_000), { nil: undefined }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, afterMs, random) => {
        const waitMs = _backoffMs(attempt, afterMs, { initialMs: 100, maxMs: 10_000 }, () => random);
        const ceiling = Math.min(10_000, 100 * 2 ** (attempt - 1));
        expect(waitMs).toBeGreaterThanOrEqual(afterMs ?? 0);
        expect(waitMs).toBeLessThanOrEqual(Math.max(afterMs ?? 0, ceiling));
      }),
    );
  });

  it('should double the ceiling per attempt up to maxMs', () => {
    const almostOne = () => 0.999_999;
    expect([1, 2, 3, 4, 5].map((attempt) => _backoffMs(attempt, undefined, { initialMs: 100, maxMs: 500 }, almostOne))).toEqual([99, 199, 399, 499, 499]);
  });
});
