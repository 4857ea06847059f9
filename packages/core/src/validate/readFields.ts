import { _UNREADABLE } from '../rules/json/jsonValue';
import type { _Context } from './context';

/** Worst-case JSON bytes of one key with its punctuation and a number value; strings add 6 a unit. */
const FIELD_BYTES = 64;

/**
 * True when `for...in` over `input` yields exactly its own enumerable keys: a JSON-like
 * object whose prototype (Object.prototype, unpolluted, or none) adds nothing enumerable.
 */
function forInIsOwn(ctx: _Context, input: object): boolean {
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || (prototype === Object.prototype && ctx.settings.forInSeesOwnKeysOnly);
}

/** Stores the value of `key` into its slot of `values`, or reports it as unknown or unreadable. */
function readField(
  ctx: _Context,
  input: Record<string, unknown>,
  key: string,
  names: readonly string[],
  values: unknown[],
): void {
  let value: unknown;
  try {
    value = input[key];
  } catch {
    ctx.reportField('FIELD_UNREADABLE', key);
    value = _UNREADABLE;
  }
  const slot = names.indexOf(key);
  if (slot >= 0) values[slot] = value;
  else if (value !== undefined) ctx.reportField('UNKNOWN_FIELD', key);
}

/**
 * Reads the own enumerable fields of `input` that `names` lists, by position; a value of
 * `undefined` counts as absent. Every other key is an `UNKNOWN_FIELD` (input order), and a
 * value that throws when read is `FIELD_UNREADABLE` and reads as {@link _UNREADABLE}.
 * A JSON-like object is walked with `for...in` (no key array); any other with `Object.keys`.
 *
 * @internal
 */
export function _readFields(
  ctx: _Context,
  input: Record<string, unknown>,
  names: readonly string[],
): unknown[] {
  const values: unknown[] = new Array(names.length);
  let count = 0;
  try {
    if (forInIsOwn(ctx, input)) {
      for (const key in input) {
        count++;
        readField(ctx, input, key, names, values);
      }
    } else {
      const keys = Object.keys(input);
      count = keys.length;
      for (let k = 0; k < keys.length; k++) readField(ctx, input, keys[k] as string, names, values);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  ctx.bytesBound += FIELD_BYTES * (count + 1);
  return values;
}

/** Reads element `index` of the array being walked; `FIELD_UNREADABLE` (and {@link _UNREADABLE}) when that throws. @internal */
export function _readElement(ctx: _Context, array: readonly unknown[], index: number): unknown {
  try {
    return array[index];
  } catch {
    ctx.reportField('FIELD_UNREADABLE', index);
    return _UNREADABLE;
  }
}

/**
 * Arrays longer than this (never a body a host would accept) are reported as too long but
 * their elements are not inspected, so the work stays bounded on hostile input.
 *
 * @internal
 */
export const _MAX_INSPECTED_ELEMENTS = 1_000_000;

/**
 * How many elements of `array` to inspect: all of them, or none past
 * {@link _MAX_INSPECTED_ELEMENTS} (then the walk cannot bound the size of the JSON).
 *
 * @internal
 */
export function _inspectedLength(ctx: _Context, array: readonly unknown[]): number {
  if (array.length <= _MAX_INSPECTED_ELEMENTS) return array.length;
  ctx.bytesBound = Infinity;
  return 0;
}
