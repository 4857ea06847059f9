/** One value the core rewrote: what was written and what it became. */
export interface CanonicalChange {
  /** The core's path of the field. */
  readonly param: string;
  /** The value as written. */
  readonly written: unknown;
  /** The canonical value. */
  readonly canonical: unknown;
}

/** True for a plain JSON object. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every leaf of `canonical` that differs from what `written` holds at the same path
 * (`+351 912 345 678` → `351912345678`, `Video/MP4` → `video/mp4`), in document order.
 */
export function canonicalChanges(written: unknown, canonical: unknown, param = ''): CanonicalChange[] {
  if (isObject(written) && isObject(canonical)) {
    return Object.keys(canonical).flatMap((key) => canonicalChanges(written[key], canonical[key], param === '' ? key : `${param}.${key}`));
  }
  if (Array.isArray(written) && Array.isArray(canonical)) {
    return canonical.flatMap((item, index) => canonicalChanges(written[index], item, `${param}[${index}]`));
  }
  return Object.is(written, canonical) ? [] : [{ param, written, canonical }];
}
