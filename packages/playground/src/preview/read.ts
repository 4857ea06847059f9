/** A plain JSON object (not an array, not null), or undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The string at `key` of an object, or undefined when it is absent or not a string. */
export function stringAt(object: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = object !== undefined && Object.hasOwn(object, key) ? object[key] : undefined;
  return typeof value === 'string' ? value : undefined;
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
