import * as v from 'valibot';
import type { ErrorCode } from '../catalogue/catalogue';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import { _arrayLength, _isArray } from '../rules/json/jsonValue';
import { _isWellFormed } from '../rules/strings/isWellFormed';
import { _MAX_INSPECTED_ELEMENTS } from '../validate/readFields';
import type { _Field } from '../fields/field';
import { _inspectable, _ofType, _read, _readable } from './json';

// The schemas of single field values. Each reports at most one of FIELD_INVALID_TYPE,
// FIELD_EMPTY and STRING_NOT_WELL_FORMED, and a value refused by one is not judged by the field's later rules: those
// steps are schemas (`v.string`, `v.custom`), whose issue leaves the value untyped, and every
// later rule is an action that runs only on a typed value. The rules after them are
// independent of one another (a thumbnailUrl can be both too long and not https).

/** A string, then not empty, then well-formed: `FIELD_INVALID_TYPE`, `FIELD_EMPTY`, then `STRING_NOT_WELL_FORMED`. @internal */
export function _nonEmptyString() {
  return v.pipe(
    v.string('FIELD_INVALID_TYPE'),
    // Schemas, not `v.nonEmpty`: the empty string is left untyped, so no later rule runs on it.
    v.custom<string>((input) => input !== '', 'FIELD_EMPTY'),
    v.custom<string>((input) => typeof input === 'string' && _isWellFormed(input), 'STRING_NOT_WELL_FORMED'),
  );
}

/**
 * A string field as the field table states it: non-empty, and of at most its limit of
 * Unicode code points (else its code) when it has one.
 *
 * @internal
 */
export function _text(field: _Field): v.GenericSchema<unknown, string> {
  const limit = field.maxChars;
  return limit === undefined ? _nonEmptyString() : v.pipe(_nonEmptyString(), v.maxCodePoints(limit.max, limit.tooLong));
}

/** A string that is exactly one of `members` (else `invalid`, the empty string included). @internal */
export function _enum<const TMembers extends readonly string[]>(members: TMembers, invalid: ErrorCode) {
  return v.pipe(v.string('FIELD_INVALID_TYPE'), v.picklist(members, invalid));
}

/** A finite JSON number (else `FIELD_INVALID_TYPE`) within [min, max] (else `outOfRange`). @internal */
export function _numberIn(min: number, max: number, outOfRange: ErrorCode) {
  return v.pipe(
    v.number('FIELD_INVALID_TYPE'),
    // A schema, not `v.finite`: an infinity is a wrong type, never also out of range.
    _ofType((input): input is number => Number.isFinite(input), 'a finite number'),
    v.minValue(min, outOfRange),
    v.maxValue(max, outOfRange),
  );
}

/** True iff `input` is an RFC 3339 date-time (contract): seconds, an offset, a real date. @internal */
function _isDateTime(input: string): boolean {
  return !Number.isNaN(_parseDateTime(input));
}

/** A non-empty RFC 3339 date-time string (else `DATETIME_INVALID`), kept as written. @internal */
export function _dateTime(field: _Field) {
  return v.pipe(_text(field), v.check(_isDateTime, 'DATETIME_INVALID'));
}

/** Bounds of a list's length and the codes they are reported with, at the list's path. @internal */
export type _ListBounds = {
  /** Most elements, and the code when there are more. */
  readonly max: number;
  readonly tooMany: ErrorCode;
} & (
  | { readonly min?: undefined }
  | {
      /** Fewest elements, and the code when there are fewer. */
      readonly min: number;
      readonly tooFew: ErrorCode;
    }
);

/**
 * An array (else `FIELD_INVALID_TYPE`) whose every element is validated, and whose length is
 * judged even when elements have issues. An array over the core's inspection bound is only
 * reported as too many: its elements are never walked.
 *
 * @internal
 */
export function _list<TItem extends v.GenericSchema>(item: TItem, bounds: _ListBounds): v.GenericSchema<unknown, v.InferOutput<TItem>[]> {
  return v.pipe(
    v.unknown(),
    v.transform(_inspectable),
    _ofType(_isArray, 'an array'),
    // The length read once: a proxy may answer each read differently.
    v.transform((list) => ({ list, length: _arrayLength(list) })),
    // An issue here stops the pipe before `v.array`: the elements are not walked. A length no
    // array can have (a proxy's) is FIELD_UNREADABLE, and then not too many.
    v.check(({ length }) => length >= 0, 'FIELD_UNREADABLE'),
    v.check(({ length }) => length <= _MAX_INSPECTED_ELEMENTS, bounds.tooMany),
    // Each element read once: one whose read throws is FIELD_UNREADABLE at its index.
    v.transform(({ list, length }) => Array.from({ length }, (_, index) => _read(list, index))),
    v.array(_readable(item), 'FIELD_INVALID_TYPE'),
    // A rawCheck, not `v.maxLength`/`v.minLength`: those run only on a typed array, and an
    // element of the wrong type leaves it untyped. `v.array` keeps one output per element.
    // The list's own rule goes before its elements' issues (the order of issues), so it is
    // moved to the front of the issues found in this list.
    v.rawCheck<unknown[]>(({ dataset, addIssue }) => {
      if (!_isArray(dataset.value)) return;
      const { length } = dataset.value;
      let code: ErrorCode | undefined;
      if (length > bounds.max) code = bounds.tooMany;
      else if (bounds.min !== undefined && length < bounds.min) code = bounds.tooFew;
      if (code === undefined) return;
      addIssue({ message: code });
      const issues = dataset.issues as unknown[];
      issues.unshift(issues.pop());
    }),
  );
}
