// The READMEs' examples are copies of the programs in examples/ (which are type-checked by
// `pnpm typecheck` and run by test/pack/packAndInstall.test.ts): they cannot drift apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, readmeProblems } from './readmeSnippets';

const repo = join(import.meta.dirname, '..', '..');
const READMES = ['README.md', ...readdirSync(join(repo, 'packages')).map((name) => `packages/${name}/README.md`)].filter((path) => existsSync(join(repo, path)));
const readRepoFile = (path: string): string | undefined => (existsSync(join(repo, path)) ? readFileSync(join(repo, path), 'utf8') : undefined);

const EXAMPLE = `// #region main
import { LIMITS } from '@rcs-send/core';

console.log(LIMITS.messagesMax);
// #endregion`;
const STEP = 'In a fresh `npm init -y` project: `npm pkg set type=module` first.';
const readme = (code: string, marker = '<!-- example: examples/limits.ts#main -->', lead = STEP): string => `# x\n\n## Example\n\n${lead}\n\n${marker}\n\`\`\`ts\n${code}\n\`\`\`\n`;
const readFake = (path: string): string | undefined => (path === 'examples/limits.ts' ? EXAMPLE : undefined);
const CODE = "import { LIMITS } from '@rcs-send/core';\n\nconsole.log(LIMITS.messagesMax);";

describe('readmeProblems', () => {
  it('should accept a marked block equal to its region', () => {
    expect(readmeProblems('R.md', readme(CODE), readFake)).toEqual([]);
  });

  it('should report a marked block one character away from its region', () => {
    expect(readmeProblems('R.md', readme(CODE.replace('messagesMax);', 'messagesMax)')), readFake)).toEqual([
      'R.md:8: differs from examples/limits.ts#main; paste the region again',
    ]);
  });

  it('should report a region that is not the whole program', () => {
    const withSetup = (path: string): string | undefined => (path === 'examples/limits.ts' ? `const setup = 1;\n${EXAMPLE}` : undefined);
    expect(readmeProblems('R.md', readme(CODE), withSetup)).toEqual(['R.md:8: examples/limits.ts has code outside the region "main": the copy would not run alone']);
  });

  it('should report a marker naming a missing file or region', () => {
    expect(readmeProblems('R.md', readme(CODE, '<!-- example: examples/gone.ts#main -->'), readFake)).toEqual(['R.md:8: no file examples/gone.ts']);
    expect(readmeProblems('R.md', readme(CODE, '<!-- example: examples/limits.ts#other -->'), readFake)).toEqual(['R.md:8: no region "other" in examples/limits.ts']);
  });

  it('should report the copy of an ES module that does not say the step a fresh npm init -y project needs', () => {
    expect(readmeProblems('R.md', readme(CODE, undefined, 'Run it with tsx.'), readFake)).toEqual([
      'R.md:8: examples/limits.ts is an ES module: say beside it the step a fresh npm init -y project needs (npm pkg set type=module)',
    ]);
  });

  it('should report an unmarked program block in an Example section, not a shell block', () => {
    expect(readmeProblems('R.md', readme(CODE, ''), readFake)).toEqual(['R.md:8: a ts block in "## Example" must be a marked copy of an example region']);
    expect(readmeProblems('R.md', '## Example\n\n```sh\npnpm add @rcs-send/core\n```\n', readFake)).toEqual([]);
  });
});

describe('the READMEs', () => {
  it.each(READMES)('%s should show only examples copied verbatim from examples/', (path) => {
    expect(readmeProblems(path, readRepoFile(path) ?? '', readRepoFile)).toEqual([]);
  });

  it('should take the root Quick example and Mounting the endpoint from examples/', () => {
    const marked = codeBlocks(readRepoFile('README.md') ?? '').filter((block) => block.marker !== undefined);
    expect(marked.map((block) => block.section)).toEqual(expect.arrayContaining(['## Quick example', '## Mounting the endpoint']));
  });
});
