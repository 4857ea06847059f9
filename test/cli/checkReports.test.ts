// --report json and --report junit, parsed back: totals per rule that match the run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';
import { startServerWithRuleOff, type TestServer } from './support/checkServers';

const KEY = 'rcs_test_reports_key';
const RULE = 'CARD_TITLE_TOO_LONG';
const directory = mkdtempSync(join(tmpdir(), 'rcs-send-check-reports-'));
let server: TestServer;

beforeAll(async () => {
  server = await startServerWithRuleOff(RULE, KEY);
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The check run of these tests, with `extra` options. */
const check = (extra: string[]) =>
  runCli(['check', '--url', server.url, '--api-key', KEY, '--organization-id', DEMO.organizationId, '--sender', DEMO.sender, '--count', '600', '--seed', '21', '--failures', join(directory, 'f.ndjson'), ...extra]);

/** A small XML reader for the test: checks that tags nest and close, and returns each element's name and attributes. */
function xmlElements(text: string): Array<{ name: string; attributes: Record<string, string> }> {
  const body = text.replace(/^<\?xml [^?]*\?>\s*/, '');
  const open: string[] = [];
  const elements: Array<{ name: string; attributes: Record<string, string> }> = [];
  for (const match of body.matchAll(/<(\/?)([\w-]+)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g)) {
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      continue;
    }
    if (closing === '/') expect(open.pop()).toBe(name);
    else {
      elements.push({ name: name as string, attributes: Object.fromEntries([...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])) });
      if (selfClosing !== '/') open.push(name as string);
    }
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>|[^<]+/g, '')).toBe('');
  return elements;
}

describe('rcs-send check reports', () => {
  it('should write a JSON report whose totals per rule match the table', async () => {
    const path = join(directory, 'report.json');
    const run = await check(['--report', 'json', '--report-file', path]);
    expect(run.code).toBe(1);
    const report = JSON.parse(readFileSync(path, 'utf8')) as {
      exitCode: number; seed: number; requested: number; stopped: null; totals: Record<string, number>;
      rules: Array<{ rule: string; sent: number; agreed: number; disagreed: number; failed: number; disagreements: Array<{ param: string; expected: string; actual: string }> }>;
    };
    expect(report).toMatchObject({ exitCode: 1, seed: 21, requested: 600, stopped: null, totals: { sent: 600, disagreed: expect.any(Number), failed: 0 } });
    for (const rule of report.rules) expect(run.stdout).toMatch(new RegExp(`^${rule.rule}\\s+${rule.sent}\\s+${rule.agreed}\\s+${rule.disagreed}\\s+${rule.failed}$`, 'm'));
    expect(report.rules.filter((rule) => rule.disagreed > 0).map((rule) => rule.rule)).toEqual([RULE]);
    const wrong = report.rules.find((rule) => rule.rule === RULE);
    expect(wrong?.disagreements[0]).toMatchObject({ param: expect.stringMatching(/\.title$/), expected: expect.stringMatching(/^400 .*\.title$/), actual: expect.stringMatching(/^20[02]/) });
    expect(report.rules.reduce((sum, rule) => sum + rule.sent, 0)).toBe(600);
  });

  it('should write JUnit XML on stdout that is well-formed, one testcase per rule, counts matching (the table on stderr)', async () => {
    const run = await check(['--report', 'junit']);
    expect(run.code).toBe(1);
    const elements = xmlElements(run.stdout);
    const suite = elements.find((element) => element.name === 'testsuite');
    const cases = elements.filter((element) => element.name === 'testcase');
    const failures = elements.filter((element) => element.name === 'failure');
    const rows = [...run.stderr.matchAll(/^([A-Z_]+|valid)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$/gm)];
    expect(cases.map((element) => element.attributes['name'])).toEqual(rows.map((row) => row[1]));
    expect(suite?.attributes).toMatchObject({ tests: String(cases.length), failures: String(failures.length), errors: '0' });
    expect(failures).toHaveLength(1);
    expect(failures[0]?.attributes['message']).toMatch(/^\d+ of \d+ answers disagreed$/);
    expect(run.stdout).toMatch(/#\d+ param messages\[\d+\]\..*\.title: expected 400 .*\.title, got 20[02]/);
  });
});
