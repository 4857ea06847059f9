import { ERROR_CODES } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { runCli, runPipe } from './runCli';

const NOW = '2030-01-01T00:00:00Z';

type Line = { request: unknown; expect: { ok: boolean; code?: string; param?: string } };
type Verdict = { ok: boolean; issues: { code: string; param: string }[] };
const lines = <T>(text: string): T[] => text.trim().split('\n').map((line) => JSON.parse(line) as T);
/** The verdict lines of `validate --json`: every line but the last, its summary. */
const verdictsOf = (text: string): Verdict[] => {
  const all = lines<Verdict | { summary: unknown }>(text);
  expect(all.at(-1)).toHaveProperty('summary');
  return all.slice(0, -1) as Verdict[];
};

describe('rcs-send fuzz', () => {
  it('should agree with validate on every expectation: fuzz --count 1000 --invalid --seed 7 | validate --json', async () => {
    const fuzz = ['fuzz', '--count', '1000', '--invalid', '--seed', '7', '--now', NOW];
    const [generated, validated] = await Promise.all([runCli(fuzz), runPipe(fuzz, ['validate', '--json', '--now', NOW])]);
    const cases = lines<Line>(generated.stdout);
    const verdicts = verdictsOf(validated.stdout);
    expect(cases).toHaveLength(1000);
    expect(verdicts).toHaveLength(1000);
    expect(validated.code).toBe(1);
    cases.forEach((line, index) => {
      const verdict = verdicts[index] as Verdict;
      expect(verdict.ok).toBe(false);
      expect(verdict.issues.map(({ code, param }) => ({ code, param }))).toEqual([{ code: line.expect.code, param: line.expect.param }]);
    });
    const rules = new Set(cases.map((line) => line.expect.code));
    expect(rules).toEqual(new Set(ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE')));
  });

  it('should be reproducible from --seed and --now, and differ with another seed', async () => {
    const args = ['fuzz', '--count', '20', '--mixed', '--now', NOW];
    const [a, b, c] = await Promise.all([runCli([...args, '--seed', '3']), runCli([...args, '--seed', '3']), runCli([...args, '--seed', '4'])]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
    const kinds = new Set(lines<Line>(a.stdout).map((line) => line.expect.ok));
    expect(kinds).toEqual(new Set([true, false]));
  });

  it('should generate valid requests by default, all accepted by validate', async () => {
    const fuzz = ['fuzz', '--count', '50', '--seed', '11', '--now', NOW];
    const run = await runPipe(fuzz, ['validate', '--json', '--now', NOW]);
    expect(run.code).toBe(0);
    expect(verdictsOf(run.stdout).every((verdict) => verdict.ok)).toBe(true);
  });

  it('should break only the named rule with --rule, and refuse an unknown rule', async () => {
    const run = await runCli(['fuzz', '--rule', 'CARD_TITLE_TOO_LONG', '--count', '5', '--seed', '1', '--now', NOW]);
    expect(run.code).toBe(0);
    expect(lines<Line>(run.stdout).map((line) => line.expect.code)).toEqual(Array(5).fill('CARD_TITLE_TOO_LONG'));
    const unknown = await runCli(['fuzz', '--rule', 'NOT_A_RULE']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown or non-JSON rule "NOT_A_RULE"');
    const profileRule = await runCli(['fuzz', '--rule', 'PROFILE_HOST_NOT_ALLOWED']);
    expect(profileRule.code).toBe(2);
    expect(profileRule.stderr).toContain('"PROFILE_HOST_NOT_ALLOWED" is a rule of a validation profile: give the profile with --profile FILE');
  });

  it('should take back the --seed and --now it printed, a negative seed among them', async () => {
    const first = await runCli(['fuzz', '--count', '3', '--mixed', '--seed', '-1830744333', '--now', NOW]);
    const printed = /--seed (\S+) --now (\S+)/.exec(first.stderr);
    expect(printed?.[1]).toBe('-1830744333');
    const again = await runCli(['fuzz', '--count', '3', '--mixed', '--seed', printed?.[1] as string, '--now', printed?.[2] as string]);
    expect(again).toEqual({ ...first, code: 0 });
  });

  it('should judge a negative --count by its own rule, not as an option', async () => {
    expect(await runCli(['fuzz', '--count', '-1'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'rcs-send fuzz: --count must be a whole number of at least 1, digits only, not "-1"\nRun "rcs-send fuzz --help" for usage.\n',
    });
  });

  it('should take a count in decimal digits only, refusing 1e3 as it refuses 1.5', async () => {
    expect(await runCli(['fuzz', '--count', '1e3'])).toEqual({ code: 2, stdout: '', stderr: 'rcs-send fuzz: --count must be a whole number of at least 1, digits only, not "1e3"\nRun "rcs-send fuzz --help" for usage.\n' });
  });

  it('should refuse an option given twice instead of taking the last', async () => {
    expect(await runCli(['fuzz', '--count', '1', '--count', '2'])).toEqual({ code: 2, stdout: '', stderr: 'rcs-send fuzz: --count is given more than once: give it once\nRun "rcs-send fuzz --help" for usage.\n' });
  });

  it('should name an unknown option in one line, then the --help to read', async () => {
    expect(await runCli(['fuzz', '--bogus'])).toEqual({ code: 2, stdout: '', stderr: 'rcs-send fuzz: unknown option --bogus\nRun "rcs-send fuzz --help" for usage.\n' });
  });

  it('should print the seed it used, and refuse bad options', async () => {
    const run = await runCli(['fuzz']);
    expect(run.stderr).toMatch(/--seed -?\d+ --now \d{4}-/);
    expect((await runCli(['fuzz', '--count', '0'])).code).toBe(2);
    expect((await runCli(['fuzz', '--invalid', '--mixed'])).code).toBe(2);
    expect((await runCli(['fuzz', '--now', 'yesterday'])).code).toBe(2);
    expect((await runCli(['fuzz', '--help'])).stdout).toContain('Examples:');
  });
});
