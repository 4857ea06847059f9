// Every install line of the READMEs, run as its user pastes it: in a fresh project, with the
// tarballs `pnpm pack:all` writes. Each names exactly the tarballs its user needs (its package,
// the examples its README shows, and the @rcs-send packages those depend on), installs, and
// then type-checks those examples (tsc --strict, no skipLibCheck) and loads what they import.
// The line of examples/ is run by packAndInstall.test.ts, which runs every example too. Needs
// `pnpm build` first, and the registry (or npm's cache).
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedInstallLines, installAsWritten, namedRegistryPackages, namedTarballs, type InstallLine } from './installLines';
import { initProject, packAll, publishablePackages, typeCheckFiles } from './packProject';
import { mustRun, run, type Ran } from './processes';
import { serveSqlitePrebuild, type SqlitePrebuild } from './sqlitePrebuild';
import { importedSpecifiers, userNeeds } from './userNeeds';

const repo = join(import.meta.dirname, '..', '..');
const packages = await publishablePackages();
const lines = (await documentedInstallLines()).filter(({ name }) => name !== 'examples');
/** Published packages no one installs alone: the playground's static files, which the server serves. */
const SERVED_ONLY = ['@rcs-send/playground'];

let directory: string;
let prebuild: SqlitePrebuild;
/** Each line's project and how its install ended. */
const installs = new Map<string, { project: string; ran: Ran }>();

/** Installs `line` as written in a fresh project, then what a TypeScript user adds to any Node project (@types/node), and copies in the examples of its README. */
async function install(line: InstallLine): Promise<void> {
  const project = join(directory, line.name.replace('@rcs-send/', ''));
  await initProject(project);
  const ran = await installAsWritten(line, project, join(directory, 'tarballs'), prebuild.env);
  installs.set(line.name, { project, ran });
  if (ran.code !== 0) return;
  if (!existsSync(join(project, 'node_modules', '@types', 'node'))) await mustRun('npm', ['install', '-D', '--prefer-offline', '--no-audit', '--no-fund', '@types/node@20.19.43'], project);
  for (const file of (await userNeeds(line.name, packages)).examples) await copyFile(join(repo, 'examples', file), join(project, file));
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-install-lines-'));
  await packAll(directory);
  prebuild = await serveSqlitePrebuild(directory);
  const queue = [...lines];
  const worker = async (): Promise<void> => {
    for (let line = queue.shift(); line !== undefined; line = queue.shift()) await install(line);
  };
  await Promise.all([worker(), worker(), worker()]); // three at a time: npm waits on the disk and the cache more than on the cores
}, 600_000);
afterAll(async () => {
  await prebuild.close();
  await rm(directory, { recursive: true, force: true });
});

/** The project of `line`, failing with what npm printed when its install did not succeed. */
function installed(line: InstallLine): string {
  const result = installs.get(line.name);
  if (result === undefined || result.ran.code !== 0) throw new Error(`the install line of ${line.name} (${line.readmes.join(', ')}) failed:\n${result?.ran.output ?? 'not run'}`);
  return result.project;
}

describe('the install lines of the READMEs', () => {
  it('should give each published package one in its README, besides the one of examples/', async () => {
    const named = (await documentedInstallLines()).map(({ name }) => name);
    expect(named).toEqual([...packages.map(({ manifest }) => manifest.name).filter((name) => !SERVED_ONLY.includes(name)), 'examples'].sort());
    for (const line of lines) expect(line.readmes, line.name).toContain(`packages/${packages.find(({ manifest }) => manifest.name === line.name)?.folder}/README.md`);
  });

  it("should take better-sqlite3's binary as a download in each line that installs it, never compile it (a compile leaves its objects)", () => {
    const withSqlite = [...installs.values()].map(({ project }) => join(project, 'node_modules', 'better-sqlite3', 'build', 'Release')).filter((release) => existsSync(release));
    expect(withSqlite.length).toBeGreaterThanOrEqual(3); // the lines of the server, the SQLite store and delivery's examples
    for (const release of withSqlite) expect([existsSync(join(release, 'better_sqlite3.node')), existsSync(join(release, 'obj.target'))], release).toEqual([true, false]);
  });
});

describe.each(lines)('the install line of $name', (line) => {
  it('should name exactly the tarballs its user needs, and every registry package its examples import', async () => {
    const needs = await userNeeds(line.name, packages);
    expect(namedTarballs(line.script)).toEqual(needs.tarballs);
    expect(namedRegistryPackages(line.script)).toEqual(expect.arrayContaining(needs.registry));
  });

  it('should install as written in a fresh project, with no private package', async () => {
    const project = installed(line);
    const scoped = await readdir(join(project, 'node_modules', '@rcs-send'));
    const published = new Set(packages.map(({ manifest }) => manifest.name));
    expect(scoped.map((name) => `@rcs-send/${name}`).filter((name) => !published.has(name))).toEqual([]);
  });

  it('should type-check the examples of its README with tsc --strict, without skipLibCheck', async () => {
    const { examples } = await userNeeds(line.name, packages);
    if (examples.length > 0) await typeCheckFiles(installed(line), examples);
  }, 320_000);

  it('should load everything its examples import, and run each bin of its package', async () => {
    const project = installed(line);
    const { examples } = await userNeeds(line.name, packages);
    for (const file of examples) {
      const specifiers = JSON.stringify(await importedSpecifiers(file));
      const load = file.endsWith('.cjs') ? ['-e', `${specifiers}.forEach((name) => require(name))`] : ['--input-type=module', '-e', `await Promise.all(${specifiers}.map((name) => import(name)))`];
      const loaded = await run(process.execPath, load, project);
      expect(loaded, file).toEqual({ code: 0, output: '' });
    }
    const bins = Object.keys(packages.find(({ manifest }) => manifest.name === line.name)?.manifest.bin ?? {});
    for (const bin of bins) expect((await run(join(project, 'node_modules', '.bin', bin), ['--help'], project)).code, bin).toBe(0);
  });
});

describe("the QA teams' rcs-send, installed by its line", () => {
  it('should validate files', async () => {
    const project = installed(lines.find(({ name }) => name === '@rcs-send/cli') as InstallLine);
    const bin = join(project, 'node_modules', '.bin', 'rcs-send');
    await writeFile(join(project, 'valid.json'), await readFile(join(repo, 'schemas', 'examples', 'carousel.json'), 'utf8'));
    await writeFile(join(project, 'short-to.json'), JSON.stringify({ organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [{ to: '1', from: 'a', contentMessage: { text: 'x' } }] }));
    expect((await run(bin, ['validate', 'valid.json'], project)).code).toBe(0);
    const invalid = await run(bin, ['validate', 'short-to.json'], project);
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain('messages[0].to');
  });
});
