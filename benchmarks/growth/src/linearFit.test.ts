import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearFit } from './linearFit';

describe('linearFit', () => {
  it('should find the line through points on a rising line, with R² = 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true }), (slope, intercept) => {
        const fit = linearFit([1, 2, 3, 7, 10].map((x) => ({ x, y: slope * x + intercept })));
        expect(fit.slope).toBeCloseTo(slope, 6);
        expect(fit.intercept).toBeCloseTo(intercept, 6);
        expect(fit.r2).toBeCloseTo(1, 9);
      }),
    );
  });

  it('should give R² = 1 to a flat line', () => {
    expect(linearFit([1, 2, 3].map((x) => ({ x, y: 5 })))).toEqual({ slope: 0, intercept: 5, r2: 1 });
  });

  it('should give a low R² to points that do not follow a line', () => {
    const fit = linearFit([{ x: 1, y: 0 }, { x: 2, y: 10 }, { x: 3, y: 0 }, { x: 4, y: 10 }, { x: 5, y: 0 }]);
    expect(fit.r2).toBeLessThan(0.1);
  });

  it('should refuse points that share one x', () => {
    expect(() => linearFit([{ x: 1, y: 1 }, { x: 1, y: 2 }])).toThrow(RangeError);
  });
});
