/** `value` when it is a whole number from `min`, else a RangeError naming it `name`. @internal */
export function _whole(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be a whole number from ${min}`);
  return value;
}

/** `value` when it is an epoch millisecond or a span of them: a finite number from 0, else a RangeError naming it `name`. @internal */
export function _milliseconds(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of milliseconds from 0`);
  return value;
}
