/** The smallest span divided into ticks, relative to the values: finer steps fall below a double's resolution. */
const MIN_RELATIVE_SPAN = 1e-9;

/**
 * Round tick values covering `[min, max]`: about `count` steps of 1, 2 or 5 times a power of
 * ten, the first at or below `min`, the last at or above `max`. A span of zero (or under a
 * billionth of the values) widens to one step above the value.
 *
 * @internal
 */
export function _niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) throw new RangeError('ticks need finite bounds');
  const low = Math.min(min, max);
  const scale = Math.max(1, Math.abs(low));
  // A span too small to divide into distinct labels (zero, or under a billionth of the values) widens to [low, low + max(1, |low|)].
  const high = Math.max(min, max) - low > MIN_RELATIVE_SPAN * scale ? Math.max(min, max) : low + scale;
  const rough = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  // Multiplying integers by the step (never adding steps up), rounded to the step's own decimals, keeps 0.1 + 0.2 errors out of labels.
  const decimals = Math.min(100, Math.max(0, -Math.floor(Math.log10(step))));
  const tick = (k: number): number => Number((k * step).toFixed(decimals));
  // Rounding a label may carry it past its bound (-0.10000000000000002 to -0.1): one step further out then.
  const floor = Math.floor(low / step);
  const first = tick(floor) > low ? floor - 1 : floor;
  const ceil = Math.ceil(high / step);
  const last = tick(ceil) < high ? ceil + 1 : ceil;
  return Array.from({ length: last - first + 1 }, (_, i) => tick(first + i));
}
