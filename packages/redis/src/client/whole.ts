/** `value` when it is a whole number from `min`, else a RangeError naming it `name`. @internal */
export function _whole(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number from ${min}`);
  return value;
}
