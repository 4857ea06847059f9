// The TypeScript declarations of the generated schemas, by json-schema-to-typescript: what a
// TypeScript client gets from the JSON Schema alone (test/schemas proves they equal the core's).
import { compile } from 'json-schema-to-typescript';
import { isObject, mapSchema, type Json, type Schema } from './json';

/** Keywords that only validate (rules over several fields): they add nothing to a type. */
const VALIDATION_ONLY = ['if', 'then', 'else', 'allOf', 'anyOf', 'not', '$comment'];

/** True for a closed object schema: its `properties` are all the keys it admits. */
const isClosedObject = (schema: Json): schema is Schema => isObject(schema) && schema['type'] === 'object' && isObject(schema['properties']) && schema['additionalProperties'] === false;

/**
 * `oneOf` of closed objects (an "exactly one of these keys" rule) with each branch's refusal of
 * the other branches' keys stated: as `key?: never`, since a TypeScript union of object types
 * lets an object literal carry a key of another member, which the schema refuses.
 */
function withOtherBranchKeysNever(oneOf: Json[]): Json[] {
  if (!oneOf.every(isClosedObject)) return oneOf;
  const keysOf = (branch: Schema): string[] => Object.keys(branch['properties'] as Schema);
  const requiredOf = (branch: Schema): string[] => (Array.isArray(branch['required']) ? branch['required'].map(String) : []);
  const selectors = oneOf.flatMap(requiredOf).join(', ');
  return oneOf.map((branch) => {
    const own = keysOf(branch);
    const others = [...new Set(oneOf.flatMap(keysOf))].filter((key) => !own.includes(key));
    const description = `Refused beside ${requiredOf(branch).join(', ')}: the object holds exactly one of ${selectors}.`;
    return { ...branch, properties: { ...(branch['properties'] as Schema), ...Object.fromEntries(others.map((key) => [key, { description, tsType: 'never' }])) } };
  });
}

/**
 * `schema` without {@link VALIDATION_ONLY} keywords: the structure types are made of. A `$ref`
 * with a description of its own is wrapped in `allOf`, so the description documents the
 * property and the referenced type keeps its own.
 */
function structure(schema: Schema): Schema {
  return mapSchema(schema, (node) => {
    const kept = Object.fromEntries(Object.entries(node).filter(([keyword]) => !VALIDATION_ONLY.includes(keyword)));
    if (Array.isArray(kept['oneOf'])) kept['oneOf'] = withOtherBranchKeysNever(kept['oneOf']);
    const { $ref, description, ...rest } = kept;
    return $ref !== undefined && description !== undefined ? { ...rest, description, allOf: [{ $ref }] } : kept;
  }) as Schema;
}

/** The declarations of `schema` (named by its title), with a banner naming the file they come from. */
export async function typeDeclarations(schema: Schema, source: string): Promise<string> {
  return compile(structure(schema) as Parameters<typeof compile>[0], String(schema['title']), {
    bannerComment: `/* Generated from schemas/${source} by \`pnpm schemas\` (json-schema-to-typescript): never edit by hand. */`,
    additionalProperties: false, // an object without additionalProperties is read as closed, as TypeScript interfaces are
    ignoreMinAndMaxItems: true, // arrays, not tuples
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}
