/** A deep copy of checked JSON without its null-valued keys (proto3 JSON reads null as absent). @internal */
export function _withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(_withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (child !== null) Object.defineProperty(copy, key, { value: _withoutNulls(child), enumerable: true, writable: true, configurable: true });
  return copy;
}
