import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryDelay';

describe('retryDelayMs', () => {
  it('should double from the initial delay up to the max, jittering its upper half', () => {
    const delay = { initial: 100, max: 1_000 };
    expect([1, 2, 3, 4, 5, 10].map((attempt) => retryDelayMs(delay, attempt, () => 1))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    expect([1, 2, 5].map((attempt) => retryDelayMs(delay, attempt, () => 0))).toEqual([50, 100, 500]);
  });
});
