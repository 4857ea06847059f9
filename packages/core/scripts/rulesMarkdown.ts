import { ERROR_CATALOGUE, ERROR_CODES, PROFILE_ERROR_CATALOGUE, PROFILE_ERROR_CODES, type ErrorCode, type ProfileErrorCode } from '../src/index';
import { DECISIONS } from './decisions';

/** Escapes the characters that would break a markdown table cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** The API reference's sections, by the name a catalogue `source` gives them, with their anchors. */
const SECTIONS: Record<string, string> = {
  '2': '2-the-request-body',
  '2.1': '21-root-object',
  '2.2': '22-message',
  '2.3': '23-content-message',
  '2.4': '24-text-message',
  '2.5': '25-content-information-contentinfo',
  '2.6': '26-rich-card-richcard',
  '2.7': '27-suggestions',
  '7': '7-errors',
  '8': '8-limits',
  decisions: '10-decisions',
};

/** A source such as `section 2.2, 2.7, decisions` as links into docs/api.md (unknown parts kept as text). */
function sourceLinks(source: string): string {
  return source
    .replace(/^section /, '')
    .split(', ')
    .map((part) => (SECTIONS[part] === undefined ? part : `[${part}](../../docs/api.md#${SECTIONS[part]})`))
    .join(', ');
}

/**
 * RULES.md: every code of the catalogue with its rule, source, param and the test file
 * that proves it (`testFiles[code]`, a path relative to the package).
 */
export function rulesMarkdown(testFiles: Readonly<Partial<Record<ErrorCode | ProfileErrorCode, string>>>): string {
  const testLink = (code: ErrorCode | ProfileErrorCode): string => {
    const test = testFiles[code];
    return test === undefined ? '**none**' : `[${test}](${test})`;
  };
  const rows = ERROR_CODES.map((code) => {
    const { rule, source, param } = ERROR_CATALOGUE[code];
    return `| \`${code}\` | ${cell(rule)} | ${sourceLinks(source)} | \`${cell(param)}\` | ${testLink(code)} |`;
  });
  const profileRows = PROFILE_ERROR_CODES.map((code) => {
    const { rule, source, param } = PROFILE_ERROR_CATALOGUE[code];
    return `| \`${code}\` | ${cell(rule)} | ${cell(source)} | \`${cell(param)}\` | ${testLink(code)} |`;
  });
  return [
    '# Rules of @rcs-send/core',
    '',
    'Generated from `ERROR_CATALOGUE` by `pnpm rules`; a test fails when this file is out of date.',
    'Every rule of the [API reference](../../docs/api.md) (sections 2 and 8) and every one of its',
    '[decisions](../../docs/api.md#10-decisions) has a code; the source column links the sections that state',
    'each rule. Further decisions of this package are in [README.md](README.md#decisions-where-the-api-reference-is-silent).',
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
    ...DECISIONS.map(({ rule, source, test }) => `| ${cell(rule)} | ${sourceLinks(source)} | [${test}](../../${test}) |`),
    '',
    '## Profile rules',
    '',
    'Generated from `PROFILE_ERROR_CATALOGUE`: the rules a validation profile (`createValidationProfile`) and',
    'the message rules hook (`rules`) add on top of the API\'s, never the API\'s own. Each is checked only where',
    'the API\'s rules passed (a message valid under them, or the root\'s `messages` array), and reported after',
    'the API\'s issues. The source column names the profile field (or option) that states the rule.',
    '',
    '| code | rule | source | param | test |',
    '|---|---|---|---|---|',
    ...profileRows,
    '',
  ].join('\n');
}
