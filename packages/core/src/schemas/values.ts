import * as v from 'valibot';
import type { ErrorCode } from '../catalogue/catalogue';
import { _isLaterThanEpochMs } from '../rules/datetime/isLaterDateTime';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import { _MAX_INSPECTED_ELEMENTS } from '../validate/readFields';
import { _isArray } from '../rules/json/jsonValue';
import { _inspectable, _read, _readable } from './json';

// The schemas of single field values. Each reports at most one of FIELD_INVALID_TYPE and
// FIELD_EMPTY, and a value refused by either is not judged by the field's later rules: those
// steps are schemas (`v.string`, `v.custom`), whose issue leaves the value untyped, and every
// later rule is an action that runs only on a typed value. The rules after them are
// independent of one another (a thumbnailUrl can be both too long and not https).

/** A string, then not empty: `FIELD_INVALID_TYPE`, then `FIELD_EMPTY`. @internal */
export function _nonEmptyString() {
  return v.pipe(
    v.string('FIELD_INVALID_TYPE'),
    // A schema, not `v.nonEmpty`: the empty string is left untyped, so no later rule runs on it.
    v.custom<string>((input) => input !== '', 'FIELD_EMPTY'),
  );
}

/** A non-empty string of at most `max` Unicode code points (else `tooLong`). @internal */
export function _text(max: number, tooLong: ErrorCode) {
  return v.pipe(_nonEmptyString(), v.maxCodePoints(max, tooLong));
}

/**
 * The canonical form `canonical` gives a string (a shared rule of both validators), or
 * `invalid` when it gives none.
 *
 * @internal
 */
export function _canonical<TOutput extends string>(canonical: (value: string) => TOutput | undefined, invalid: ErrorCode) {
  return v.rawTransform<string, TOutput>(({ dataset, addIssue, NEVER }) => {
    const value = canonical(dataset.value);
    if (value !== undefined) return value;
    addIssue({ message: invalid });
    return NEVER;
  });
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
    v.custom<number>((input) => Number.isFinite(input), 'FIELD_INVALID_TYPE'),
    v.minValue(min, outOfRange),
    v.maxValue(max, outOfRange),
  );
}

/** The clock a date-time must be strictly later than, and the code when it is not. @internal */
export interface _LaterThan {
  /** The clock, in whole epoch milliseconds, read at each parse. */
  readonly nowMs: () => number;
  /** The code when the date-time is not strictly later than the clock. */
  readonly notLater: ErrorCode;
}

/**
 * A non-empty RFC 3339 date-time string (else `DATETIME_INVALID`), kept as written; with
 * `later`, also strictly later than its clock (else `later.notLater`). Parsed once.
 *
 * @internal
 */
export function _dateTime(later?: _LaterThan) {
  return v.pipe(
    _nonEmptyString(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const ms = _parseDateTime(dataset.value);
      if (Number.isNaN(ms)) addIssue({ message: 'DATETIME_INVALID' });
      else if (later !== undefined && !_isLaterThanEpochMs(dataset.value, ms, later.nowMs())) addIssue({ message: later.notLater });
    }),
  );
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
    v.custom<readonly unknown[]>(_isArray, 'FIELD_INVALID_TYPE'),
    // An issue here stops the pipe before `v.array`: the elements are not walked.
    v.check((input) => input.length <= _MAX_INSPECTED_ELEMENTS, bounds.tooMany),
    // Each element read once: one whose read throws is FIELD_UNREADABLE at its index.
    v.transform((input) => Array.from({ length: input.length }, (_, index) => _read(input, index))),
    v.array(_readable(item), 'FIELD_INVALID_TYPE'),
    // A rawCheck, not `v.maxLength`/`v.minLength`: those run only on a typed array, and an
    // element of the wrong type leaves it untyped. `v.array` keeps one output per element.
    v.rawCheck<unknown[]>(({ dataset, addIssue }) => {
      if (!_isArray(dataset.value)) return;
      const { length } = dataset.value;
      if (length > bounds.max) addIssue({ message: bounds.tooMany });
      if (bounds.min !== undefined && length < bounds.min) addIssue({ message: bounds.tooFew });
    }),
  );
}
