import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '../src/index';
import { DECISIONS } from './decisions';

/** Escapes the characters that would break a markdown table cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/**
 * RULES.md: every code of the catalogue with its rule, source, param and the test file
 * that proves it (`testFiles[code]`, a path relative to the package).
 */
export function rulesMarkdown(testFiles: Readonly<Partial<Record<ErrorCode, string>>>): string {
  const rows = ERROR_CODES.map((code) => {
    const { rule, source, param } = ERROR_CATALOGUE[code];
    const test = testFiles[code];
    const link = test === undefined ? '**none**' : `[${test}](${test})`;
    return `| \`${code}\` | ${cell(rule)} | ${cell(source)} | \`${cell(param)}\` | ${link} |`;
  });
  return [
    '# Rules of @rcs-send/core',
    '',
    'Generated from `ERROR_CATALOGUE` by `pnpm rules`; a test fails when this file is out of date.',
    'Every rule of the spec (sections 2 and 8) and every decision of the contract has a code;',
    'the decisions the contract leaves open are in [README.md](README.md#decisions-where-the-spec-and-the-contract-are-silent).',
    '`i`, `j`, `k` stand for array indexes in `param`. Limits come from `LIMITS`; characters are code points.',
    'The test column names the file whose `describe` block for that code proves the rule at its boundaries.',
    '',
    '| code | rule | source | param | test |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Decisions without a code of their own',
    '',
    '| decision | source | test |',
    '|---|---|---|',
    ...DECISIONS.map(({ rule, source, test }) => `| ${cell(rule)} | ${source} | [${test}](../../${test}) |`),
    '',
  ].join('\n');
}
