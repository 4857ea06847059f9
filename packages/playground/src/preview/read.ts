/** A plain JSON object (not an array, not null), or undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Most characters (code points, as the length limits count them) of a string the phones draw:
 * more than any field's length limit, far fewer than a pasted megabyte, whose unbroken word the
 * browser takes minutes to lay out.
 */
export const SHOWN_CHARS_MAX = 4096;

/** `text` cut after {@link SHOWN_CHARS_MAX} code points with an ellipsis (never half a surrogate pair), or as it is. */
function shown(text: string): string {
  if (text.length <= SHOWN_CHARS_MAX) return text; // at most that many code points
  let end = 0;
  for (let count = 0; count < SHOWN_CHARS_MAX && end < text.length; count++) end += (text.codePointAt(end) as number) > 0xffff ? 2 : 1;
  return end < text.length ? `${text.slice(0, end)}…` : text;
}

/**
 * The string at `key` of an object, cut after {@link SHOWN_CHARS_MAX} characters with an
 * ellipsis, or undefined when it is absent or not a string.
 */
export function stringAt(object: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = object !== undefined && Object.hasOwn(object, key) ? object[key] : undefined;
  return typeof value === 'string' ? shown(value) : undefined;
}

/** The object at `key` of an object, or undefined. */
export function objectAt(object: Record<string, unknown> | undefined, key: string): Record<string, unknown> | undefined {
  return object !== undefined && Object.hasOwn(object, key) ? objectOf(object[key]) : undefined;
}

/** The array at `key` of an object, or an empty array when it is absent or not an array. */
export function arrayAt(object: Record<string, unknown> | undefined, key: string): readonly unknown[] {
  const value = object !== undefined && Object.hasOwn(object, key) ? object[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/** The value at `key` when it is one of `allowed`, else `fallback`. */
export function enumAt<T extends string>(object: Record<string, unknown> | undefined, key: string, allowed: readonly T[], fallback: T): T {
  const value = stringAt(object, key);
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
