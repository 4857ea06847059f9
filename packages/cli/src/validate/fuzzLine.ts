/** A line written by `rcs-send fuzz`: the request and what it must get. */
export interface FuzzLine {
  /** The request body. */
  request: unknown;
  /** The expectation `rcs-send fuzz` wrote beside it. */
  expect: unknown;
}

/** True for a `{ "request": ..., "expect": ... }` line of `rcs-send fuzz` (exactly those two keys). */
export function isFuzzLine(value: unknown): value is FuzzLine {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('request') && keys.includes('expect');
}
