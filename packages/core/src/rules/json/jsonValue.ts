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
