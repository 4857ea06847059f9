// Plain-data helpers for the JSON Schema documents the generator builds.
import { isDeepStrictEqual } from 'node:util';

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A JSON Schema object (any keyword; the generator writes 2020-12 and OpenAPI 3.1). */
export type Schema = { [keyword: string]: Json };

/** True for a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose fragments are kept side by side in `allOf` instead of merged key by key. */
const COMBINATORS = ['if', 'then', 'else', 'anyOf', 'oneOf', 'not', 'allOf'];

/** True when a fragment holds a combinator (it then joins `allOf` as a whole). */
function hasCombinator(schema: Schema): boolean {
  return COMBINATORS.some((keyword) => keyword in schema);
}

/** `list` with `item` appended unless an equal item is already there. */
function withItem(list: Json[], item: Json): Json[] {
  return list.some((existing) => isDeepStrictEqual(existing, item)) ? list : [...list, item];
}

/**
 * Both schemas at once: the keywords of `b` added to `a`. Bounds keep the stricter value,
 * `required` is a union, `properties` merge by property, `$comment`s are joined, and a
 * fragment with a combinator (`if`, `anyOf`, ...) joins `allOf`. Throws on a real conflict
 * (two different types, patterns or enums), which the generator must never produce.
 */
export function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a };
  for (const [keyword, value] of Object.entries(b)) {
    const current = out[keyword];
    if (keyword === 'allOf' && Array.isArray(value)) {
      out['allOf'] = value.reduce<Json[]>(withItem, Array.isArray(current) ? current : []);
    } else if (current === undefined) {
      out[keyword] = value;
    } else if (isDeepStrictEqual(current, value)) {
      continue;
    } else if (keyword === 'properties' && isObject(current) && isObject(value)) {
      const properties: Schema = { ...current };
      for (const [name, schema] of Object.entries(value)) {
        const existing = properties[name];
        properties[name] = isObject(existing) && isObject(schema) ? merge(existing, schema) : schema;
      }
      out[keyword] = properties;
    } else if (keyword === 'required' && Array.isArray(current) && Array.isArray(value)) {
      out[keyword] = [...new Set([...current, ...value].map(String))];
    } else if (keyword === '$comment') {
      out[keyword] = `${String(current)} ${String(value)}`;
    } else if (['minItems', 'minLength', 'minimum'].includes(keyword)) {
      out[keyword] = Math.max(Number(current), Number(value));
    } else if (['maxItems', 'maxLength', 'maximum'].includes(keyword)) {
      out[keyword] = Math.min(Number(current), Number(value));
    } else {
      throw new Error(`Conflicting "${keyword}": ${JSON.stringify(current)} and ${JSON.stringify(value)}`);
    }
  }
  return out;
}

/** `fragment` merged into `schema`; a fragment with a combinator is added to `allOf` whole. */
export function addFragment(schema: Schema, fragment: Schema): Schema {
  return hasCombinator(fragment) ? merge(schema, { allOf: [fragment] }) : merge(schema, fragment);
}

/** Keywords whose value maps names to subschemas (not itself a subschema). */
const SCHEMA_MAPS = ['properties', '$defs', 'patternProperties', 'dependentSchemas'];

/** Keywords whose value is data, never a subschema (and every `x-` extension). */
const DATA = ['enum', 'const', 'examples', 'required', 'default', 'dependentRequired'];

/** True when the value of `keyword` is data, never a subschema. */
function isData(keyword: string): boolean {
  return DATA.includes(keyword) || keyword.startsWith('x-');
}

/** Every subschema of `schema` (itself first), depth-first, with its JSON Pointer. */
export function* walk(schema: Json, pointer = ''): Generator<[Schema, string]> {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* walk(item, `${pointer}/${index}`);
    return;
  }
  if (!isObject(schema)) return;
  yield [schema, pointer];
  for (const [key, value] of Object.entries(schema)) {
    if (isData(key)) continue;
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) yield* walk(sub, `${pointer}/${key}/${name}`);
    } else yield* walk(value, `${pointer}/${key}`);
  }
}

/** `schema` rebuilt bottom-up, each subschema replaced by `visit(subschema)` (after its children). */
export function mapSchema(schema: Json, visit: (node: Schema) => Schema): Json {
  if (Array.isArray(schema)) return schema.map((item) => mapSchema(item, visit));
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isData(key)) out[key] = value;
    else if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, mapSchema(sub, visit)]));
    } else out[key] = mapSchema(value, visit);
  }
  return visit(out);
}

/** Two-space JSON with a final newline: the committed format of every generated .json file. */
export function toJsonText(value: Json): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
