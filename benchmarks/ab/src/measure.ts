// Timing: a validator's median time per call over the median time of JSON.parse of the same
// body, the two timed in alternating batches so that both see the same machine.
import { performance } from 'node:perf_hooks';

/** Something timed: one call on its input. */
export type Timed = (input: unknown) => unknown;

/** JSON.parse of a body, as a timed call. */
const parseBody: Timed = (body) => JSON.parse(body as string);

/** Calls that returned nothing: each result is looked at, so that no call can be optimised away. */
let empty = 0;

/** Milliseconds `calls` calls of `timed` on `input` take. */
function batch(timed: Timed, input: unknown, calls: number): number {
  const start = performance.now();
  for (let i = 0; i < calls; i++) if (timed(input) === undefined) empty++;
  return performance.now() - start;
}

/** The median of `values` (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1] ?? Number.NaN;
}

/** How long one batch should take: long enough for the timer, short enough to interleave finely. */
const BATCH_MS = 0.25;

/** Calls per batch on `body`: about {@link BATCH_MS} of JSON.parse (at least one). */
export function callsPerBatch(body: string): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < 50) {
    if (parseBody(body) === undefined) empty++;
    calls++;
  }
  return Math.max(1, Math.round((calls * BATCH_MS) / (performance.now() - start)));
}

/**
 * The ratio of `validate` on `parsed` to JSON.parse of `body`: batches of `calls` calls of
 * each, alternating, for about `budgetMs`; the median batch of one over the median of the other.
 */
export function ratioToParse(validate: Timed, parsed: unknown, body: string, calls: number, budgetMs: number): number {
  const parses: number[] = [];
  const validations: number[] = [];
  const start = performance.now();
  while (performance.now() - start < budgetMs || parses.length < 5) {
    parses.push(batch(parseBody, body, calls));
    validations.push(batch(validate, parsed, calls));
  }
  if (empty > 0) throw new Error('a timed call returned nothing');
  return median(validations) / median(parses);
}
