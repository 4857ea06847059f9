/** A least-squares line through points, and how well it fits. */
export interface LinearFit {
  /** Growth of y per unit of x. */
  readonly slope: number;
  /** y at x = 0. */
  readonly intercept: number;
  /** Coefficient of determination: 1 when every point is on the line. */
  readonly r2: number;
}

/** The least-squares line y = slope x + intercept through `points` (at least two distinct x). */
export function linearFit(points: ReadonlyArray<{ x: number; y: number }>): LinearFit {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const syy = points.reduce((sum, p) => sum + (p.y - meanY) ** 2, 0);
  if (!(sxx > 0)) throw new RangeError('a line needs at least two distinct x');
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy) };
}
