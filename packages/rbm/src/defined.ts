/** The type of {@link _defined}: keys that may be undefined become optional. @internal */
export type _Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** A copy without the keys whose value is undefined (exactOptionalPropertyTypes, and JSON has no undefined). @internal */
export function _defined<T extends Record<string, unknown>>(value: T): _Defined<T> {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (child !== undefined) result[key] = child;
  return result as _Defined<T>;
}
