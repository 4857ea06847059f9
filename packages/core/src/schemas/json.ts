import * as v from 'valibot';
import type { ErrorCode } from '../catalogue/catalogue';
import type { ExpectedType } from '../catalogue/issue';
import { _UNREADABLE } from '../rules/json/jsonValue';

// What the schemas read of a JSON value: its type, and which fields of an object are present.
// Every read is guarded, so a getter or proxy trap that throws is reported as
// FIELD_UNREADABLE at its path (as the core does) instead of escaping from `safeParse`.

/** A JSON object as read from the input. @internal */
export type _Record = Record<string, unknown>;

/** Stands for a revoked proxy, which no operation can inspect: a value of the wrong type everywhere. @internal */
const _REVOKED: unique symbol = Symbol('revoked proxy');

/**
 * `value`, or {@link _REVOKED} for a revoked proxy (valibot would throw describing it in an
 * issue, and it is of no JSON type).
 *
 * @internal
 */
export function _inspectable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  try {
    Array.isArray(value);
    return value;
  } catch {
    return _REVOKED;
  }
}

/** `holder[key]` (see {@link _inspectable}), or {@link _UNREADABLE} when reading it throws. @internal */
export function _read(holder: object, key: string | number): unknown {
  let value: unknown;
  try {
    value = (holder as Record<string | number, unknown>)[key];
  } catch {
    return _UNREADABLE;
  }
  return _inspectable(value);
}

/** True when `key` is a present field of `input`: own, enumerable, and not `undefined` (false when that cannot be told). @internal */
export function _has(input: _Record, key: string): boolean {
  try {
    return Object.prototype.propertyIsEnumerable.call(input, key) && _read(input, key) !== undefined;
  } catch {
    return false;
  }
}

/** How many of `keys` are present fields of `input`, valid or not. @internal */
export function _countPresent(input: _Record, keys: readonly string[]): number {
  let count = 0;
  for (const key of keys) if (_has(input, key)) count++;
  return count;
}

/**
 * A check of the JSON type of a value: `code` (by default `FIELD_INVALID_TYPE`) unless `is`
 * holds, its issue's `expected` being the type it expected, so that `toIssues` describes it
 * as the core does ("Expected a string.").
 *
 * @internal
 */
export function _ofType<TOutput>(is: (input: unknown) => input is TOutput, expected: ExpectedType, code: ErrorCode = 'FIELD_INVALID_TYPE') {
  // valibot writes the schema's `expects` into each issue's `expected`.
  return Object.assign(v.custom<TOutput>(is, code), { expects: expected }) as unknown as v.CustomSchema<TOutput, ErrorCode>;
}

/** The schema of a value whose read threw. */
const unreadable = v.custom<never>(() => false, 'FIELD_UNREADABLE');

/**
 * `schema`, except that a value whose read threw ({@link _UNREADABLE}) is `FIELD_UNREADABLE`
 * and nothing else. For every other value it is `schema` itself, hence its unchanged type.
 *
 * @internal
 */
export function _readable<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.lazy((input) => (input === _UNREADABLE ? unreadable : schema)) as unknown as TSchema;
}
