import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, loadServerConfig, startServer, type RunningServer } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const API_KEY = 'check-test-key';
let server: RunningServer;

beforeAll(async () => {
  const outbox = join(mkdtempSync(join(tmpdir(), 'rcs-send-check-')), 'outbox.ndjson');
  const env = { RCS_SEND_PORT: '0', RCS_SEND_API_KEY: API_KEY, RCS_SEND_BALANCE: '100000', RCS_SEND_RATE_LIMIT: '0', RCS_SEND_OUTBOX: outbox };
  server = await startServer({ config: loadServerConfig({ env }).config, log: () => {} });
});
afterAll(() => server.close());

describe('rcs-send check against the reference server', () => {
  it('should find every response in agreement, for valid and single-rule-invalid requests', async () => {
    const run = await runCli([
      'check', '--url', server.url, '--api-key', API_KEY,
      '--organization-id', DEMO.organizationId, '--from', DEMO.sender, '--count', '400', '--seed', '9',
    ]);
    expect(run.stdout).toMatch(/^total\s+400\s+400\s+0\s+0$/m);
    expect(run.code).toBe(0);
  });
});
