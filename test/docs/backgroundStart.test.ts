// A shell block that starts the server in the background (`pnpm start &`) and then talks to it
// runs as pasted: its next line waits until that server answers /readyz, at the origin the
// following commands use, since the server takes seconds to listen (it builds the playground
// first) and a check sent before that stops at once with "Nothing answers".
import { describe, expect, it } from 'vitest';
import { readRepositoryFile, repositoryFiles } from './repositoryFiles';

const BACKGROUND_START = /^pnpm start &/;
const WAIT = /^until curl -fs (http:\/\/127\.0\.0\.1:\d+)\/readyz > \/dev\/null; do sleep 1; done(?:\s|$)/;

/** Each line of a `sh` block of `text` that starts the server in the background, with the lines after it. */
function backgroundStarts(text: string): Array<{ next: string; rest: string }> {
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block = '']) => {
    const lines = block.split('\n');
    return lines.flatMap((line, i) => (BACKGROUND_START.test(line) ? [{ next: lines[i + 1] ?? '', rest: lines.slice(i + 1).join('\n') }] : []));
  });
}

/** What is wrong with each background start of `text`, as `path: problem`. */
function startProblems(path: string, text: string): string[] {
  return backgroundStarts(text).flatMap(({ next, rest }) => {
    const origin = WAIT.exec(next)?.[1];
    if (origin === undefined) return [`${path}: "pnpm start &" is not followed by a wait until the server answers /readyz`];
    const used = [...rest.matchAll(/https?:\/\/127\.0\.0\.1:\d+/g)].map(([url]) => url).filter((url) => url !== origin);
    return used.length === 0 ? [] : [`${path}: waits on ${origin}, then uses ${used.join(', ')}`];
  });
}

const READMES = repositoryFiles().filter((path) => path.endsWith('.md'));

describe('shell blocks that start the server in the background', () => {
  it('should be found in the READMEs', () => {
    expect(READMES.filter((path) => backgroundStarts(readRepositoryFile(path)).length > 0)).toEqual(expect.arrayContaining(['README.md', 'packages/server/README.md']));
  });

  it('should each wait until the server is ready before the next command talks to it', () => {
    expect(READMES.flatMap((path) => startProblems(path, readRepositoryFile(path)))).toEqual([]);
  });

  it('should refuse a start followed at once by a command, or a wait on another server', () => {
    const block = (wait: string): string => `\`\`\`sh\npnpm start &\n${wait}rcs-send check --url http://127.0.0.1:8080/v1.2/rcs/send\n\`\`\`\n`;
    expect(startProblems('R.md', block(''))).toEqual(['R.md: "pnpm start &" is not followed by a wait until the server answers /readyz']);
    expect(startProblems('R.md', block('until curl -fs http://127.0.0.1:9090/readyz > /dev/null; do sleep 1; done\n'))).toEqual(['R.md: waits on http://127.0.0.1:9090, then uses http://127.0.0.1:8080']);
    expect(startProblems('R.md', block('until curl -fs http://127.0.0.1:8080/readyz > /dev/null; do sleep 1; done   # ready\n'))).toEqual([]);
  });
});
