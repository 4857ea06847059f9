// Builds the two request schemas (send-request.schema.json, the input, and
// send-request.canonical.schema.json): the core's valibot schemas converted, each rule the
// converter cannot read added from RULES_IN_SCHEMA, documented with the core types' JSDoc.
import * as core from '@rcs-send/core';
import type { ErrorCode } from '@rcs-send/core';
import type * as v from 'valibot';
import { convert } from './convert';
import { readCoreDocs, type TypeDocs } from './docs';
import { isObject, walk, type Schema } from './json';
import { assertNoMarkers, splitExactlyOne, tidySchema } from './normalize';
import { inexpressibleComment, RULES_IN_SCHEMA, type SchemaForm } from './rules';

/** The core's exported valibot schemas by type name (`ContentInfoSchema` is `ContentInfo`), the root aside. */
function namedSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  for (const [name, value] of Object.entries(core)) {
    const isSchema = typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';
    if (isSchema && name.endsWith('Schema') && value !== core.SendRequestSchema) named[name.slice(0, -'Schema'.length)] = value as v.GenericSchema;
  }
  return named;
}

/** `schema` with a title, the type's description and each property's, from the core's JSDoc. */
function documented(schema: Schema, name: string | undefined, docs: TypeDocs | undefined): Schema {
  if (docs === undefined) return schema;
  const out: Schema = { ...(name !== undefined && { title: name }), ...(docs.description && { description: docs.description }), ...schema };
  if (isObject(schema['properties'])) {
    out['properties'] = Object.fromEntries(
      Object.entries(schema['properties']).map(([key, property]) => {
        const description = docs.properties[key];
        return [key, description && isObject(property) ? { description, ...property } : property];
      }),
    );
  }
  return out;
}

/** A `$defs` entry: "exactly one of" split into documented branches, then its own documentation. */
function definition(name: string, schema: Schema, allDocs: ReadonlyMap<string, TypeDocs>): Schema {
  const docs = allDocs.get(name);
  const split = splitExactlyOne(schema, (key, branch) => {
    for (const member of docs?.branches ?? []) {
      const memberDocs = member.name === undefined ? { description: '', properties: member.properties, branches: [] } : allDocs.get(member.name);
      if (memberDocs !== undefined && key in memberDocs.properties) {
        return member.name === undefined ? documented(branch, undefined, memberDocs) : documented(branch, member.name, memberDocs);
      }
    }
    throw new Error(`No member of the core type ${name} has the key ${key}`);
  });
  return documented(split, name, docs);
}

/** The `$defs` names in the order the document first refers to them (top-down). */
function referenceOrder(root: Schema, defs: Record<string, Schema>): string[] {
  const order: string[] = [];
  const visit = (schema: Schema): void => {
    for (const [node] of walk(schema)) {
      const ref = node['$ref'];
      if (typeof ref !== 'string') continue;
      const name = ref.replace('#/$defs/', '');
      const target = defs[name];
      if (order.includes(name) || target === undefined) continue;
      order.push(name);
      visit(target);
    }
  };
  visit(root);
  return [...order, ...Object.keys(defs).filter((name) => !order.includes(name))];
}

/** The core's types are documented "in canonical form": how the input schema describes them instead. */
const CANONICAL_FORM = ', in canonical form (';
const AS_SENT = ' as a client sends it (';

/** The core's type docs as the schema of `form` shows them. */
function docsIn(form: SchemaForm): ReadonlyMap<string, TypeDocs> {
  const docs = readCoreDocs();
  if (form === 'canonical') return docs;
  if (!docs.get('SendRequest')?.description.includes(CANONICAL_FORM)) throw new Error(`SendRequest is no longer documented "${CANONICAL_FORM}"`);
  return new Map([...docs].map(([name, typeDocs]) => [name, { ...typeDocs, description: typeDocs.description.replace(CANONICAL_FORM, AS_SENT) }]));
}

/** What each form of the schema describes. */
const FORM_COMMENT: Readonly<Record<SchemaForm, string>> = {
  input:
    'It accepts every body the service accepts as sent (send-request.canonical.schema.json describes the canonical form the service keeps): `to` with one leading + or 00 and separators, organizationId and mimeType in any case.',
  canonical:
    'It describes the canonical request, the `result.value` of @rcs-send/core (send-request.schema.json accepts every body the service accepts as sent): `to` in digits, organizationId and mimeType in lower case.',
};

/** The root `$comment`: what the schema describes, and the rules that are nowhere in JSON. */
function rootComment(form: SchemaForm, unmet: readonly ErrorCode[]): string {
  return [
    'Generated from @rcs-send/core by `pnpm schemas`: never edit by hand.',
    FORM_COMMENT[form],
    'Lengths count Unicode code points, as JSON Schema defines them (a validator that counts UTF-16 units rejects some valid astral text); `format: date-time` is meant to be asserted.',
    ...unmet.map((code) => inexpressibleComment(code, RULES_IN_SCHEMA[code].how)),
  ].join(' ');
}

/** The JSON Schema 2020-12 of the body of POST /v1.2/rcs/send, as sent (`input`) or as the core canonicalises it. */
export function sendRequestSchema(form: SchemaForm): Schema {
  const { schema, codes } = convert(core.SendRequestSchema, namedSchemas(), form);
  const unmet = core.ERROR_CODES.filter((code) => !codes.has(code));
  for (const code of unmet) {
    const rule = RULES_IN_SCHEMA[code];
    if (rule.expressible || rule.fragment) throw new Error(`The converter never met ${code}: its rule would be missing`);
  }
  const docs = docsIn(form);
  const { $defs, $schema, ...root } = schema;
  if (!isObject($defs)) throw new Error('No $defs');
  const defs = Object.fromEntries(Object.entries($defs).map(([name, def]) => [name, definition(name, def as Schema, docs)]));
  const body = documented(root, 'SendRequest', docs.get('SendRequest'));
  const document = tidySchema({
    $schema: $schema ?? null,
    ...body,
    $comment: rootComment(form, unmet),
    $defs: Object.fromEntries(referenceOrder(body, defs).map((name) => [name, defs[name] as Schema])),
  }) as Schema;
  assertNoMarkers(document);
  return document;
}
