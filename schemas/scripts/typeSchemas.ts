// JSON Schemas of plain-data TypeScript types (the response bodies, which have no valibot
// schema), read from their declarations with the TypeScript parser. Only the shapes those
// types use are read: interfaces, inline object types, unions (of named types, or as
// `string | null`), string, number, boolean, null, string literals and (readonly) arrays;
// anything else throws, so nothing is
// silently approximated.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { readDocs } from './docs';
import type { Schema } from './json';

/** Where to read types, and how to state the ones that are not plain data (a code union as an open string). */
export interface TypeSources {
  /** Whether objects admit properties the type does not declare (as a response a client reads should). */
  readonly open: boolean;
  /** The files that declare the types, absolute paths. */
  readonly files: readonly string[];
  /** Schemas given for type names instead of reading them (e.g. a union of error codes). */
  readonly given: Readonly<Record<string, Schema>>;
}

/** Every interface and type alias of `files`, by name. */
function declarations(files: readonly string[]): Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration> {
  const found = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const path of files) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) found.set(statement.name.text, statement);
    }
  }
  return found;
}

/**
 * The JSON Schemas of `roots` and of every named type they use, as `$defs` entries with
 * titles and the types' JSDoc as descriptions. Interfaces are objects whose non-optional
 * properties are required, closed unless `sources.open`.
 */
export function typeSchemas(roots: readonly string[], sources: TypeSources): Record<string, Schema> {
  const found = declarations(sources.files);
  const docs = readDocs(sources.files);
  const defs: Record<string, Schema> = {};
  const pending = [...roots];

  const objectOf = (name: string, members: ts.NodeArray<ts.TypeElement>, propertyDocs: Readonly<Record<string, string>>): Schema => {
    const properties: Schema = {};
    const required: string[] = [];
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name) || member.type === undefined) {
        throw new Error(`${name}: only plain properties can be read`);
      }
      const key = member.name.text;
      const doc = propertyDocs[key];
      properties[key] = { ...(doc && { description: doc }), ...typeOf(member.type, `${name}.${key}`) };
      if (member.questionToken === undefined) required.push(key);
    }
    return { type: 'object', properties, required, ...(!sources.open && { additionalProperties: false }) };
  };

  const typeOf = (node: ts.TypeNode, where: string): Schema => {
    if (node.kind === ts.SyntaxKind.StringKeyword) return { type: 'string' };
    if (node.kind === ts.SyntaxKind.NumberKeyword) return { type: 'number' };
    if (node.kind === ts.SyntaxKind.BooleanKeyword) return { type: 'boolean' };
    if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return { type: 'null' };
      if (ts.isStringLiteral(node.literal)) return { type: 'string', const: node.literal.text };
    }
    if (ts.isArrayTypeNode(node)) return { type: 'array', items: typeOf(node.elementType, where) };
    // A union (`string | null`) is one of its members: never a list of types, which strict validators refuse.
    if (ts.isUnionTypeNode(node)) return { oneOf: node.types.map((member) => typeOf(member, where)) };
    // `readonly T[]` is the array it reads: JSON has no readonly.
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) return typeOf(node.type, where);
    if (ts.isTypeLiteralNode(node)) return objectOf(where, node.members, {});
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeArguments === undefined) {
      const name = node.typeName.text;
      if (!pending.includes(name) && defs[name] === undefined) pending.push(name);
      return { $ref: `#/$defs/${name}` };
    }
    throw new Error(`Cannot state the type ${node.getText()} in JSON Schema`);
  };

  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    const given = sources.given[name];
    const declaration = found.get(name);
    const description = docs.get(name)?.description;
    const head: Schema = { title: name, ...(description && { description }) };
    if (given !== undefined) {
      defs[name] = { ...head, ...given };
    } else if (declaration !== undefined && ts.isInterfaceDeclaration(declaration)) {
      defs[name] = { ...head, ...objectOf(name, declaration.members, docs.get(name)?.properties ?? {}) };
    } else if (declaration !== undefined && ts.isTypeAliasDeclaration(declaration) && ts.isUnionTypeNode(declaration.type)) {
      defs[name] = { ...head, oneOf: declaration.type.types.map((member) => typeOf(member, name)) };
    } else {
      throw new Error(`Cannot read the type ${name}`);
    }
  }
  return defs;
}
