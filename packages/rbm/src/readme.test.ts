import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RBM_VIOLATION_REASONS } from './check/reasons';
import { RBM_IMPORT_ISSUES } from './from/issues';
import { RBM_WARNING_CATALOGUE } from './warnings/catalogue';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = (heading: string): string => readme.slice(readme.indexOf(heading)).split('\n### ')[0]!;

describe('the README', () => {
  it.each([
    ['### Warnings', Object.keys(RBM_WARNING_CATALOGUE)],
    ['### Field rules', Object.keys(RBM_VIOLATION_REASONS)],
    ['### Import issues', Object.keys(RBM_IMPORT_ISSUES)],
  ])('should list every code of %s in one table row each, in the table\'s order', (heading, codes) => {
    const text = section(heading);
    const rows = text.split('\n').filter((line) => /^\| `[A-Z_]+` \|/.test(line)).map((line) => /^\| `([A-Z_]+)`/.exec(line)![1]);
    expect(rows).toEqual(codes);
  });

  it('should list each warning at its catalogue param', () => {
    for (const [code, { param }] of Object.entries(RBM_WARNING_CATALOGUE))
      expect(section('### Warnings')).toContain(`| \`${code}\` | \`${param.replaceAll('|', '\\|')}\` |`);
  });
});
