import { joinParam } from './path';
import { SCHEMA, type FieldSpec, type NodeKind } from './schema';

/** One object of a request, found by {@link walk}. @internal */
export interface Node {
  /** What the object is. */
  readonly kind: NodeKind;
  /** Its param (dot-and-bracket) from where the walk started. */
  readonly path: string;
  /** The object itself. */
  readonly value: Record<string, unknown>;
  /** The object or array holding it, and its key or index there (none for the start). */
  readonly holder?: Record<string, unknown> | unknown[];
  /** Its key or index in the holder. */
  readonly key?: string | number;
  /** The node of the nearest enclosing object. */
  readonly parent?: Node;
}

/** A field of a node: a documented key, present or not. @internal */
export interface FieldSite {
  /** The object holding the field. */
  readonly node: Node;
  /** The field's documentation. */
  readonly field: FieldSpec;
  /** The field's param. */
  readonly path: string;
  /** Whether the key is present. */
  readonly present: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object of a (valid) request or part of one, depth-first in document order. @internal */
export function walk(value: unknown, kind: NodeKind, path = ''): Node[] {
  const nodes: Node[] = [];
  const visit = (node: Node): void => {
    nodes.push(node);
    for (const field of SCHEMA[node.kind]) {
      const child = node.value[field.key];
      const childPath = joinParam(node.path, field.key);
      if (field.child === undefined) continue;
      if (field.type === 'array' && Array.isArray(child)) {
        child.forEach((element, index) => {
          if (isObject(element) && field.child !== undefined)
            visit({ kind: field.child, path: `${childPath}[${index}]`, value: element, holder: child, key: index, parent: node });
        });
      } else if (isObject(child)) visit({ kind: field.child, path: childPath, value: child, holder: node.value, key: field.key, parent: node });
    }
  };
  if (isObject(value)) visit({ kind, path, value });
  return nodes;
}

/** Every documented field of every node. @internal */
export function fieldsOf(nodes: readonly Node[]): FieldSite[] {
  return nodes.flatMap((node) =>
    SCHEMA[node.kind].map((field) => ({
      node,
      field,
      path: joinParam(node.path, field.key),
      present: Object.prototype.hasOwnProperty.call(node.value, field.key),
    })),
  );
}

/** Replaces a node's object in its holder (or returns the replacement when the node is the start). @internal */
export function replaceNode(node: Node, replacement: unknown): void {
  if (node.holder === undefined || node.key === undefined) return;
  (node.holder as Record<string | number, unknown>)[node.key] = replacement;
}

/** Whether a card's suggestions are what makes card content rule 2 hold (HORIZONTAL, media, no text). @internal */
export function suggestionsCarryRule2(card: Node): boolean {
  const standalone = card.parent;
  if (card.kind !== 'cardContent' || standalone?.kind !== 'standaloneCard') return false;
  if (standalone.value['cardOrientation'] !== 'HORIZONTAL') return false;
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(card.value, key);
  return has('media') && !has('title') && !has('description');
}
