// What an installed package promises and what it has: the names its declarations give as values
// (which `tsc` lets a program import and use), read with TypeScript's checker as a program of the
// project resolves them, and the names its JavaScript exports when Node loads it. A name in the
// first and not in the second type-checks and then crashes at load.
import { join } from 'node:path';
import ts from 'typescript';
import { run } from './processes';

/** How a program loads a package: an ES module's `import`, or CommonJS's `require`. */
export type LoadMode = 'import' | 'require';

/** The options a program of the project is checked with (Node's own resolution, conditions and all). */
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, types: [] };

/** True when `symbol`, exported by a module, is a value a program may use: not a type, nor a value exported as a type only. */
function isValueExport(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  if (symbol.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration)) === true) return false;
  const target = (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
  return (target.flags & ts.SymbolFlags.Value) !== 0;
}

/** The value names the declarations of package `name`, installed in `project`, give to a program that loads it by `mode`. */
function declaredValueExports(project: string, name: string, mode: LoadMode): string[] {
  const importer = join(project, mode === 'import' ? 'probe.mts' : 'probe.cts');
  const resolutionMode = mode === 'import' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS;
  const resolved = ts.resolveModuleName(name, importer, OPTIONS, ts.sys, undefined, undefined, resolutionMode).resolvedModule;
  if (resolved === undefined) throw new Error(`${name} has no declarations for ${mode} from ${project}`);
  const program = ts.createProgram([resolved.resolvedFileName], OPTIONS);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(resolved.resolvedFileName);
  const module = file === undefined ? undefined : checker.getSymbolAtLocation(file);
  if (module === undefined) throw new Error(`${resolved.resolvedFileName} is not a module`);
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => isValueExport(checker, symbol))
    .map((symbol) => symbol.name)
    .sort();
}

/** The names package `name`, installed in `project`, exports at run time when Node loads it by `mode`. */
async function runtimeExports(project: string, name: string, mode: LoadMode): Promise<string[]> {
  const print = `console.log(JSON.stringify(Object.keys(${mode === 'import' ? 'await import' : 'require'}(${JSON.stringify(name)}))))`;
  const ran = await run(process.execPath, mode === 'import' ? ['--input-type=module', '-e', print] : ['-e', print], project);
  if (ran.code !== 0) throw new Error(`${mode} of ${name} failed:\n${ran.output}`);
  return (JSON.parse(ran.output) as string[]).sort();
}

/** The value names `name`'s declarations promise to `mode` that its JavaScript lacks (none, when they agree). */
export async function missingValueExports(project: string, name: string, mode: LoadMode): Promise<string[]> {
  const present = new Set(await runtimeExports(project, name, mode));
  return declaredValueExports(project, name, mode).filter((declared) => !present.has(declared));
}
