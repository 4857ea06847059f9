// What both validators ask of a JSON value before judging it: its JSON type, and whether its
// read threw. A revoked proxy, which no operation can inspect, is neither a record nor an array.

/** Stands for a value whose read threw: reported once as FIELD_UNREADABLE, never judged further. @internal */
export const _UNREADABLE: unique symbol = Symbol('unreadable');

/** True for a non-null, non-array object: what a JSON object parses to (false for a revoked proxy). @internal */
export function _isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;
  }
}

/** True for an array (false for a revoked proxy, which cannot be inspected). @internal */
export function _isArray(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** The most elements an array can have (2^32 - 1): the largest length a real array reports. */
const MAX_ARRAY_LENGTH = 0xffffffff;

/**
 * The length of `array`, read once, or -1 when that read throws or gives what no array's length
 * can be (a proxy's `get` trap may answer NaN, a string or a fraction): such a list cannot be
 * read as plain data. Each validator reads a list's length with it, once.
 *
 * @internal
 */
export function _arrayLength(array: readonly unknown[]): number {
  try {
    const length: unknown = array.length;
    return Number.isInteger(length) && (length as number) >= 0 && (length as number) <= MAX_ARRAY_LENGTH ? (length as number) : -1;
  } catch {
    return -1;
  }
}
