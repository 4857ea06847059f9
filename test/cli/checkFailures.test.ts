// A server with one rule turned off is caught; each failure's curl line reproduces it, and
// --replay re-sends and re-judges the failures file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './runCli';
import { runShell, startReferenceServer, startServerWithRuleOff, type TestServer } from './support/checkServers';

const KEY = 'rcs_test_failures_key';
const RULE = 'SUGGESTION_TEXT_TOO_LONG';
const directory = mkdtempSync(join(tmpdir(), 'rcs-send-check-failures-'));
const failuresPath = join(directory, 'failures.ndjson');
let lenient: TestServer;
let reference: TestServer;
let run: CliRun;
let failures: Array<{ index: number; rule: string; expect: { param: string }; actual: { status: number; body: unknown }; request: unknown; headers: Record<string, string>; curl: string }>;

beforeAll(async () => {
  [lenient, reference] = await Promise.all([startServerWithRuleOff(RULE, KEY), startReferenceServer({ RCS_SEND_API_KEY: KEY, RCS_SEND_PROFILE: 'qa' })]);
  run = await runCli([
    'check', '--url', lenient.url, '--api-key', KEY, '--organization-id', DEMO.organizationId, '--sender', DEMO.sender,
    '--count', '1500', '--seed', '11', '--concurrency', '8', '--header', 'X-Check-Run: failures test', '--failures', failuresPath,
  ]);
  failures = readFileSync(failuresPath, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as (typeof failures)[number]);
}, 300_000);
afterAll(async () => {
  await Promise.all([lenient.close(), reference.close()]);
  rmSync(directory, { recursive: true, force: true });
});

describe('rcs-send check against a server with one rule turned off', () => {
  it('should report that rule alone, each disagreement written whole to the failures file, and exit 1', () => {
    expect(run.code).toBe(1);
    const tally = new RegExp(`^${RULE}\\s+(\\d+)\\s+0\\s+\\1\\s+0$`, 'm').exec(run.stdout);
    expect(Number(tally?.[1])).toBeGreaterThan(5);
    expect(run.stdout).toMatch(/^valid\s+(\d+)\s+\1\s+0\s+0$/m);
    expect(failures).toHaveLength(Number(tally?.[1]));
    expect(new Set(failures.map((failure) => failure.rule))).toEqual(new Set([RULE]));
    for (const failure of failures) {
      expect(failure.expect.param).toMatch(/suggestions\[\d+\]\.\w+\.text$/);
      expect([200, 202]).toContain(failure.actual.status);
      expect(failure.headers).toEqual({ 'x-check-run': 'failures test' });
      expect(failure.curl).toContain(`'x-check-run: failures test'`);
      expect(failure.curl).toContain('$RCS_SEND_API_KEY');
    }
    expect(readFileSync(failuresPath, 'utf8')).not.toContain(KEY);
    expect(run.stderr).toContain(`${failures.length} disagreement(s) in ${failuresPath}`);
  });

  it('should give curl lines that, run by a shell, send the same bytes and get the same status', { timeout: 120_000 }, async () => {
    for (const failure of failures) {
      const replay = await runShell(failure.curl, { RCS_SEND_API_KEY: KEY });
      expect(replay.stderr).toBe('');
      expect(Number(/^HTTP\/[\d.]+ (\d{3})/.exec(replay.stdout)?.[1])).toBe(failure.actual.status);
      const body = replay.stdout.slice(replay.stdout.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ error: null, messages: expect.any(Array) });
    }
    // The same line against the reference server is rejected at the rule's param: the body went through intact.
    const [first] = failures;
    const reference400 = await runShell((first?.curl ?? '').replace(lenient.url, reference.url), { RCS_SEND_API_KEY: KEY });
    expect(reference400.stdout).toContain(first?.expect.param);
  });

  it('should re-send the failures with --replay: still disagreeing against that server, agreeing against the reference one', { timeout: 120_000 }, async () => {
    const again = await runCli(['check', '--replay', failuresPath, '--api-key', KEY]);
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(new RegExp(`^total\\s+${failures.length}\\s+0\\s+${failures.length}\\s+0$`, 'm'));
    const fixed = await runCli(['check', '--replay', failuresPath, '--url', reference.url, '--api-key', KEY, '--failures', join(directory, 'still.ndjson')]);
    expect(fixed.stdout).toMatch(new RegExp(`^total\\s+${failures.length}\\s+${failures.length}\\s+0\\s+0$`, 'm'));
    expect(fixed.code).toBe(0);
    expect(readFileSync(join(directory, 'still.ndjson'), 'utf8')).toBe('');
  });
});
