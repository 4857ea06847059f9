// The TypeScript declarations of the generated schemas, by json-schema-to-typescript: what a
// TypeScript client gets from the JSON Schema alone (test/schemas proves they equal the core's).
import { compile } from 'json-schema-to-typescript';
import { mapSchema, type Schema } from './json';

/** Keywords that only validate (rules over several fields): they add nothing to a type. */
const VALIDATION_ONLY = ['if', 'then', 'else', 'allOf', 'anyOf', 'not', '$comment'];

/**
 * `schema` without {@link VALIDATION_ONLY} keywords: the structure types are made of. A `$ref`
 * with a description of its own is wrapped in `allOf`, so the description documents the
 * property and the referenced type keeps its own.
 */
function structure(schema: Schema): Schema {
  return mapSchema(schema, (node) => {
    const kept = Object.fromEntries(Object.entries(node).filter(([keyword]) => !VALIDATION_ONLY.includes(keyword)));
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
