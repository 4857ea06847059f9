import type { ErrorCode } from '../catalogue/catalogue';
import type { ExpectedType } from '../catalogue/issue';
import type { _Field } from '../fields/field';
import { _arrayLength, _isArray, _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import { _exceedsCodePoints } from '../rules/strings/codePointLength';
import { _isWellFormed } from '../rules/strings/isWellFormed';
import type { _Context } from './context';

/** Worst-case JSON bytes of one UTF-16 unit of a string (a `\u001f` escape). */
const UNIT_BYTES = 6;

/**
 * Checks the presence and JSON type of field `key` at `path`: `FIELD_REQUIRED` when a
 * required field is absent, `FIELD_INVALID_TYPE` when `isType` fails. Returns whether the
 * value is present and of its type.
 */
function present(
  ctx: _Context,
  value: unknown,
  key: string,
  required: boolean,
  isType: boolean,
  expected: ExpectedType,
): boolean {
  if (value === undefined) {
    if (required) ctx.reportField('FIELD_REQUIRED', key);
    return false;
  }
  if (isType) return true;
  if (value !== _UNREADABLE) ctx.reportField('FIELD_INVALID_TYPE', key, expected);
  return false;
}

/**
 * A string field as the field table states it (`field`): present if required, non-empty,
 * well-formed UTF-16, and within its length limit if it has one. Returns the string when it is
 * present and a string, even if it broke a rule, except when it is not well-formed: a string
 * with a lone surrogate is not text, so the field's own rules (URL, number, date) never judge it.
 *
 * @internal
 */
export function _stringField(ctx: _Context, value: unknown, key: string, field: _Field): string | undefined {
  if (!present(ctx, value, key, field.required, typeof value === 'string', 'a string')) return undefined;
  const text = value as string;
  ctx.bytesBound += UNIT_BYTES * text.length;
  const limit = field.maxChars;
  if (text.length === 0) ctx.reportField('FIELD_EMPTY', key);
  else if (!_isWellFormed(text)) {
    ctx.reportField('STRING_NOT_WELL_FORMED', key);
    return undefined;
  } else if (limit !== undefined && _exceedsCodePoints(text, limit.max)) ctx.reportField(limit.tooLong, key);
  return text;
}

/** An enum field: one of `members` exactly (else `invalid`). Returns the member, or undefined. @internal */
export function _enumField<T extends string>(
  ctx: _Context,
  value: unknown,
  key: string,
  field: _Field,
  members: readonly T[],
  invalid: ErrorCode,
): T | undefined {
  if (!present(ctx, value, key, field.required, typeof value === 'string', 'a string')) return undefined;
  ctx.bytesBound += UNIT_BYTES * (value as string).length;
  if (members.includes(value as T)) return value as T;
  ctx.reportField(invalid, key);
  return undefined;
}

/** A number field: a finite JSON number within [min, max] (else `outOfRange`). @internal */
export function _numberField(
  ctx: _Context,
  value: unknown,
  key: string,
  min: number,
  max: number,
  outOfRange: ErrorCode,
): number | undefined {
  const isFinite = typeof value === 'number' && Number.isFinite(value);
  if (!present(ctx, value, key, true, isFinite, 'a finite number')) return undefined;
  const number = value as number;
  if (number < min || number > max) ctx.reportField(outOfRange, key);
  return number;
}

/** An object field. Returns the object when present and an object. @internal */
export function _recordField(
  ctx: _Context,
  value: unknown,
  key: string,
  field: _Field,
): Record<string, unknown> | undefined {
  return present(ctx, value, key, field.required, _isRecord(value), 'an object')
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * An array field: the number of its elements when present and an array, else -1. An array
 * whose length cannot be read (see {@link _arrayLength}) is `FIELD_UNREADABLE` at the field, and
 * -1. `length`, when given, is that length already read once by the caller.
 *
 * @internal
 */
export function _arrayField(
  ctx: _Context,
  value: unknown,
  key: string,
  field: _Field,
  length?: number,
): number {
  if (!present(ctx, value, key, field.required, _isArray(value), 'an array')) return -1;
  const count = length ?? _arrayLength(value as readonly unknown[]);
  if (count < 0) ctx.reportField('FIELD_UNREADABLE', key);
  return count;
}
