// The install lines of the READMEs, as their users paste them: each shell block marked by
// `<!-- install: NAME -->` on the line before it, NAME being the package whose user it serves
// (`examples` for every program of examples/). One name is one line: the root README repeats
// some packages' lines, word for word.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run, type Ran } from './processes';

const repo = join(import.meta.dirname, '..', '..');

/** Where the READMEs say the packed tarballs are; the test puts its own there. */
const PACKS = '/path/to/rcs-send/packs/';
const MARKER = /^<!-- install: (\S+) -->$/;

/** One documented install line. */
export interface InstallLine {
  /** The package whose user it serves, or `examples`. */
  readonly name: string;
  /** The commands, as written (one block of shell). */
  readonly script: string;
  /** The READMEs that write it, relative to the repository. */
  readonly readmes: readonly string[];
}

/** Every README of the repository: the root's, examples/'s and each package's. */
async function readmes(): Promise<string[]> {
  const packages = (await readdir(join(repo, 'packages'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => `packages/${entry.name}/README.md`);
  return ['README.md', 'examples/README.md', ...packages];
}

/** The marked install blocks of the README at `path`: name and text of each. */
async function markedBlocks(path: string): Promise<Array<{ name: string; script: string }>> {
  const lines = (await readFile(join(repo, path), 'utf8').catch(() => '')).split('\n');
  return lines.flatMap((line, index) => {
    const name = MARKER.exec(line)?.[1];
    if (name === undefined || lines[index + 1] !== '```sh') return [];
    const end = lines.indexOf('```', index + 2);
    return [{ name, script: lines.slice(index + 2, end).join('\n') }];
  });
}

/**
 * Every documented install line, by name; fails when one name is written two ways (so the
 * root README's copy of a package's line cannot drift from it).
 */
export async function documentedInstallLines(): Promise<InstallLine[]> {
  const byName = new Map<string, InstallLine>();
  for (const readme of await readmes()) {
    for (const { name, script } of await markedBlocks(readme)) {
      const known = byName.get(name);
      if (known !== undefined && known.script !== script) throw new Error(`${readme} writes the install line of ${name} otherwise than ${known.readmes.join(', ')}`);
      byName.set(name, { name, script, readmes: [...(known?.readmes ?? []), readme] });
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The words of `script` that are arguments: comments, line continuations and options left out. */
function argumentsOf(script: string): string[] {
  const words = script.split('\n').flatMap((line) => line.replace(/#.*$/, '').split(/\s+/));
  return words.filter((word) => word !== '' && word !== '\\' && !word.startsWith('-') && word !== 'npm' && word !== 'install');
}

/** `word` with its one `{a,b}` group expanded, as bash and zsh do. */
function expandBraces(word: string): string[] {
  const match = /^(.*)\{([^}]*)\}(.*)$/.exec(word);
  return match === null ? [word] : (match[2] ?? '').split(',').map((part) => `${match[1]}${part}${match[3]}`);
}

/** The tarball files `script` names, by file name. */
export function namedTarballs(script: string): string[] {
  return argumentsOf(script)
    .filter((word) => word.startsWith(PACKS))
    .flatMap(expandBraces)
    .map((path) => path.slice(PACKS.length))
    .sort();
}

/** The registry packages `script` names, without their versions (`@hono/node-server@2` is `@hono/node-server`). */
export function namedRegistryPackages(script: string): string[] {
  return argumentsOf(script)
    .filter((word) => !word.startsWith(PACKS))
    .map((word) => word.replace(/(.)@[^@/]*$/, '$1'))
    .sort();
}

/** Runs `line` as written, with bash, in `project`, its tarballs taken from `tarballs` (a folder). */
export function installAsWritten(line: InstallLine, project: string, tarballs: string, env: Record<string, string>): Promise<Ran> {
  const script = line.script.replaceAll(PACKS, `${tarballs}/`);
  return run('bash', ['-e', '-c', script], project, 480_000, { npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', ...env });
}
