// Problems of set-up stop check at once with one sentence and exit 3, never a table of disagreements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './runCli';
import { startReferenceServer, type TestServer } from './support/checkServers';

const KEY = 'rcs_test_environment_key';
const UNKNOWN_ORG = '00000000-0000-4000-8000-000000000000';
/** Where the runs write their (empty) failures files. */
const failures = ['--failures', join(mkdtempSync(join(tmpdir(), 'rcs-send-check-environment-')), 'failures.ndjson')];
let qa: TestServer;
let demo: TestServer;

beforeAll(async () => {
  [qa, demo] = await Promise.all([
    startReferenceServer({ RCS_SEND_API_KEY: KEY, RCS_SEND_PROFILE: 'qa' }),
    startReferenceServer({ RCS_SEND_API_KEY: KEY, RCS_SEND_BALANCE: '40', RCS_SEND_RATE_LIMIT: '0' }),
  ]);
});
afterAll(async () => {
  await Promise.all([qa.close(), demo.close()]);
  rmSync(join(failures[1] as string, '..'), { recursive: true, force: true });
});

/** Runs check against `url` with the demo tenant, then `extra` options. */
const check = (url: string, extra: string[]): Promise<CliRun> =>
  runCli(['check', '--url', url, '--organization-id', DEMO.organizationId, '--sender', DEMO.sender, '--count', '400', '--seed', '3', ...failures, ...extra]);

/** Asserts a stop for set-up: exit 3, the sentence, no table and no disagreement line. */
function expectStopped(run: CliRun, sentence: RegExp): void {
  expect(run.code).toBe(3);
  expect(run.stderr).toMatch(sentence);
  expect(run.stderr).toMatch(/stopped after \d+ of 400 request\(s\): no verdict on the implementation/);
  expect(run.stdout).not.toMatch(/^total/m);
  expect(run.stdout).not.toMatch(/^#\d+/m);
}

describe('rcs-send check on a wrong set-up', () => {
  it('should stop on a refused key with the 401 sentence', async () => {
    const run = await check(qa.url, ['--api-key', 'rcs_wrong']);
    expectStopped(run, /The API key was refused \(401 UNAUTHENTICATED\): give the tenant's key with --api-key/);
    expect(run.stderr).toMatch(/stopped after [1-4] of 400/);
  });

  it('should stop on an unknown organization with the 404 sentence', async () => {
    const run = await runCli(['check', '--url', qa.url, '--api-key', KEY, '--organization-id', UNKNOWN_ORG, '--sender', DEMO.sender, '--count', '400', ...failures]);
    expectStopped(run, new RegExp(`The organization ${UNKNOWN_ORG} is unknown to the implementation \\(404 ORGANIZATION_NOT_FOUND\\)`));
  });

  it('should stop on a URL that is not the send endpoint with the --url sentence, not the organization one', async () => {
    const wrong = qa.url.replace('/v1.2/rcs/send', '/v1.2/rcs/sned');
    const run = await check(wrong, ['--api-key', KEY]);
    expectStopped(run, /Nothing at http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/sned answers as POST \/v1\.2\/rcs\/send \(404 ROUTE_NOT_FOUND, not at organizationId\): fix --url/);
    expect(run.stderr).not.toMatch(/is unknown to the implementation/);
  });

  it('should stop on a sender the organization does not have', async () => {
    const run = await runCli(['check', '--url', qa.url, '--api-key', KEY, '--organization-id', DEMO.organizationId, '--sender', 'not_configured', '--count', '400', ...failures]);
    expectStopped(run, /The sender "not_configured" is not accepted for this organization \(messages\[\d+\]\.from SENDER_NOT_CONFIGURED\)/);
  });

  it('should stop when the balance runs out with the 402 sentence, after agreeing until then', async () => {
    const run = await check(demo.url, ['--api-key', KEY, '--concurrency', '1']);
    expectStopped(run, /The organization's balance ran out \(402 INSUFFICIENT_BALANCE\): raise it \(the reference server: --profile qa\)/);
    const stoppedAfter = Number(/stopped after (\d+)/.exec(run.stderr)?.[1]);
    expect(stoppedAfter).toBeGreaterThan(3);
    expect(stoppedAfter).toBeLessThan(400);
  });

  it('should stop when nothing listens at the URL', async () => {
    const closed = await startReferenceServer({ RCS_SEND_API_KEY: KEY });
    await closed.close();
    const run = await check(closed.url, ['--api-key', KEY]);
    expectStopped(run, /Nothing answers at http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/send \(ECONNREFUSED\): start the implementation or fix --url/);
  });
});
