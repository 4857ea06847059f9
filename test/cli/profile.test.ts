// rcs-send fuzz, validate and check under a validation profile (--profile FILE), and the one-line
// error of a bad profile file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createValidationProfile, toErrorResponse, validateSendRequest } from '@rcs-send/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runPipe } from './runCli';

const NOW = '2030-01-01T00:00:00Z';
const PROFILE = {
  allowedHosts: ['example.com', '*.example.com'],
  expirationRequired: true,
  maxExpirationSeconds: 7 * 24 * 3600,
  allowedCallingCodes: ['351', '44', '1242'],
  refusedCallingCodes: ['1'],
  allowedContentKinds: ['text', 'standaloneCard', 'carousel'],
  allowedSuggestionKinds: ['reply', 'openUrlAction'],
  maxMessages: 3,
  refusedTerms: ['casino', 'free money'],
};

type Line = { request: unknown; expect: { ok: boolean; code?: string; param?: string } };
const lines = <T>(text: string): T[] => text.trim().split('\n').map((line) => JSON.parse(line) as T);

let folder: string;
let profilePath: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-profile-'));
  profilePath = join(folder, 'gateway.json');
  writeFileSync(profilePath, JSON.stringify(PROFILE));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes `content` to a file of the test folder and returns its path. */
function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('rcs-send fuzz --profile', () => {
  it('should agree with validate --profile on every expectation, valid and one-rule-breaking', async () => {
    const fuzz = ['fuzz', '--profile', profilePath, '--mixed', '--count', '300', '--seed', '5', '--now', NOW];
    const [generated, checked] = await Promise.all([runCli(fuzz), runPipe(fuzz, ['validate', '--expect', '--profile', profilePath, '--now', NOW])]);
    expect(generated.code).toBe(0);
    expect(generated.stderr).toContain('under the profile');
    const cases = lines<Line>(generated.stdout);
    expect(new Set(cases.filter((line) => !line.expect.ok).map((line) => line.expect.code))).toEqual(
      new Set([
        'PROFILE_TOO_MANY_MESSAGES',
        'PROFILE_COUNTRY_NOT_ALLOWED',
        'PROFILE_EXPIRATION_REQUIRED',
        'PROFILE_EXPIRATION_TOO_FAR',
        'PROFILE_CONTENT_KIND_NOT_ALLOWED',
        'PROFILE_SUGGESTION_KIND_NOT_ALLOWED',
        'PROFILE_HOST_NOT_ALLOWED',
        'PROFILE_TERM_NOT_ALLOWED',
      ]),
    );
    expect(checked.stdout).toBe('');
    expect(checked.code).toBe(0);
  });

  it('should break only the named profile rule with --rule, and refuse a rule the profile does not state', async () => {
    const run = await runCli(['fuzz', '--profile', profilePath, '--rule', 'PROFILE_HOST_NOT_ALLOWED', '--count', '5', '--seed', '1', '--now', NOW]);
    expect(run.code).toBe(0);
    expect(lines<Line>(run.stdout).map((line) => line.expect.code)).toEqual(Array(5).fill('PROFILE_HOST_NOT_ALLOWED'));
    const api = await runCli(['fuzz', '--profile', profilePath, '--rule', 'TEXT_TOO_LONG']);
    expect(api.code).toBe(2);
    expect(api.stderr).toContain('not a rule of the profile a request can break alone: "TEXT_TOO_LONG"');
  });
});

describe('rcs-send validate --profile', () => {
  it('should report profile issues after the API\'s, with their codes and params', async () => {
    const body = {
      organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
      messages: [{ to: '+351 912 345 678', from: 'acme', expirationDateTime: '2030-01-02T00:00:00Z', contentMessage: { text: 'Casino night!' } }],
    };
    const run = await runCli(['validate', '--profile', profilePath, '--now', NOW], JSON.stringify(body));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('messages[0].contentMessage.text: The text contains a term this deployment refuses. Found: "casino". (PROFILE_TERM_NOT_ALLOWED)');
    const without = await runCli(['validate', '--now', NOW], JSON.stringify(body));
    expect(without.code).toBe(0);
  });
});

describe('a bad --profile file', () => {
  const cases: [string, () => string, RegExp][] = [
    ['a profile with a bad host', () => file('bad-host.json', JSON.stringify({ allowedHosts: ['ok.com', 'x.com', 'https://evil.com/'] })), /--profile .*bad-host\.json: allowedHosts\[2\]: must be a host name/],
    ['an unknown key', () => file('unknown.json', '{"maxMessage": 3}'), /--profile .*unknown\.json: maxMessage: is not a field of a validation profile\./],
    ['a file that is not JSON', () => file('broken.json', '{"maxMessages": '), /--profile .*broken\.json: not JSON/],
    ['a missing file', () => join(folder, 'missing.json'), /--profile .*missing\.json: cannot read \(ENOENT\)/],
  ];
  for (const command of ['validate', 'fuzz', 'check']) {
    it.each(cases)(`should stop ${command} with one line naming %s and exit 2`, async (_what, path, message) => {
      const extra = command === 'check' ? ['--url', 'http://127.0.0.1:9/v1.2/rcs/send'] : [];
      const run = await runCli([command, '--profile', path(), ...extra], '{}');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    });
  }
});

describe('rcs-send check --profile', () => {
  const profile = createValidationProfile(PROFILE);
  let gateway: Server;
  let url: string;
  let enforce = true;
  beforeAll(async () => {
    // A gateway that enforces the profile with the core, answering 202 or 400 with the first issue.
    gateway = createServer((request, response) => {
      let text = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        const result = enforce ? validateSendRequest(JSON.parse(text), { profile }) : validateSendRequest(JSON.parse(text));
        const body = result.ok ? { error: null, messages: result.messages.map((m) => ({ index: m.index, status: 'ACCEPTED', id: `m${m.index}` })) } : toErrorResponse(result);
        response.writeHead(result.ok ? 202 : 400, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1.2/rcs/send`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('should find a gateway that enforces the profile in agreement on every request', async () => {
    const failures = join(folder, 'failures.ndjson');
    const run = await runCli(['check', '--url', url, '--profile', profilePath, '--count', '120', '--seed', '9', '--failures', failures, '--organization-id', '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', '--sender', 'acme']);
    expect(run.stdout).toContain('PROFILE_HOST_NOT_ALLOWED');
    expect(run.stderr).toContain('120 agreed, 0 disagreed');
    expect(run.code).toBe(0);
  });

  it('should find a service that ignores the profile in disagreement on its rules', async () => {
    enforce = false;
    const failures = join(folder, 'failures-lenient.ndjson');
    const run = await runCli(['check', '--url', url, '--profile', profilePath, '--count', '60', '--seed', '9', '--failures', failures, '--organization-id', '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', '--sender', 'acme']);
    enforce = true;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/[1-9]\d* disagreed/);
  });
});
