import type { _Context } from './context';

/** Worst-case JSON bytes of one key with its punctuation and a number value; strings add 6 a unit. */
const FIELD_BYTES = 64;

/** Stands for a value whose read threw: already reported, so never reported again. @internal */
export const _UNREADABLE: unique symbol = Symbol('unreadable');

/** True for a non-null, non-array object. @internal */
export function _isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the own enumerable fields of `input` that `names` lists, by position; a value of
 * `undefined` counts as absent. Every other key is an `UNKNOWN_FIELD` (input order), and a
 * value that throws when read is `FIELD_UNREADABLE` and reads as {@link _UNREADABLE}.
 *
 * @internal
 */
export function _readFields(
  ctx: _Context,
  input: Record<string, unknown>,
  path: string,
  names: readonly string[],
): unknown[] {
  const values: unknown[] = new Array(names.length);
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch {
    ctx.report('FIELD_UNREADABLE', path);
    return values;
  }
  ctx.bytesBound += FIELD_BYTES * (keys.length + 1);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    let value: unknown;
    try {
      value = input[key];
    } catch {
      ctx.reportField('FIELD_UNREADABLE', path, key);
      value = _UNREADABLE;
    }
    const slot = names.indexOf(key);
    if (slot >= 0) values[slot] = value;
    else if (value !== undefined) ctx.reportField('UNKNOWN_FIELD', path, key);
  }
  return values;
}

/** Reads element `index` of `array`; `FIELD_UNREADABLE` (and {@link _UNREADABLE}) when that throws. @internal */
export function _readElement(ctx: _Context, array: readonly unknown[], index: number, path: string): unknown {
  try {
    return array[index];
  } catch {
    ctx.report('FIELD_UNREADABLE', `${path}[${index}]`);
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
