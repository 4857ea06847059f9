// Turns the converter's raw output into the committed shape: "exactly one of" as a `oneOf` of
// one-key branches (what client generators turn into unions), no redundant keywords, and a
// stable keyword order.
import { isDeepStrictEqual } from 'node:util';
import { isObject, mapSchema, type Json, type Schema } from './json';

/** The order keywords are written in; any other keyword follows, in its own order. */
const KEYWORD_ORDER = [
  '$schema', '$id', 'title', 'description', '$comment', '$ref', 'type', 'format', 'pattern', 'enum', 'const',
  'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'items', 'properties', 'required',
  'additionalProperties', 'oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'examples', '$defs',
];

/** `schema` with its keywords in {@link KEYWORD_ORDER}. */
function ordered(schema: Schema): Schema {
  const rank = (keyword: string): number => {
    const index = KEYWORD_ORDER.indexOf(keyword);
    return index < 0 ? KEYWORD_ORDER.length : index;
  };
  return Object.fromEntries(Object.entries(schema).sort(([a], [b]) => rank(a) - rank(b)));
}

/** An `allOf` member that only repeats the type and nests another `allOf`: its members instead. */
function flatAllOf(node: Schema): Json[] {
  const members = Array.isArray(node['allOf']) ? node['allOf'] : [];
  return members.flatMap((member) => {
    if (!isObject(member) || !Array.isArray(member['allOf'])) return [member];
    const { allOf, type, ...rest } = member;
    const sameType = type === undefined || isDeepStrictEqual(type, node['type']);
    return sameType && Object.keys(rest).length === 0 ? (allOf as Json[]) : [member];
  });
}

/** One subschema without what is redundant: empty `required`, `minLength` beside an `enum`, nested or single `allOf`. */
function tidy(node: Schema): Schema {
  const out: Schema = { ...node };
  if (Array.isArray(out['required']) && out['required'].length === 0) delete out['required'];
  if (Array.isArray(out['enum']) && out['minLength'] === 1) delete out['minLength'];
  if ('allOf' in out) {
    const members = flatAllOf(out);
    delete out['allOf'];
    const [only] = members;
    if (members.length === 1 && isObject(only) && Object.keys(only).every((keyword) => !(keyword in out))) Object.assign(out, only);
    else if (members.length > 0) out['allOf'] = members;
  }
  return ordered(out);
}

/** Every subschema of `schema` tidied and in keyword order. */
export function tidySchema(schema: Json): Json {
  return mapSchema(schema, tidy);
}

/** How to document each branch of an "exactly one of" split: by the key that selects it. */
export type BranchDocumenter = (key: string, branch: Schema) => Schema;

/**
 * An object whose rule is "exactly one of these keys" (`x-exactlyOne`, with `x-onlyBeside`
 * naming keys allowed only beside one of them) as a `oneOf` of closed one-key branches.
 */
export function splitExactlyOne(node: Schema, documentBranch: BranchDocumenter = (_key, branch) => branch): Schema {
  const { 'x-exactlyOne': marker, 'x-onlyBeside': beside = {}, type, properties, required, additionalProperties, ...rest } = node;
  if (marker === undefined) return node;
  if (!isObject(properties) || !isObject(beside) || additionalProperties !== false || type !== 'object') {
    throw new Error('x-exactlyOne on something other than a closed object');
  }
  if (Array.isArray(required) && required.length > 0) throw new Error('x-exactlyOne beside required fields');
  const keys = Array.isArray(marker) ? marker.map(String) : Object.keys(properties);
  for (const name of Object.keys(properties)) {
    if (!keys.includes(name) && !(name in beside)) throw new Error(`${name} is neither one of the exclusive keys nor beside one`);
  }
  const oneOf = keys.map((key) => {
    const companions = Object.keys(beside).filter((name) => beside[name] === key);
    const branchProperties = Object.fromEntries([key, ...companions].map((name) => [name, properties[name] ?? {}]));
    return documentBranch(key, { type: 'object', properties: branchProperties, required: [key], additionalProperties: false });
  });
  return { ...rest, oneOf };
}

/** Throws when an `x-` marker of the converter is left anywhere in `schema`. */
export function assertNoMarkers(schema: Json): void {
  const text = JSON.stringify(schema);
  const marker = /"x-(exactlyOne|onlyBeside)"/.exec(text);
  if (marker) throw new Error(`Unresolved marker ${marker[0]}`);
}
