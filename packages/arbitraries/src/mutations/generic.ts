import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import type { FieldSpec } from '../schema';
import { fieldsOf, suggestionsCarryRule2, walk, type Node } from '../walk';
import { atSite } from './place';
import type { MutationDefinition } from './types';

/** A place holding one value: a documented field of an object, or an element of an array. @internal */
export interface ValueSite {
  /** The object or array holding the value. */
  readonly holder: Record<string, unknown> | unknown[];
  /** The key or index of the value. */
  readonly key: string | number;
  /** The param of the value. */
  readonly path: string;
  /** The JSON type the value should have. */
  readonly type: FieldSpec['type'];
  /** The field's documentation (none for an array element). */
  readonly field?: FieldSpec;
  /** The node holding the field (for an element: the element's own node). */
  readonly node: Node;
}

/** Every present documented field and every element of a documented array, in a request. @internal */
export function valueSites(request: unknown): ValueSite[] {
  const nodes = walk(request, 'request');
  const fields = fieldsOf(nodes)
    .filter((site) => site.present)
    .map((site): ValueSite => ({ holder: site.node.value, key: site.field.key, path: site.path, type: site.field.type, field: site.field, node: site.node }));
  const elements = nodes.flatMap((node): ValueSite[] =>
    Array.isArray(node.holder) && node.key !== undefined ? [{ holder: node.holder, key: node.key, path: node.path, type: 'object', node }] : [],
  );
  return [...fields, ...elements];
}

/** Whether changing the value at a site could also change a rule over several fields. @internal */
export function takesPartInRule(site: ValueSite): boolean {
  if (site.field === undefined) return false;
  if (site.field.type === 'enum' && site.field.inRule === true) return true;
  return site.field.key === 'suggestions' && site.node.kind === 'cardContent' && suggestionsCarryRule2(site.node);
}

/** A JSON value of another type than `type` (never undefined, which counts as absent). @internal */
function wrongType(type: FieldSpec['type']): fc.Arbitrary<unknown> {
  const common = [fc.boolean(), fc.constant(null)];
  switch (type) {
    case 'string':
    case 'enum':
      return fc.oneof(...common, fc.integer(), fc.constant([]), fc.constant({}), fc.constant(['x']));
    case 'number':
      return fc.oneof(...common, fc.double({ min: LIMITS.latitudeMin, max: LIMITS.latitudeMax, noNaN: true }).map(String), fc.constant([]), fc.constant({}));
    case 'object':
      return fc.oneof(...common, fc.integer(), fc.string({ minLength: 1, maxLength: 8 }), fc.constant([]), fc.constant([{}]));
    case 'array':
      return fc.oneof(...common, fc.integer(), fc.string({ minLength: 1, maxLength: 8 }), fc.constant({}));
  }
}

const set = (site: ValueSite, value: unknown): void => {
  (site.holder as Record<string | number, unknown>)[site.key] = value;
};

/** Mutations that apply to any field of the request: required, type, emptiness, well-formedness. @internal */
export const GENERIC_MUTATIONS = {
  FIELD_REQUIRED: {
    description: 'A required field (not a primary type, card kind or suggestion type key) is removed, anywhere in the request.',
    build: (settings) =>
      atSite(
        settings,
        (request) => valueSites(request).filter((site) => site.field?.required === true && site.field.exclusive !== true),
        fc.constant(null),
        (request, site) => {
          delete (site.holder as Record<string, unknown>)[site.key];
          return { request, param: site.path };
        },
      ),
  },
  FIELD_INVALID_TYPE: {
    description: 'A field or array element anywhere gets a value of another JSON type (null included); enums that steer a rule are left alone.',
    build: (settings) =>
      atSite(
        settings,
        (request) => valueSites(request).filter((site) => !takesPartInRule(site)),
        fc.tuple(...(['string', 'number', 'object', 'array'] as const).map((type) => wrongType(type))),
        (request, site, [forString, forNumber, forObject, forArray]) => {
          const byType = { string: forString, enum: forString, number: forNumber, object: forObject, array: forArray };
          set(site, byType[site.type]);
          return { request, param: site.path };
        },
      ),
  },
  FIELD_EMPTY: {
    description: 'A present string field (not an enum) anywhere becomes the empty string.',
    build: (settings) =>
      atSite(
        settings,
        (request) => valueSites(request).filter((site) => site.type === 'string'),
        fc.constant(null),
        (request, site) => {
          set(site, '');
          return { request, param: site.path };
        },
      ),
  },
  STRING_NOT_WELL_FORMED: {
    description: 'A present string field (not an enum) anywhere gets a lone surrogate (high, low, or a reversed pair) between two of its code points.',
    build: (settings) =>
      atSite(
        settings,
        (request) => valueSites(request).filter((site) => site.type === 'string'),
        fc.tuple(fc.nat(), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800')),
        (request, site, [at, lone]) => {
          // Between code points of a well-formed string, a lone surrogate can never complete a pair.
          const codePoints = [...String((site.holder as Record<string | number, unknown>)[site.key])];
          codePoints.splice(at % (codePoints.length + 1), 0, lone);
          set(site, codePoints.join(''));
          return { request, param: site.path };
        },
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
