// A project outside the workspace, as a user makes one: every publishable package packed with
// pnpm, the tarballs installed together with npm (plus the frameworks and TypeScript from the
// registry), and the programs of examples/ copied in.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
 * What the project installs from the registry: the examples' own dependencies at the versions
 * the workspace pins (tsx aside: the project compiles with tsc and runs node), and TypeScript.
 */
async function registryDependencies(): Promise<string[]> {
  const read = async (path: string): Promise<Record<string, Record<string, string>>> => JSON.parse(await readFile(join(repo, path), 'utf8'));
  const examples = await read('examples/package.json');
  const root = await read('package.json');
  const wanted = { ...examples['dependencies'], ...examples['devDependencies'], typescript: root['devDependencies']?.['typescript'] ?? '' };
  return Object.entries(wanted)
    .filter(([name, version]) => !version.startsWith('workspace:') && name !== 'tsx')
    .map(([name, version]) => `${name}@${version}`);
}

/**
 * What both type-checks share: `tsc --strict`, the CommonJS example checked too, and
 * skipLibCheck as `tsc --init` sets it (@types/koa 3.0.3 names a type that the
 * content-disposition version Koa 3.3 installs no longer has).
 */
const SHARED = { strict: true, target: 'es2022', types: ['node'], allowJs: true, checkJs: true, skipLibCheck: true };

/** tsconfig files of the project: as Node runs it (emitting out/) and as a bundler resolves. */
const TSCONFIGS = {
  'tsconfig.nodenext.json': { compilerOptions: { ...SHARED, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, include: ['*.ts', '*.cjs'] },
  'tsconfig.bundler.json': { compilerOptions: { ...SHARED, module: 'esnext', moduleResolution: 'bundler', noEmit: true }, include: ['*.ts', '*.cjs'] },
};

/** Packs every publishable package into `directory`/tarballs; resolves to the tarballs' paths. */
export async function packAll(directory: string, packages: readonly Publishable[]): Promise<string[]> {
  const destination = join(directory, 'tarballs');
  const filters = packages.flatMap(({ manifest }) => ['--filter', manifest.name]);
  await mustRun('pnpm', ['-r', ...filters, 'pack', '--pack-destination', destination], repo);
  return (await readdir(destination)).map((name) => join(destination, name)).sort();
}

/** Creates the project in `directory`/project from `tarballs`, as a fresh `npm init -y` project given the step the READMEs name; resolves to its path. */
export async function createProject(directory: string, tarballs: readonly string[]): Promise<string> {
  const project = join(directory, 'project');
  await mkdir(project);
  // As the READMEs tell a user: a default project, then the one step the examples need.
  await mustRun('npm', ['init', '-y'], project);
  await mustRun('npm', ['pkg', 'set', 'type=module'], project);
  for (const [name, config] of Object.entries(TSCONFIGS)) await writeFile(join(project, name), JSON.stringify(config, null, 2));
  const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, ...(await registryDependencies())];
  // better-sqlite3 builds SQLite from source where no prebuilt binary can be fetched: about 1 to 2 minutes alone on 2 cores, more beside other tests
  await mustRun('npm', install, project, 480_000);
  for (const name of await exampleFiles()) await copyFile(join(repo, 'examples', name), join(project, name));
  return project;
}

/** Type-checks the examples (TypeScript and CommonJS) both ways, emitting out/ from the nodenext run. */
export async function typeCheck(project: string): Promise<void> {
  const tsc = join(project, 'node_modules', 'typescript', 'bin', 'tsc');
  await Promise.all(Object.keys(TSCONFIGS).map((config) => mustRun(process.execPath, [tsc, '-p', config], project)));
}

/** The file node runs for the example `name`: the compiled JavaScript of a .ts file, a .cjs file as it is. */
export const runnableOf = (name: string): string => (name.endsWith('.ts') ? join('out', name.replace(/\.ts$/, '.js')) : name);
