import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _niceTicks } from './niceTicks';

describe('_niceTicks', () => {
  it('should step by 1, 2 or 5 times a power of ten', () => {
    expect(_niceTicks(0, 97, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(_niceTicks(0, 256_000, 8)).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000]);
    expect(_niceTicks(0.1, 0.7, 6)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('should widen a span of zero to one step', () => {
    expect(_niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(_niceTicks(5, 5).length).toBeGreaterThan(1);
  });

  it('should cover, with increasing ticks, bounds whose labels round past them and a span too fine for doubles at its value', () => {
    for (const [min, span, count] of [[-0.10000000000000002, 1e-12, 3], [-1489.8849619968992, 1e-12, 5], [-0.10000000000000002, 0.3, 3]] as const) {
      const ticks = _niceTicks(min, min + span, count);
      expect(ticks[0]).toBeLessThanOrEqual(min);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(min + span);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1] as number);
    }
  });

  it('should always cover [min, max] with increasing ticks, at most about twice the count', () => {
    // Measured values: no denormals (their quotients underflow to zero), which no benchmark gives.
    const measured = (max: number) => fc.double({ min: -max, max, noNaN: true }).map((x) => (Math.abs(x) < 1e-12 ? 0 : x));
    fc.assert(
      fc.property(measured(1e9), measured(1e9).map(Math.abs), fc.integer({ min: 1, max: 10 }), (min, span, count) => {
        const ticks = _niceTicks(min, min + span, count);
        expect(ticks[0]).toBeLessThanOrEqual(min);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(min + span);
        expect(ticks.length).toBeLessThanOrEqual(2 * count + 3);
        for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1] as number);
      }),
    );
  });
});
