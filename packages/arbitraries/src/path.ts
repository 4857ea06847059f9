/** Joins a dot-and-bracket param and a relative one (`''` is the object itself, `[3]` an index). @internal */
export function joinParam(base: string, relative: string): string {
  if (relative === '') return base;
  if (base === '' || relative.startsWith('[')) return `${base}${relative}`;
  return `${base}.${relative}`;
}

/** Copies an object with `key` set to `value`, at its place in `order` (documented key order). @internal */
export function withKey(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
  order: readonly string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const rank = (name: string): number => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  let placed = false;
  for (const [name, current] of Object.entries(object)) {
    if (name === key) continue;
    if (!placed && rank(key) < rank(name)) {
      setOwn(result, key, value);
      placed = true;
    }
    setOwn(result, name, current);
  }
  if (!placed) setOwn(result, key, value);
  return result;
}

/** Copies an object without `key`. @internal */
export function withoutKey(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(object)) if (name !== key) setOwn(result, name, current);
  return result;
}

/** Drops the keys whose value is undefined, keeping the order of the others. @internal */
export function compact<T extends Record<string, unknown>>(object: T): Compact<T> {
  const result: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(object)) if (current !== undefined) result[name] = current;
  return result as Compact<T>;
}

/** The type of {@link compact}: keys that may be undefined become optional. @internal */
export type Compact<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Defines an own enumerable data property, even for `__proto__`. @internal */
export function setOwn(object: object, key: string | number, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
