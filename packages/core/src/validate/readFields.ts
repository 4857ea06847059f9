import { _UNREADABLE } from '../rules/json/jsonValue';
import type { _Context } from './context';

// Reading an object's fields means: its own enumerable keys, in input order; the value of each
// key the object's list of fields names goes to that field's place (`undefined` reads as
// absent); any other key with a value is an `UNKNOWN_FIELD`; a value that throws when read is
// `FIELD_UNREADABLE` and reads as {@link _UNREADABLE}; keys that cannot be listed at all are
// `FIELD_UNREADABLE` at the object. The readers of `./fieldReaders` (one per object of the
// request, generated from the field table) do it with `for...in` on a JSON-like object and call
// {@link _readOwnKeys} for any other; these are the pieces they share.

/** Worst-case JSON bytes of one key with its punctuation and a number value; strings add 6 a unit. */
const FIELD_BYTES = 64;

/**
 * True when `for...in` over `input` yields exactly its own enumerable keys: a JSON-like
 * object whose prototype (Object.prototype, unpolluted, or none) adds nothing enumerable.
 *
 * @internal
 */
export function _forInIsOwn(ctx: _Context, input: object): boolean {
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || (prototype === Object.prototype && ctx.settings.forInSeesOwnKeysOnly);
}

/** The value of `key`, or {@link _UNREADABLE} (reported at the key) when reading it throws. @internal */
export function _readKey(ctx: _Context, input: Record<string, unknown>, key: string): unknown {
  try {
    return input[key];
  } catch {
    ctx.reportField('FIELD_UNREADABLE', key);
    return _UNREADABLE;
  }
}

/** Reports `key`, which the object's fields do not name, as an `UNKNOWN_FIELD` when it has a value. @internal */
export function _unknownKey(ctx: _Context, key: string, value: unknown): void {
  if (value !== undefined) ctx.reportField('UNKNOWN_FIELD', key);
}

/** Adds the worst-case JSON bytes of an object of `count` keys to the walk's bound. @internal */
export function _countKeys(ctx: _Context, count: number): void {
  ctx.bytesBound += FIELD_BYTES * (count + 1);
}

/**
 * Reads the fields `names` of an object `for...in` cannot read alone (see {@link _forInIsOwn}),
 * by position, from the key array of `Object.keys`.
 *
 * @internal
 */
export function _readOwnKeys(ctx: _Context, input: Record<string, unknown>, names: readonly string[]): unknown[] {
  const values: unknown[] = new Array(names.length);
  let count = 0;
  try {
    const keys = Object.keys(input);
    count = keys.length;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      const value = _readKey(ctx, input, key);
      const slot = names.indexOf(key);
      if (slot >= 0) values[slot] = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
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
 * How many of a list's `length` elements to inspect: all of them, or none past
 * {@link _MAX_INSPECTED_ELEMENTS} (then the walk cannot bound the size of the JSON).
 *
 * @internal
 */
export function _inspectedLength(ctx: _Context, length: number): number {
  if (length <= _MAX_INSPECTED_ELEMENTS) return length;
  ctx.bytesBound = Infinity;
  return 0;
}
