// The documentation of the core's hand-written types (their JSDoc), read with the TypeScript
// parser: the schema's titles and descriptions say exactly what the editor shows.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One member of a union type: a named interface, or an anonymous object type. */
export interface BranchDocs {
  /** The interface's name, when the member is one. */
  readonly name?: string;
  /** Its properties' documentation (of the anonymous object type). */
  readonly properties: Readonly<Record<string, string>>;
}

/** The documentation of one exported type. */
export interface TypeDocs {
  /** The type's own JSDoc, without tags. */
  readonly description: string;
  /** Each property's JSDoc, in declaration order (interfaces, and the object types of an intersection). */
  readonly properties: Readonly<Record<string, string>>;
  /** The members of a union type alias, in order. */
  readonly branches: readonly BranchDocs[];
}

/** The core's source folder. */
export const CORE_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../packages/core/src');
/** The core's files that declare the public types of a request and of a response. */
const CORE_TYPE_FILES = ['types/request.ts', 'types/content.ts', 'types/suggestion.ts', 'types/result.ts', 'response/toErrorResponse.ts'];

/** The JSDoc of a declaration, without tags; also a `/** ... *\/` on the line of the token before it (`{ /** Doc. *\/ key: T }`). */
function docOf(node: ts.Node): string {
  const attached = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '');
  if (attached.length > 0) return attached.join('\n').trim();
  const text = node.getSourceFile().text;
  const inline = (ts.getTrailingCommentRanges(text, node.pos) ?? []).map(({ pos, end }) => text.slice(pos, end));
  const jsDoc = inline.find((comment) => comment.startsWith('/**'));
  return jsDoc === undefined ? '' : jsDoc.slice(3, -2).trim();
}

/**
 * Each property of a type's members, with its JSDoc. A property typed `never` is not a field: it is
 * how a member of a union refuses another member's key (`carouselCard?: never`), and is left out.
 */
function propertiesOf(members: ts.NodeArray<ts.TypeElement>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const member of members) {
    if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name) || member.type?.kind === ts.SyntaxKind.NeverKeyword) continue;
    properties[member.name.text] = docOf(member);
  }
  return properties;
}

/** The documentation of every interface and union type alias the core declares for requests and responses, by name. */
export function readCoreDocs(): ReadonlyMap<string, TypeDocs> {
  return readDocs(CORE_TYPE_FILES.map((file) => join(CORE_SRC, file)));
}

/** The documentation of every interface, union type alias and intersection type alias declared in `paths`, by name. */
export function readDocs(paths: readonly string[]): ReadonlyMap<string, TypeDocs> {
  const docs = new Map<string, TypeDocs>();
  for (const path of paths) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        const properties = propertiesOf(statement.members);
        docs.set(statement.name.text, { description: docOf(statement), properties, branches: [] });
      } else if (ts.isTypeAliasDeclaration(statement) && ts.isUnionTypeNode(statement.type)) {
        const branches = statement.type.types.map((member): BranchDocs => {
          if (ts.isTypeReferenceNode(member)) return { name: member.typeName.getText(source), properties: {} };
          return { properties: ts.isTypeLiteralNode(member) ? propertiesOf(member.members) : {} };
        });
        docs.set(statement.name.text, { description: docOf(statement), properties: {}, branches });
      } else if (ts.isTypeAliasDeclaration(statement) && ts.isIntersectionTypeNode(statement.type)) {
        // `A & { key: T }`: the properties its object types add.
        const properties = Object.assign({}, ...statement.type.types.filter(ts.isTypeLiteralNode).map((member) => propertiesOf(member.members))) as Record<string, string>;
        docs.set(statement.name.text, { description: docOf(statement), properties, branches: [] });
      }
    }
  }
  return docs;
}
