import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _retryDelaySeconds, _retryPolicy } from './retryPolicy';

describe('_retryPolicy', () => {
  it('should take 1 to 10 attempts and refuse 0 and 11', () => {
    expect([_retryPolicy({ maxAttempts: 1 }).maxAttempts, _retryPolicy({ maxAttempts: 10 }).maxAttempts, _retryPolicy().maxAttempts]).toEqual([1, 10, 3]);
    expect(() => _retryPolicy({ maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => _retryPolicy({ maxAttempts: 11 })).toThrow(/maxAttempts/);
    expect(() => _retryPolicy({ maxAttempts: 2.5 })).toThrow(/maxAttempts/);
    expect(() => _retryPolicy({ maxDelaySeconds: -1 })).toThrow(/maxDelaySeconds/);
  });
});

describe('_retryDelaySeconds', () => {
  const policy = _retryPolicy({ maxDelaySeconds: 30 });

  it('should wait what Retry-After asks up to the bound, and not retry past it', () => {
    expect(_retryDelaySeconds(policy, 1, 30, () => 0.5)).toBe(30);
    expect(_retryDelaySeconds(policy, 1, 31, () => 0.5)).toBeUndefined();
    expect(_retryDelaySeconds(policy, 1, 0, () => 0.5)).toBe(0);
  });

  it('should back off without Retry-After between half and all of 0.5 s doubled each attempt, never past the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, random) => {
        const full = Math.min(30, 0.5 * 2 ** (attempt - 1));
        const delay = _retryDelaySeconds(policy, attempt, undefined, () => random) ?? -1;
        expect(delay).toBeGreaterThanOrEqual(full / 2);
        expect(delay).toBeLessThanOrEqual(full);
      }),
    );
  });
});
