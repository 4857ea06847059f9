// A project outside the workspace, as a user makes one: every published package packed with
// `pnpm pack:all`, the install line of examples/README.md run as written (the tarballs together,
// the frameworks and TypeScript from the registry), and the programs of examples/ copied in.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentedInstallLines, installAsWritten } from './installLines';
import { mustRun } from './processes';

const repo = join(import.meta.dirname, '..', '..');

/** A publishable package of the repository. */
export interface Publishable {
  /** Its folder under packages/. */
  readonly folder: string;
  /** Its manifest. */
  readonly manifest: { name: string; version: string; private?: boolean; bin?: Record<string, string> } & Record<string, unknown>;
}

/** Every package under packages/ that is not private: a new one is picked up by itself. */
export async function publishablePackages(): Promise<Publishable[]> {
  const folders = (await readdir(join(repo, 'packages'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const all = await Promise.all(
    folders.map(async (folder) => ({ folder, manifest: JSON.parse(await readFile(join(repo, 'packages', folder, 'package.json'), 'utf8')) as Publishable['manifest'] })),
  );
  return all.filter(({ manifest }) => manifest.private !== true).sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The programs of examples/ that a user copies: TypeScript and CommonJS files. */
export async function exampleFiles(): Promise<string[]> {
  return (await readdir(join(repo, 'examples'))).filter((name) => /\.(ts|cjs)$/.test(name)).sort();
}

/**
 * What both type-checks share: `tsc --strict` as it comes (no skipLibCheck: every declaration
 * file of the packages and their dependencies is checked), the CommonJS example checked too.
 * TypeScript's own lib files are left unchecked (skipDefaultLibCheck): they are not anyone's
 * install, and checking them is a sixth of each run.
 */
const SHARED = { strict: true, target: 'es2022', types: ['node'], allowJs: true, checkJs: true, skipDefaultLibCheck: true };

/** tsconfig files of the project: as Node runs it (emitting out/) and as a bundler resolves. */
const TSCONFIGS = {
  'tsconfig.nodenext.json': { compilerOptions: { ...SHARED, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, include: ['*.ts', '*.cjs'] },
  'tsconfig.bundler.json': { compilerOptions: { ...SHARED, module: 'esnext', moduleResolution: 'bundler', noEmit: true }, include: ['*.ts', '*.cjs'] },
};

/** Packs every published package with `pnpm pack:all` into `directory`/tarballs; resolves to the tarballs' paths. */
export async function packAll(directory: string): Promise<string[]> {
  const destination = join(directory, 'tarballs');
  await mustRun('pnpm', ['--silent', 'pack:all', destination], repo);
  return (await readdir(destination)).map((name) => join(destination, name)).sort();
}

/** A fresh project in `project`, as the READMEs tell a user to make one: `npm init -y`, then the one step the ES module examples need. */
export async function initProject(project: string): Promise<void> {
  await mkdir(project, { recursive: true });
  await mustRun('npm', ['init', '-y'], project);
  await mustRun('npm', ['pkg', 'set', 'type=module'], project);
}

/**
 * Creates the project of examples/ in `directory`/project: a fresh one, the install line of
 * examples/README.md run as written (`tarballs` a folder of the packed tarballs, `env` the
 * install's environment), the examples copied in; resolves to its path.
 */
export async function createProject(directory: string, tarballs: string, env: Readonly<Record<string, string>>): Promise<string> {
  const project = join(directory, 'project');
  await initProject(project);
  for (const [name, config] of Object.entries(TSCONFIGS)) await writeFile(join(project, name), JSON.stringify(config, null, 2));
  const line = (await documentedInstallLines()).find(({ name }) => name === 'examples');
  if (line === undefined) throw new Error('examples/README.md has no install line marked <!-- install: examples -->');
  const installed = await installAsWritten(line, project, tarballs, env);
  if (installed.code !== 0) throw new Error(`the install line of examples/README.md failed:\n${installed.output}`);
  for (const name of await exampleFiles()) await copyFile(join(repo, 'examples', name), join(project, name));
  return project;
}

/** How long one tsc run over the examples may take: about 15 s alone, past a minute beside a second suite on 2 cores. */
const TYPE_CHECK_TIMEOUT_MS = 300_000;

/** Type-checks the examples (TypeScript and CommonJS) both ways, emitting out/ from the nodenext run. */
export async function typeCheck(project: string): Promise<void> {
  const tsc = join(project, 'node_modules', 'typescript', 'bin', 'tsc');
  await Promise.all(Object.keys(TSCONFIGS).map((config) => mustRun(process.execPath, [tsc, '-p', config], project, TYPE_CHECK_TIMEOUT_MS)));
}

/** Type-checks `files` of `project` as Node runs them (nodenext, strict, no skipLibCheck) with the workspace's TypeScript. */
export async function typeCheckFiles(project: string, files: readonly string[]): Promise<void> {
  await writeFile(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...SHARED, module: 'nodenext', moduleResolution: 'nodenext', noEmit: true }, files }, null, 2));
  await mustRun(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], project, TYPE_CHECK_TIMEOUT_MS);
}

/** The file node runs for the example `name`: the compiled JavaScript of a .ts file, a .cjs file as it is. */
export const runnableOf = (name: string): string => (name.endsWith('.ts') ? join('out', name.replace(/\.ts$/, '.js')) : name);
