import * as v from 'valibot';
import type { ErrorCode } from '../catalogue/catalogue';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import { _inspectable, _ofType, _read, _readable, type _Record } from './json';

// valibot cannot say "an object of exactly these fields, every unknown key reported" on its own:
// `v.strictObject` reports only the first unknown key and `v.objectWithRest` silently skips the
// keys `__proto__`, `constructor` and `prototype`; a key whose value is `undefined` would reach
// its field schema; inherited properties count as present (`key in input`); and an array passes
// as an object. And in a `v.pipe`, once an action has reported an issue no later schema runs, so
// "report the unknown keys, then still validate the fields" cannot be one pipe either. Hence
// `_strictObject`: after the JSON type check, the object's present fields are read once, and
// `v.intersect` runs three schemas on them and joins their issues: its unknown keys, its rules
// over several fields, and its fields.

/** Set on a snapshot when the keys of the object could not be listed (a proxy trap threw). */
const KEYS_UNREADABLE = Symbol('keys unreadable');

/**
 * The present fields of `input` (own, enumerable, not `undefined`) in input order, read once,
 * on an object without prototype (so `__proto__` is an ordinary key and nothing is inherited).
 */
function snapshot(input: _Record): _Record {
  const fields: _Record = Object.create(null);
  let keys: string[];
  try {
    Object.getPrototypeOf(input); // as the core, which asks first whether for...in sees own keys only
    keys = Object.keys(input);
  } catch {
    (fields as Record<symbol, unknown>)[KEYS_UNREADABLE] = true;
    return fields;
  }
  for (const key of keys) {
    const value = _read(input, key);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** The object itself, for rules over several of its fields (never fails: its type is checked first). @internal */
export function _record() {
  return _ofType(_isRecord, 'an object');
}

/**
 * The fields of an object, in documented order (the canonical output's key order). Its message
 * is only ever used for a missing required field: `_strictObject` checks the type before. Each
 * field is `_readable`, which changes no type (hence the cast).
 *
 * @internal
 */
export function _fields<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const readable: v.ObjectEntries = {};
  for (const [key, schema] of Object.entries(entries)) readable[key] = readableEntry(schema);
  return v.object(readable as TEntries, 'FIELD_REQUIRED');
}

/** `_readable(schema)`, inside its `v.exactOptional` if it has one (`v.object` reads that to know a field is optional). */
function readableEntry(schema: v.ObjectEntries[string]): v.ObjectEntries[string] {
  if (schema.type !== 'exact_optional') return _readable(schema);
  return v.exactOptional(_readable((schema as v.ExactOptionalSchema<v.GenericSchema, undefined>).wrapped));
}

/** The fields schema `_strictObject` wraps: `_fields(...)`, possibly piped into rules on its typed output. @internal */
export type _FieldsSchema = v.GenericSchema<_Record, object> & { readonly entries: v.ObjectEntries };

/** Options of {@link _strictObject}. @internal */
export interface _StrictObjectOptions {
  /** Rules over several fields, judged on the present fields (presence, not validity). */
  readonly rules?: v.GenericSchema<_Record, unknown>;
  /** Present fields left unvalidated because a rule already refuses their presence. */
  readonly unchecked?: (fields: _Record) => readonly string[];
  /** The code when the value is not an object. @defaultValue `'FIELD_INVALID_TYPE'` */
  readonly notObject?: ErrorCode;
}

/** Runs `schema` for its issues only; its output is an empty object, so `v.intersect` keeps the fields' output. */
function issuesOnly(schema: v.GenericSchema<_Record, unknown>) {
  return v.pipe(schema, v.transform((): object => ({})));
}

/** `UNKNOWN_FIELD` at every present key that is not a documented field, in input order; `FIELD_UNREADABLE` too when its read threw. */
function unknownKeys(known: readonly string[]) {
  return v.rawCheck<_Record>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fields = dataset.value;
    if ((fields as Record<symbol, unknown>)[KEYS_UNREADABLE] === true) addIssue({ message: 'FIELD_UNREADABLE' });
    for (const key of Object.keys(fields)) {
      if (known.includes(key)) continue;
      const value = fields[key];
      const path: [v.ObjectPathItem] = [{ type: 'object', origin: 'key', input: fields, key, value }];
      if (value === _UNREADABLE) addIssue({ message: 'FIELD_UNREADABLE', path });
      addIssue({ message: 'UNKNOWN_FIELD', path: [...path] });
    }
  });
}

/** `fields` without the keys `unchecked` lists (a value whose read threw is kept: it is still FIELD_UNREADABLE). */
function omit(fields: _Record, unchecked: readonly string[]): _Record {
  if (unchecked.length === 0) return fields;
  const kept: _Record = Object.create(null);
  for (const key of Object.keys(fields)) {
    if (!unchecked.includes(key) || fields[key] === _UNREADABLE) kept[key] = fields[key];
  }
  return kept;
}

/**
 * A JSON object of exactly the given fields: `notObject` unless it is a non-null, non-array
 * object; `UNKNOWN_FIELD` at every other present key; its `rules`; then its fields
 * (`FIELD_REQUIRED` at a missing one). A key whose value is `undefined` is absent.
 *
 * @internal
 */
export function _strictObject<TFields extends _FieldsSchema>(
  fields: TFields,
  options: _StrictObjectOptions = {},
): v.GenericSchema<unknown, v.InferOutput<TFields>> {
  const known = Object.keys(fields.entries);
  const { rules, unchecked, notObject = 'FIELD_INVALID_TYPE' } = options;
  return v.pipe(
    v.unknown(),
    v.transform(_inspectable),
    _ofType(_isRecord, 'an object', notObject),
    v.transform(snapshot),
    v.intersect([
      issuesOnly(v.pipe(_record(), unknownKeys(known))),
      issuesOnly(rules ?? _record()),
      unchecked === undefined ? fields : v.pipe(_record(), v.transform((input) => omit(input, unchecked(input))), fields),
    ]),
  );
}
