// Shared helpers of the core's law tests (not a test file itself).
/** The clock every law test generates and validates with: fixed, so that a seed replays a failure. */
export const NOW: Date = new Date('2026-01-01T00:00:00Z');

/** Number of runs of a property, scaled by LAW_RUNS_SCALE (e.g. 10 for a long local hunt). */
export function runs(base: number): number {
  const scale = Number(process.env['LAW_RUNS_SCALE'] ?? '1');
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Freezes a value and everything reachable through own data properties (getters are not called). */
export function deepFreeze(value: unknown, seen = new WeakSet<object>()): void {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
    if (descriptor !== undefined && 'value' in descriptor) deepFreeze(descriptor.value, seen);
  }
  try {
    Object.freeze(value);
  } catch {
    // typed arrays with elements cannot be frozen; they are compared by snapshot instead
  }
}

/** A string describing a value through its own property descriptors, without calling a getter. */
export function snapshot(value: unknown): string {
  const ids = new Map<unknown, number>();
  const describe = (current: unknown): unknown => {
    if (typeof current === 'number') return Object.is(current, -0) ? '-0' : Number.isNaN(current) ? 'NaN' : current;
    if (typeof current === 'bigint') return `${current}n`;
    if (typeof current === 'undefined') return 'undefined';
    if (typeof current === 'symbol') return current.toString();
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return current;
    if (ids.has(current)) return `#ref${ids.get(current)}`;
    ids.set(current, ids.size);
    if (typeof current === 'function') return `#function${ids.get(current)}`;
    const own = Reflect.ownKeys(current).map((key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current, key);
      const data = descriptor !== undefined && 'value' in descriptor;
      return [String(key), data ? describe(descriptor.value) : ['accessor', describe(descriptor?.get), describe(descriptor?.set)], descriptor?.enumerable];
    });
    const extra = current instanceof Date ? Date.prototype.getTime.call(current) : current instanceof Map || current instanceof Set ? [...current].map(describe) : null;
    return { proto: describe(Object.getPrototypeOf(current)), frozen: Object.isFrozen(current), own, extra };
  };
  return JSON.stringify(describe(value));
}
