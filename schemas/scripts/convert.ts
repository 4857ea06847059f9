// Converts the core's valibot schemas with @valibot/to-json-schema. It reads what valibot
// states as data (objects and their required keys, strings, numbers, picklists, regexes,
// ranges, code-point lengths); each of the core's own building blocks it cannot read is
// translated here: a `v.custom` type by asking its predicate, a check by the catalogue code
// it reports (through RULES_IN_SCHEMA), an opaque raw check by the codes it reports on probes.
import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import {
  toJsonSchema,
  type JsonSchema,
  type OverrideActionContext,
  type OverrideSchemaContext,
} from '@valibot/to-json-schema';
import { isDeepStrictEqual } from 'node:util';
import type * as v from 'valibot';
import { addFragment, merge, type Schema } from './json';
import { probeCodes, probeList } from './probes';
import { RULES_IN_SCHEMA, type SchemaForm } from './rules';

/** The result of a conversion: the raw schema (with `x-` markers) and every code met on the way. */
export interface Converted {
  /** The JSON Schema, `$defs` included, before normalisation. */
  readonly schema: Schema;
  /** Every catalogue code some converted schema or action reports. */
  readonly codes: ReadonlySet<ErrorCode>;
}

/** True iff `message` is a catalogue code. */
function isCode(message: unknown): message is ErrorCode {
  return typeof message === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, message);
}

/** The keywords of a `v.custom` type, read from what its predicate admits. */
function customKeywords(check: (input: unknown) => boolean): Schema {
  if (check({}) && !check([]) && !check(null)) return { type: 'object' };
  if (check([]) && !check({})) return { type: 'array' };
  if (check('x') && !check('')) return { minLength: 1 }; // after v.string: a non-empty string
  if (check(1) && !check(Infinity)) return {}; // after v.number: finite, as every JSON number is
  throw new Error('A v.custom schema the converter cannot read');
}

/** The `$defs` key a `$ref` points to. */
const refId = (ref: unknown): string => String(ref).replace('#/$defs/', '');

/**
 * Converts `root` to JSON Schema 2020-12 in the given form, with every schema of `definitions`
 * in `$defs` under its name. Throws on anything the converter cannot read, so nothing is ever
 * silently dropped.
 */
export function convert(root: v.GenericSchema, definitions: Record<string, v.GenericSchema>, form: SchemaForm): Converted {
  const codes = new Set<ErrorCode>();
  const note = (message: unknown): void => {
    if (isCode(message)) codes.add(message);
  };
  /** The keywords as the schema of `form` states the rule of `code` (the canonical ones unless the rule has an input form). */
  const inForm = (code: unknown, canonical: Schema): Schema => {
    const input = isCode(code) ? RULES_IN_SCHEMA[code].input : undefined;
    return form === 'input' && input !== undefined ? input(canonical) : canonical;
  };
  const fragmentOf = (code: ErrorCode, jsonSchema: Schema): Schema => {
    codes.add(code);
    const { fragment } = RULES_IN_SCHEMA[code];
    return fragment === undefined ? jsonSchema : addFragment(jsonSchema, inForm(code, fragment));
  };

  const overrideSchema = (context: OverrideSchemaContext): JsonSchema | null => {
    const schema = context.valibotSchema as v.GenericSchema & { message?: unknown };
    const jsonSchema = context.jsonSchema as Schema;
    note(schema.message);
    switch (schema.type) {
      case 'custom':
        // A check that states its rule in the catalogue (well-formed strings) is that rule's keywords; others are read from their predicate.
        if (isCode(schema.message) && RULES_IN_SCHEMA[schema.message].fragment !== undefined) return fragmentOf(schema.message, jsonSchema) as JsonSchema;
        return addFragment(jsonSchema, customKeywords((schema as v.CustomSchema<unknown, undefined>).check)) as JsonSchema;
      case 'intersect': {
        // _strictObject: its unknown keys, its rules over several fields and its fields, as one object.
        // The fields come last in the intersection; they go first, so properties keep their order.
        const { allOf, ...rest } = jsonSchema;
        const parts = allOf as Schema[];
        return [...parts.slice(-1), ...parts.slice(0, -1)].reduce(merge, rest) as JsonSchema;
      }
      case 'lazy':
        return inlineLazy(context, Object.keys(definitions));
      case 'picklist': // the input form of a rule on a value the service lower-cases first
        return inForm(schema.message, jsonSchema) as JsonSchema;
      default:
        if (context.errors) throw new Error(`Cannot convert the "${schema.type}" schema: ${context.errors.join(' ')}`);
        return null;
    }
  };

  const overrideAction = (context: OverrideActionContext): JsonSchema | null => {
    const action = context.valibotAction as { type: string; message?: unknown; requirement?: unknown };
    const jsonSchema = context.jsonSchema as Schema;
    note(action.message);
    switch (action.type) {
      case 'transform': // reads or copies values: no rule of its own
        return { ...jsonSchema } as JsonSchema;
      case 'to_lower_case': // the uuid before it, or the picklist after it, states the case of each form
        return { ...jsonSchema } as JsonSchema;
      case 'max_code_points': // JSON Schema counts a string's length in code points too
        return { ...jsonSchema, maxLength: action.requirement as number } as JsonSchema;
      // canonical form lower case, so the core's regex without its `i` flag (any case in the input form); no `format: uuid`,
      // which validators read differently from the core (ajv-formats also accepts `urn:uuid:...`, others check the version digit)
      case 'uuid': {
        const { format: _format, ...withoutFormat } = jsonSchema;
        return inForm(action.message, { ...withoutFormat, pattern: (action.requirement as RegExp).source.replaceAll('\\d', '0-9') }) as JsonSchema;
      }
      case 'check':
      case 'guard':
      case 'partial_check':
        if (!isCode(action.message)) throw new Error(`A ${action.type} without a catalogue code`);
        return fragmentOf(action.message, jsonSchema) as JsonSchema;
      case 'raw_check':
      case 'raw_transform': {
        if (jsonSchema.type === 'array') {
          const list = probeList(context.valibotAction);
          list.codes.forEach(note);
          return { ...jsonSchema, ...list.bounds } as JsonSchema;
        }
        return probeCodes(context.valibotAction, jsonSchema.type).reduce((out, code) => fragmentOf(code, out), jsonSchema) as JsonSchema;
      }
      default:
        if (context.errors) throw new Error(`Cannot convert the "${action.type}" action: ${context.errors.join(' ')}`);
        return null;
    }
  };

  const schema = toJsonSchema(root, {
    target: 'draft-2020-12',
    typeMode: 'ignore', // the core's pipes hold several schemas (unknown, custom, intersect): all are read
    errorMode: 'ignore', // every error reaches the overrides above, which throw on what they cannot read
    definitions,
    overrideSchema,
    overrideAction,
  }) as Schema;
  return { schema, codes };
}

/**
 * The core wraps every field in `v.lazy` (to report unreadable values): the field's schema
 * inline, or a `$ref` when it is one of the named definitions (even when built anew, like
 * the messages of `sendRequestSchema()`).
 */
function inlineLazy(context: OverrideSchemaContext, named: readonly string[]): JsonSchema | null {
  const id = refId(context.jsonSchema.$ref);
  if (named.includes(id)) return null;
  const definitions = context.definitions as Record<string, JsonSchema>;
  const inline = definitions[id];
  if (inline === undefined) throw new Error(`An unnamed schema is used twice (${id}): name it in the definitions`);
  delete definitions[id];
  const same = named.find((name) => isDeepStrictEqual(definitions[name], inline));
  return same === undefined ? inline : { $ref: `#/$defs/${same}` };
}
