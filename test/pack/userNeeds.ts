// What the user of an install line needs, read from the repository rather than written twice:
// the programs its README shows (copies of examples/), what they import, and the @rcs-send
// packages those depend on.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exampleFiles, type Publishable } from './packProject';

const repo = join(import.meta.dirname, '..', '..');

/** The tarball `pnpm pack` writes for a package: `rcs-send-express-0.1.0.tgz` for @rcs-send/express 0.1.0. */
export const tarballOf = ({ manifest }: Publishable): string => `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`;

/** The example files the README of `name` shows (copies of their regions); every example for `examples`. */
async function examplesOf(name: string, packages: readonly Publishable[]): Promise<string[]> {
  if (name === 'examples') return exampleFiles();
  const folder = packages.find(({ manifest }) => manifest.name === name)?.folder;
  if (folder === undefined) throw new Error(`an install line is marked for ${name}, which is no published package`);
  const readme = await readFile(join(repo, 'packages', folder, 'README.md'), 'utf8');
  return [...new Set([...readme.matchAll(/^<!-- example: examples\/(\S+)#\S+ -->$/gm)].map((match) => match[1] ?? ''))].sort();
}

/** What the program `file` of examples/ imports or requires from packages, as written (`ajv/dist/2020`; Node's own modules left out). */
export async function importedSpecifiers(file: string): Promise<string[]> {
  const source = await readFile(join(repo, 'examples', file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from |require\()'([^']+)'/g)].map((match) => match[1] ?? '');
  return [...new Set(specifiers.filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('.')))].sort();
}

/** The packages the program `file` of examples/ imports or requires, by package name. */
async function importsOf(file: string): Promise<string[]> {
  const packages = (await importedSpecifiers(file)).map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(packages)];
}

/** `names` with every @rcs-send package they depend on, directly or not. */
function withWorkspaceDependencies(names: Iterable<string>, packages: readonly Publishable[]): string[] {
  const needed = new Set<string>();
  const visit = (name: string): void => {
    if (needed.has(name)) return;
    needed.add(name);
    const manifest = packages.find((known) => known.manifest.name === name)?.manifest as { dependencies?: Record<string, string> } | undefined;
    for (const dependency of Object.keys(manifest?.dependencies ?? {})) if (dependency.startsWith('@rcs-send/')) visit(dependency);
  };
  for (const name of names) visit(name);
  return [...needed].sort();
}

/** What the user of the install line `name` needs: the examples of its README, the tarballs of those and of the package, and the registry packages the examples import. */
export async function userNeeds(name: string, packages: readonly Publishable[]): Promise<{ examples: string[]; tarballs: string[]; registry: string[] }> {
  const examples = await examplesOf(name, packages);
  const imported = (await Promise.all(examples.map(importsOf))).flat();
  const own = name === 'examples' ? [] : [name];
  const workspace = withWorkspaceDependencies([...own, ...imported.filter((imported) => imported.startsWith('@rcs-send/'))], packages);
  const tarballs = packages.filter(({ manifest }) => workspace.includes(manifest.name)).map(tarballOf).sort();
  return { examples, tarballs, registry: [...new Set(imported.filter((imported) => !imported.startsWith('@rcs-send/')))].sort() };
}
