import fc from 'fast-check';
import { setOwn } from '../path';
import { keysOf } from '../schema';
import { walk, type Node } from '../walk';
import { takesPartInRule, valueSites, type ValueSite } from './generic';
import { atSite } from './place';
import type { MutationDefinition } from './types';

/** A key no object documents, or a near miss of a documented one. @internal */
const unknownKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-zA-Z_$][a-zA-Z0-9_$]{0,11}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Text', 'TEXT', 'fileURL', 'postback_data', 'suggestion', 'Messages'),
  },
);

/** Replaces a node's object by another one; returns the new root. */
function replaceObject(request: unknown, node: Node, value: unknown): unknown {
  if (node.holder === undefined || node.key === undefined) return value;
  (node.holder as Record<string | number, unknown>)[node.key] = value;
  return request;
}

function unreadable(site: ValueSite, proxy: boolean, request: unknown): unknown {
  const fail = (): never => {
    throw new Error(`@rcs-send/arbitraries: ${site.path} is unreadable`);
  };
  if (!proxy) {
    Object.defineProperty(site.holder, site.key, { get: fail, enumerable: true, configurable: true });
    return request;
  }
  const target = site.holder;
  const wrapped = new Proxy(target, {
    get: (object, property, receiver) => (property === String(site.key) ? fail() : Reflect.get(object, property, receiver)),
  });
  const holderNode = Array.isArray(target) ? site.node.parent : site.node;
  if (holderNode === undefined) return request;
  if (Array.isArray(target)) {
    const arrayKey = (Object.keys(holderNode.value) as string[]).find((key) => holderNode.value[key] === target);
    if (arrayKey !== undefined) holderNode.value[arrayKey] = wrapped;
    return request;
  }
  return replaceObject(request, holderNode, wrapped);
}

/** Mutations of the shape of objects: unknown keys and unreadable values. @internal */
export const STRUCTURAL_MUTATIONS = {
  UNKNOWN_FIELD: {
    description: 'An extra key (random, a near miss, or __proto__/constructor) with a small JSON value, at a random place of a random object.',
    build: (settings) =>
      atSite(settings, (request) => walk(request, 'request'), fc.tuple(unknownKey, fc.jsonValue({ maxDepth: 2 }), fc.nat()), (request, node, [raw, value, at]) => {
        const key = keysOf(node.kind).includes(raw) ? `${raw}_` : raw;
        const entries = Object.entries(node.value);
        entries.splice(at % (entries.length + 1), 0, [key, value]);
        const object: Record<string, unknown> = {};
        for (const [name, current] of entries) setOwn(object, name, current);
        return { request: replaceObject(request, node, object), param: `${node.path === '' ? '' : `${node.path}.`}${key}` };
      }),
  },
  FIELD_UNREADABLE: {
    description: 'A field or array element (not one a rule over several fields depends on) becomes a getter, or a proxy trap, that throws.',
    build: (settings) =>
      atSite(
        settings,
        (request) => valueSites(request).filter((site) => site.field?.exclusive !== true && site.field?.inRule !== true && !takesPartInRule(site)),
        fc.boolean(),
        (request, site, proxy) => ({ request: unreadable(site, proxy, request), param: site.path }),
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
