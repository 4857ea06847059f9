import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const valid = { organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '+351 912 345 678', from: 'acme', contentMessage: { text: 'Hello' } }] };
const tooLong = { ...valid, messages: [{ ...valid.messages[0], contentMessage: { text: 'x'.repeat(3073) } }] };
const unknownKey = { ...valid, extra: 1 };
const root = mkdtempSync(join(tmpdir(), 'rcs-send-inputs-'));

/** Writes `text` at `path` below the test folder, creating folders; returns the full path. */
function file(path: string, text: string): string {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  return full;
}

type Summary = { requests: number; codes: Record<string, number>; files: { path: string; requests: number }[]; skipped: { path: string; reason: string }[] };
const summaryOf = (stdout: string): Summary => (JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { summary: Summary }).summary;

describe('rcs-send validate: no input at all', () => {
  it('should exit 2 with a clear sentence on an empty folder, and 0 with --allow-empty', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const run = await runCli(['validate', empty]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('empty: no .json, .ndjson or .jsonl file in this folder (empty input)');
    expect(run.stderr).toContain('no request found, so nothing was validated; pass --allow-empty if an empty input is expected');
    const allowed = await runCli(['validate', '--allow-empty', empty]);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain('0 requests: 0 valid, 0 invalid');
  });

  it('should exit 2 on an empty stdin (blank lines only too), and 0 with --allow-empty', async () => {
    for (const stdin of ['', '\n  \n']) {
      const run = await runCli(['validate'], stdin);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('<stdin>: no request found (empty input)');
      expect((await runCli(['validate', '--allow-empty'], stdin)).code).toBe(0);
    }
  });

  it('should still exit 2 with --allow-empty when an input is unusable', async () => {
    expect((await runCli(['validate', '--allow-empty'], '{"organizationId": ,}')).code).toBe(2);
  });
});

describe('rcs-send validate: folders', () => {
  const tree = join(root, 'tree');
  file('tree/b/d/e.jsonl', JSON.stringify(valid));
  file('tree/b/c.ndjson', `${JSON.stringify(valid)}\n${JSON.stringify(tooLong)}\n`);
  file('tree/b.json', JSON.stringify(unknownKey, null, 2));
  file('tree/a.json', JSON.stringify(valid));
  file('tree/b/notes.txt', 'not a request');
  symlinkSync('..', join(tree, 'b', 'loop')); // a cycle: must not be followed

  it('should read .json, .ndjson and .jsonl files at any depth, sorted by path, and list what it skipped', async () => {
    const run = await runCli(['validate', '--json', tree]);
    expect(run.code).toBe(1);
    const expected = ['a.json', 'b.json', 'b/c.ndjson', 'b/d/e.jsonl'].map((name) => join(tree, name));
    const sources = run.stdout.trim().split('\n').slice(0, -1).map((line) => (JSON.parse(line) as { source: string }).source);
    expect(sources).toEqual([expected[0], expected[1], expected[2], expected[2], expected[3]]);
    const summary = summaryOf(run.stdout);
    expect(summary.files).toEqual([{ path: expected[0], requests: 1 }, { path: expected[1], requests: 1 }, { path: expected[2], requests: 2 }, { path: expected[3], requests: 1 }]);
    expect(summary.skipped).toEqual([
      { path: join(tree, 'b', 'loop'), reason: 'link to a folder, not followed' },
      { path: join(tree, 'b', 'notes.txt'), reason: 'not .json, .ndjson or .jsonl' },
    ]);
    expect(run.stderr).toContain(`read 4 inputs:\n  ${expected[0]} (1 request)\n`);
    expect(run.stderr).toContain(`skipped 2 files:\n  ${join(tree, 'b', 'loop')} (link to a folder, not followed)\n  ${join(tree, 'b', 'notes.txt')} (not .json, .ndjson or .jsonl)`);
  });

  it('should give the same output on every run', async () => {
    const [first, second] = await Promise.all([runCli(['validate', tree]), runCli(['validate', tree])]);
    expect(first.stdout).toBe(second.stdout);
    expect(first.stderr).toBe(second.stderr);
  });
});

describe('rcs-send validate: summary per code', () => {
  const input = [valid, tooLong, tooLong, unknownKey, { ...tooLong, extra: 2 }].map((request) => JSON.stringify(request)).join('\n');

  it('should count the issues of each code, most frequent first, in the human summary', async () => {
    const run = await runCli(['validate'], input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('5 requests: 1 valid, 4 invalid\nissues by code:\n  TEXT_TOO_LONG  3\n  UNKNOWN_FIELD  2\n');
  });

  it('should end --json with one summary line holding the same counts', async () => {
    const run = await runCli(['validate', '--json'], input);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(summaryOf(run.stdout)).toEqual({
      requests: 5, valid: 1, invalid: 4, unusable: 0, codes: { TEXT_TOO_LONG: 3, UNKNOWN_FIELD: 2 },
      files: [{ path: '<stdin>', requests: 5 }], skipped: [],
    });
  });
});
