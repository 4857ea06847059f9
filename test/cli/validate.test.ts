import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const valid = {
  organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04',
  messages: [{ to: '+351 912 345 678', from: 'acme', contentMessage: { text: 'Hello' } }],
};
const invalid = { ...valid, messages: [{ to: '351912345678', from: 'acme', contentMessage: { text: 'x'.repeat(3073) } }] };
const dir = mkdtempSync(join(tmpdir(), 'rcs-send-cli-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('rcs-send validate', () => {
  it('should print OK and exit 0 when every request is valid (pretty-printed JSON file)', async () => {
    const run = await runCli(['validate', file('valid.json', JSON.stringify(valid, null, 2))]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/valid\.json:1: OK/);
    expect(run.stderr).toContain('1 request: 1 valid, 0 invalid');
  });

  it('should print each error as "param: description (CODE)" and exit 1 when some are invalid', async () => {
    const run = await runCli(['validate', file('mixed.ndjson', `${JSON.stringify(valid)}\n\n${JSON.stringify(invalid)}\n`)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('mixed.ndjson:1: OK');
    expect(run.stdout).toContain('mixed.ndjson:3: 1 error');
    expect(run.stdout).toMatch(/ {2}messages\[0\]\.contentMessage\.text: .+ \(TEXT_TOO_LONG\)/);
  });

  it('should read stdin when no file is given, and print one JSON result per request with --json', async () => {
    const run = await runCli(['validate', '--json'], `${JSON.stringify(valid)}\n${JSON.stringify(invalid)}\n`);
    expect(run.code).toBe(1);
    const all = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { ok: boolean; line: number; issues: { code: string }[]; value?: { messages: { to: string }[] } });
    const lines = all.slice(0, -1);
    expect(all.at(-1)).toMatchObject({ summary: { requests: 2, valid: 1, invalid: 1 } });
    expect(lines.map((line) => [line.line, line.ok])).toEqual([[1, true], [2, false]]);
    expect(lines[0]?.value?.messages[0]?.to).toBe('351912345678');
    expect(lines[1]?.issues.map((issue) => issue.code)).toEqual(['TEXT_TOO_LONG']);
  });

  it('should report a malformed NDJSON line with its line and column, validate the others, and exit 2', async () => {
    const run = await runCli(['validate', file('broken.ndjson', `${JSON.stringify(valid)}\n{"organizationId": ,}\n${JSON.stringify(valid)}\n`)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/broken\.ndjson:2:\d+: malformed JSON/);
    expect(run.stdout.match(/: OK/g)).toHaveLength(2);
  });

  it('should report a malformed JSON document with its line and column without echoing its content', async () => {
    const run = await runCli(['validate', file('broken.json', '{\n  "organizationId": "secret-value",\n  "messages": [\n}\n')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/broken\.json:4:1: malformed JSON/);
    expect(run.stderr).not.toContain('secret-value');
  });

  it('should exit 2 for a missing file and for an empty input', async () => {
    const missing = await runCli(['validate', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.json: cannot read \(ENOENT\)/);
    const empty = await runCli(['validate'], '');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('no request found');
  });

  it('should exit 0 with --expect-invalid only when every request is invalid', async () => {
    expect((await runCli(['validate', '--expect-invalid'], JSON.stringify(invalid))).code).toBe(0);
    expect((await runCli(['validate', '--expect-invalid'], JSON.stringify(valid))).code).toBe(1);
  });

  it('should judge expirationDateTime against --now', async () => {
    const expiring = { ...valid, messages: [{ ...valid.messages[0], expirationDateTime: '2030-01-01T00:00:00Z' }] };
    expect((await runCli(['validate', '--now', '2029-12-31T23:59:59Z'], JSON.stringify(expiring))).code).toBe(0);
    expect((await runCli(['validate', '--now', '2030-01-01T00:00:00Z'], JSON.stringify(expiring))).code).toBe(1);
  });

  it('should print help with examples, and exit 2 on an unknown option', async () => {
    const help = await runCli(['validate', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
    const bad = await runCli(['validate', '--nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('rcs-send validate --help');
  });
});
