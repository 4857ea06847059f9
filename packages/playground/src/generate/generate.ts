import { invalidSendRequestFor, sendRequest } from '@rcs-send/arbitraries';
import type { ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';

/** A generated request as editor text, and how to get it again. */
export interface Generated {
  /** The request, as indented JSON. */
  readonly text: string;
  /** The fast-check seed it came from. */
  readonly seed: number;
  /** For a broken request: the one param the core must report. */
  readonly param?: string;
}

/** A random valid request (expirations after `now`), from `seed`. Loaded on first use: fast-check and the generators stay out of the page's first download. */
export function generateValid(now: Date, seed: number): Generated {
  const [request] = fc.sample(sendRequest({ now }), { numRuns: 1, seed });
  return { text: JSON.stringify(request, null, 2), seed };
}

/** A valid request with the rule of `code` broken at one random place, from `seed`. */
export function generateInvalid(code: ErrorCode, now: Date, seed: number): Generated {
  const [generated] = fc.sample(invalidSendRequestFor(code, { now }), { numRuns: 1, seed });
  if (generated === undefined) throw new Error(`nothing generated for ${code}`);
  return { text: JSON.stringify(generated.request, null, 2), seed, param: generated.param };
}
