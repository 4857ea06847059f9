// The check command the banner prints for the demo profile fits within its balance and rate limit.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';
import { startReferenceServer, type TestServer } from './support/checkServers';

const API_KEY = 'check-test-key';
const directory = mkdtempSync(join(tmpdir(), 'rcs-send-check-demo-'));
let server: TestServer;

beforeAll(async () => {
  server = await startReferenceServer({ RCS_SEND_API_KEY: API_KEY });
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('rcs-send check against the reference server in its demo profile', () => {
  it("should find every answer in agreement for the banner's 100 requests, within the balance of 1,000 and 50 requests/s", async () => {
    const run = await runCli(['check', '--url', server.url, '--api-key', API_KEY, '--organization-id', DEMO.organizationId, '--sender', DEMO.sender, '--count', '100', '--seed', '9', '--failures', join(directory, 'failures.ndjson')]);
    expect(run.stdout).toMatch(/^total\s+100\s+100\s+0\s+0$/m);
    expect(readFileSync(join(directory, 'failures.ndjson'), 'utf8')).toBe('');
    expect(run.code).toBe(0);
  });
});
