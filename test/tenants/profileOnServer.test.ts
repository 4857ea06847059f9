// Issue 35 on the server: an operator sets a validation profile with the tenants command while
// the server runs; without a restart, a send breaking it is answered 400 with its PROFILE_ code
// at its param, a preflight shows the same issue, and clearing it lets the send through again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerBin, type ServerProcess } from '../delivery/support/serverBin';
import { waitUntil } from '../support/waitUntil';
import { tenantsCommand, tenantsJson } from './support/tenantsCommand';

const ORG = '5a0e9c3b-7d41-4f2a-8b6c-1e2d3f4a5b6c';
const KEY = 'rcs_test_profile_on_server';
const SENDER = 'acme_agent';
const TERM = { code: 'PROFILE_TERM_NOT_ALLOWED', param: 'messages[0].contentMessage.text' };
const body = { organizationId: ORG, messages: [{ to: '+351 912 345 678', from: SENDER, contentMessage: { text: 'Big SALE today' } }] };

let directory: string;
let env: Record<string, string>;
let server: ServerProcess;

/** POSTs `body` to `path` of the server; its status and JSON. */
async function post(path: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-profile-'));
  env = {
    RCS_SEND_PORT: '0',
    RCS_SEND_DB: join(directory, 'profile.db'),
    RCS_SEND_API_KEY: KEY,
    RCS_SEND_ORGANIZATION_ID: ORG,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BALANCE: '1000',
    RCS_SEND_RATE_LIMIT: '0',
    RCS_SEND_DELIVERY: 'off',
    RCS_SEND_PLAYGROUND: 'off',
  };
  await writeFile(join(directory, 'no-sale.json'), JSON.stringify({ refusedTerms: ['sale'] }));
  await writeFile(join(directory, 'bad.json'), JSON.stringify({ allowedHosts: ['cdn.example.com', 42] }));
  server = await startServerBin(env);
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(directory, { recursive: true, force: true });
});

describe('a validation profile set while the server runs', () => {
  it('should refuse a bad profile file with one line naming the file and the path of its first problem (exit 2), storing nothing', async () => {
    const run = await tenantsCommand(['set-profile', '--org', ORG, '--file', 'bad.json'], directory, env);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toMatch(/--file bad\.json: allowedHosts\[1\]: /);
    expect((await tenantsJson(['show', '--org', ORG], directory, env))['validationProfile']).toBeNull();
  }, 30_000);

  it('should answer a send breaking it 400 at its param within a bounded wait, show it in a preflight, and let the send through once cleared', async () => {
    expect((await post('/v1.2/rcs/send')).status).toBe(202);
    const set = await tenantsJson(['set-profile', '--org', ORG, '--file', 'no-sale.json'], directory, env);
    expect(set).toMatchObject({ organizationId: ORG, sender: null, validationProfile: { refusedTerms: ['sale'] } });

    let answer = await post('/v1.2/rcs/send');
    await waitUntil('the send to be refused by the profile', 10_000, async () => (answer = await post('/v1.2/rcs/send')).status === 400);
    expect(answer.json['error']).toMatchObject(TERM);
    const preflight = await post('/v1.2/rcs/preflight');
    expect(preflight.status).toBe(200);
    expect((preflight.json['messages'] as unknown[])[0]).toMatchObject({ status: 'REJECTED', errors: [TERM] });

    const shown = await tenantsCommand(['show', '--org', ORG], directory, env);
    expect(shown.stdout).toContain('validation profile: {"refusedTerms":["sale"]}');
    await tenantsJson(['set-profile', '--org', ORG, '--clear'], directory, env);
    await waitUntil('the send to pass again once the profile is cleared', 10_000, async () => (await post('/v1.2/rcs/send')).status === 202);
  }, 60_000);
});
