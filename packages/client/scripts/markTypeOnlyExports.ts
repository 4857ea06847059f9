// Run after tsup (`pnpm build`): the declaration bundler (rollup-plugin-dts) writes every export of
// a const as a value, dropping the `type` of `export type { MESSAGE_STATES }` (a known limitation
// of the bundler). The lists the client's types are read from would then type-check as values
// that its JavaScript lacks, and crash at load. This puts `type` back on each name that
// src/index.ts exports type-only, in dist/index.d.ts and dist/index.d.cts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const folder = join(import.meta.dirname, '..');

/** The names a module's own export declarations give as types only (`export type {...}`, `export { type X }`). */
function typeOnlyExports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.exportClause === undefined || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) if (statement.isTypeOnly || element.isTypeOnly) names.add(element.name.text);
  }
  return names;
}

/** `text` (a declaration bundle) with `type` before each of `names` in its local export lists. */
function markTypeOnly(text: string, names: ReadonlySet<string>): string {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, true);
  const edits: number[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || statement.exportClause === undefined || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) if (!element.isTypeOnly && names.has(element.name.text)) edits.push(element.getStart(source));
  }
  return edits.sort((a, b) => b - a).reduce((marked, at) => `${marked.slice(0, at)}type ${marked.slice(at)}`, text);
}

const entry = ts.createSourceFile('index.ts', readFileSync(join(folder, 'src', 'index.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
const names = typeOnlyExports(entry);
for (const bundle of ['index.d.ts', 'index.d.cts']) {
  const path = join(folder, 'dist', bundle);
  writeFileSync(path, markTypeOnly(readFileSync(path, 'utf8'), names));
}
