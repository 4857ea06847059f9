// Time per call of a function, sync or async: batches of calls sized to last a few
// milliseconds each, repeated for a budget of time; the median batch gives ns per call.
// The garbage collector's share of the measured time is read from Node's `gc` entries.
import { performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';

/** Each batch of calls lasts at least this long, so that the clock's resolution does not matter. */
const BATCH_MS = 4;

/** The median of `values` (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1] ?? Number.NaN;
}

/** What one measurement found. */
export interface Timing {
  /** Median nanoseconds per call over the batches. */
  readonly ns: number;
  /** Share of the measured time (0 to 1) the garbage collector ran. */
  readonly gcShare: number;
}

const collections: PerformanceEntry[] = [];
new PerformanceObserver((list) => void collections.push(...list.getEntries())).observe({ entryTypes: ['gc'] });

/**
 * Times `call` over batches run for about `budgetMs` (at least 3 batches), after one batch
 * of warm-up. `call` may return a promise: it is awaited before the next call, so an async
 * call is timed to its end.
 */
export async function nsPerCall(call: () => unknown, budgetMs: number): Promise<Timing> {
  const runBatch = async (size: number): Promise<number> => {
    const start = performance.now();
    for (let i = 0; i < size; i++) {
      const result = call();
      if (result instanceof Promise) await result;
    }
    return performance.now() - start;
  };
  let size = 1;
  while ((await runBatch(size)) < BATCH_MS && size < 1 << 20) size *= 2;
  const perCall: number[] = [];
  const start = performance.now();
  const end = start + budgetMs;
  while (perCall.length < 3 || performance.now() < end) perCall.push(((await runBatch(size)) * 1e6) / size);
  const stop = performance.now();
  await setImmediate(); // gc entries are delivered after the collection, on a later turn
  await setImmediate();
  const gcMs = collections.filter((entry) => entry.startTime >= start && entry.startTime < stop).reduce((sum, entry) => sum + entry.duration, 0);
  collections.length = 0;
  return { ns: median(perCall), gcShare: Math.min(1, gcMs / (stop - start)) };
}
