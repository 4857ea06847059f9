import type { RbmFieldViolation, RbmViolationReason } from './reasons';

/** The violations found so far, and how to add one. @internal */
export interface _Check {
  /** Violations in document order. */
  readonly violations: RbmFieldViolation[];
}

/** A plain JSON object as the checker reads it. @internal */
export type _Json = Record<string, unknown>;

/** Arrays longer than this are reported without checking their elements (bounded work). */
const ELEMENTS_CHECKED_MAX = 1_000;

/** The path of a field inside `path`. @internal */
export const _at = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);

/** Records one violation. @internal */
export function _violate(check: _Check, field: string, reason: RbmViolationReason, description: string): void {
  check.violations.push({ field, reason, description });
}

/** True when the value is present: proto3 JSON reads null as absent. @internal */
export const _present = (value: unknown): boolean => value !== undefined && value !== null;

/** The value as an object whose keys are all in `known` (else UNKNOWN_FIELD each), or undefined (FIELD_INVALID_TYPE). @internal */
export function _object(check: _Check, value: unknown, path: string, known: readonly string[]): _Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    _violate(check, path, 'FIELD_INVALID_TYPE', `${path} must be an object.`);
    return undefined;
  }
  const json = value as _Json;
  for (const key of Object.keys(json)) if (!known.includes(key)) _violate(check, _at(path, key), 'UNKNOWN_FIELD', `Unknown field ${key}.`);
  return json;
}

/** The number of Unicode code points of `text`. */
function codePoints(text: string): number {
  let points = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    points++;
  }
  return points;
}

/** Settings of one string field. @internal */
export interface _StringRule {
  /** Absent is FIELD_REQUIRED. */
  readonly required?: boolean;
  /** Most code points. */
  readonly max?: number;
}

/** Checks a string field of `json`; returns it when it is a string. @internal */
export function _string(check: _Check, json: _Json, key: string, path: string, rule: _StringRule = {}): string | undefined {
  const value = json[key];
  const field = _at(path, key);
  if (!_present(value)) {
    if (rule.required === true) _violate(check, field, 'FIELD_REQUIRED', `${field} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') {
    _violate(check, field, 'FIELD_INVALID_TYPE', `${field} must be a string.`);
    return undefined;
  }
  if (rule.max !== undefined && value.length > rule.max && codePoints(value) > rule.max)
    _violate(check, field, 'TOO_LONG', `${field} must be at most ${rule.max} characters.`);
  return value;
}

/** Checks an enum field of `json` against its named values. @internal */
export function _enum(check: _Check, json: _Json, key: string, path: string, values: readonly string[], required = false): string | undefined {
  const value = _string(check, json, key, path, { required });
  if (value === undefined) return undefined;
  if (!values.includes(value)) _violate(check, _at(path, key), 'VALUE_INVALID', `${_at(path, key)} must be one of ${values.join(', ')}.`);
  return value;
}

/** Checks an array field of `json` and each element it may inspect; returns the element count. @internal */
export function _array(check: _Check, json: _Json, key: string, path: string, max: number, element: (value: unknown, path: string) => void): number {
  const value = json[key];
  const field = _at(path, key);
  if (!_present(value)) return 0;
  if (!Array.isArray(value)) {
    _violate(check, field, 'FIELD_INVALID_TYPE', `${field} must be an array.`);
    return 0;
  }
  if (value.length > max) _violate(check, field, 'TOO_MANY', `${field} must have at most ${max} elements.`);
  if (value.length <= ELEMENTS_CHECKED_MAX) value.forEach((child, index) => element(child, _at(field, index)));
  return value.length;
}

/** Checks that exactly one (or, unless `required`, at most one) of `keys` is present; returns the present ones. @internal */
export function _oneOf(check: _Check, json: _Json, keys: readonly string[], path: string, required = true): string[] {
  const present = keys.filter((key) => _present(json[key]));
  if (present.length > 1 || (required && present.length === 0)) {
    const what = required ? 'exactly one' : 'at most one';
    _violate(check, path, 'ONE_OF_VIOLATED', `${path === '' ? 'The body' : path} must contain ${what} of ${keys.join(', ')}.`);
  }
  return present;
}
