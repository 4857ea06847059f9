// The commands the docs give to run an example (`pnpm --filter @rcs-send/examples run NAME`) reach
// the example: `run` is written every time, since some scripts are named as pnpm's own commands
// (`pnpm --filter @rcs-send/examples fetch` runs pnpm's fetch, `... server` its store server, and
// neither runs the example), and NAME is a script of examples/package.json.
import { describe, expect, it } from 'vitest';
import { readRepositoryFile, repositoryFiles } from './repositoryFiles';

const COMMAND = /pnpm --filter @rcs-send\/examples(?: (\S+))?(?: (\S+))?/g;
const scripts = Object.keys((JSON.parse(readRepositoryFile('examples/package.json')) as { scripts: Record<string, string> }).scripts);
const documents = repositoryFiles().filter((path) => /\.(md|ts|cjs)$/.test(path) && !path.startsWith('test/docs/'));

/** Each command of `text` that does not run an existing example script through `run`, as `path: command`. */
function commandProblems(path: string, text: string): string[] {
  return [...text.matchAll(COMMAND)].flatMap(([command, verb, name]) => (verb === 'run' && name !== undefined && scripts.includes(name) ? [] : [`${path}: ${command}`]));
}

describe('the commands that run an example', () => {
  it('should find such commands to check', () => {
    expect(documents.filter((path) => readRepositoryFile(path).includes('pnpm --filter @rcs-send/examples')).length).toBeGreaterThan(10);
  });

  it('should each name run and a script of examples/package.json', () => {
    expect(documents.flatMap((path) => commandProblems(path, readRepositoryFile(path)))).toEqual([]);
  });

  it('should refuse a script named without run, as pnpm would take it for its own command', () => {
    expect(commandProblems('R.md', 'pnpm --filter @rcs-send/examples fetch')).toEqual(['R.md: pnpm --filter @rcs-send/examples fetch']);
    expect(commandProblems('R.md', 'pnpm --filter @rcs-send/examples run nothing')).toEqual(['R.md: pnpm --filter @rcs-send/examples run nothing']);
  });
});
