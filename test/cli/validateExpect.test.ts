import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const NOW = '2030-01-01T00:00:00Z';
const DAY = 24 * 60 * 60 * 1000;
type Line = { request: unknown; expect: { ok: boolean; code?: string; param?: string } };

const dir = mkdtempSync(join(tmpdir(), 'rcs-send-expect-'));
let corpus: Line[] = [];

/** Writes the lines as NDJSON and returns the file's path. */
function ndjson(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return path;
}

beforeAll(async () => {
  const run = await runCli(['fuzz', '--count', '300', '--mixed', '--seed', '21', '--now', NOW]);
  corpus = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as Line);
});

describe('rcs-send validate --expect', () => {
  it('should pass an untampered fuzz corpus: every verdict, code and param as expected, exit 0', async () => {
    const run = await runCli(['validate', '--expect', '--now', NOW, ndjson('clean.ndjson', corpus)]);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('expectations: 300 checked, 0 mismatches');
    expect(run.code).toBe(0);
  });

  it('should report every tampered line, file:line with expected and actual, and exit 1', async () => {
    const invalid = corpus.map((line, index) => [line, index] as const).filter(([line]) => !line.expect.ok);
    const validIndex = corpus.findIndex((line) => line.expect.ok);
    const [[wrongCode, codeAt], [wrongParam, paramAt], [wrongVerdict, verdictAt]] = invalid as [readonly [Line, number], readonly [Line, number], readonly [Line, number]];
    const tampered: unknown[] = [...corpus];
    tampered[codeAt] = { ...wrongCode, expect: { ...wrongCode.expect, code: wrongCode.expect.code === 'TEXT_TOO_LONG' ? 'UNKNOWN_FIELD' : 'TEXT_TOO_LONG' } };
    tampered[paramAt] = { ...wrongParam, expect: { ...wrongParam.expect, param: 'messages[99].to' } };
    tampered[verdictAt] = { ...wrongVerdict, expect: { ok: true } };
    tampered[validIndex] = { request: corpus[validIndex]?.request, expect: { ok: false, code: 'TEXT_TOO_LONG', param: 'messages[0].contentMessage.text' } };
    tampered.push(corpus[validIndex]?.request); // a plain request: no expectation to check
    const path = ndjson('tampered.ndjson', tampered);
    const run = await runCli(['validate', '--expect', '--now', NOW, path]);
    expect(run.code).toBe(1);
    const reported = run.stdout.trim().split('\n');
    const at = (index: number): string => `${path}:${index + 1}: `;
    const shown = (param: string | undefined): string => (param === '' ? '(root)' : String(param));
    const original = (line: Line): string => `${line.expect.code} at ${shown(line.expect.param)}`;
    expect(reported.sort()).toEqual(
      [
        `${at(codeAt)}expected ${(tampered[codeAt] as Line).expect.code} at ${shown(wrongCode.expect.param)}, got ${original(wrongCode)}`,
        `${at(paramAt)}expected ${wrongParam.expect.code} at messages[99].to, got ${original(wrongParam)}`,
        `${at(verdictAt)}expected OK, got ${original(wrongVerdict)}`,
        `${at(validIndex)}expected TEXT_TOO_LONG at messages[0].contentMessage.text, got OK`,
        `${at(300)}expected nothing to check (not a {"request", "expect"} line of rcs-send fuzz), got OK`,
      ].sort(),
    );
    expect(run.stderr).toContain('expectations: 301 checked, 5 mismatches');
  });

  it('should mark each --json line with match, and the mismatch when there is one', async () => {
    const line = corpus.find((candidate) => !candidate.expect.ok) as Line;
    const run = await runCli(['validate', '--expect', '--json', '--now', NOW], `${JSON.stringify(line)}\n${JSON.stringify({ ...line, expect: { ok: true } })}\n`);
    const [first, second, summary] = run.stdout.trim().split('\n').map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(first).toMatchObject({ line: 1, match: true, ok: false });
    expect(first).not.toHaveProperty('mismatch');
    expect(second).toMatchObject({ line: 2, match: false, mismatch: expect.stringMatching(/^expected OK, got /) });
    expect(summary).toMatchObject({ summary: { expect: { checked: 2, mismatches: 1 } } });
    expect(run.code).toBe(1);
  });

  it('should replay a corpus generated on the real clock 8 days later without a mismatch', async () => {
    const run = await runCli(['fuzz', '--count', '200', '--mixed', '--seed', '4']);
    const eightDaysLater = new Date(Date.now() + 8 * DAY).toISOString();
    const replay = await runCli(['validate', '--expect', '--now', eightDaysLater], run.stdout);
    expect(replay.stderr).toContain('expectations: 200 checked, 0 mismatches');
    expect(replay.code).toBe(0);
  });

  it('should refuse --expect with --expect-invalid, exit 2', async () => {
    const run = await runCli(['validate', '--expect', '--expect-invalid'], '{}');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--expect and --expect-invalid exclude each other');
  });
});
