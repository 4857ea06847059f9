import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../config/types';
import { _configuredPrefix, _digestOf } from './apiKeys';
import { _bootstrapTenants } from './bootstrapTenants';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const NEW_ORG = '00000000-0000-4000-8000-000000000002';
const KEY = 'rcs_config_key_of_the_file';
const config = (balance: number, senders: string[]): Pick<ServerConfig, 'organizations' | 'apiKeys'> => ({
  apiKeys: [{ apiKey: KEY, principalId: 'acme' }],
  organizations: [{ id: ORG.toUpperCase(), members: ['acme'], senders, useCases: { acme_otp: 'OTP' }, balance }],
});

let folder: string | undefined;
let store: SqliteStore | undefined;
afterEach(async () => {
  await store?.close();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe('a configuration file bringing tenants into the store', () => {
  it('should add what the store lacks at each start and change nothing it holds', async () => {
    folder = mkdtempSync(join(tmpdir(), 'rcs-send-bootstrap-'));
    store = openSqliteStore({ path: join(folder, 'tenants.db') });
    const { tenants } = store;
    const logs: string[] = [];
    await _bootstrapTenants(tenants, config(10, ['acme_agent', 'acme_otp']), (line) => logs.push(line));
    expect(await tenants.organization(ORG)).toEqual({ id: ORG, rcsChannel: true, members: ['acme'], senders: [{ id: 'acme_agent', useCase: 'TRANSACTIONAL', smsFallback: null }, { id: 'acme_otp', useCase: 'OTP', smsFallback: null }], webhook: null, smsFallback: null });
    expect((await tenants.keyOf(_digestOf(KEY)))?.prefix).toBe(_configuredPrefix(_digestOf(KEY)));
    expect(logs.map((line) => JSON.parse(line) as { actor: string; change: string })).toMatchObject([
      { actor: 'configuration', change: 'add-org' },
      { actor: 'configuration', change: 'add-key' },
    ]);

    await tenants.revokeKeys({ digest: _digestOf(KEY) }, Date.now());
    const next = { ...config(99, ['acme_agent', 'acme_news']), organizations: [...config(99, ['acme_news']).organizations, { id: NEW_ORG, members: [], senders: [], balance: 3 }] };
    await _bootstrapTenants(tenants, next, (line) => logs.push(line));
    expect(await tenants.balanceOf(ORG)).toBe(10); // never refilled
    expect(await tenants.isConfigured(ORG, 'acme_news')).toBe(false); // the store is the truth
    expect((await tenants.keyOf(_digestOf(KEY)))?.revokedAt).not.toBeNull(); // a revoked key stays revoked
    expect(await tenants.balanceOf(NEW_ORG)).toBe(3); // what it lacked is added
    expect(logs).toHaveLength(3);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it("should write a new organization's SMS fallback and its senders' own, and never change a stored one", async () => {
    folder = mkdtempSync(join(tmpdir(), 'rcs-send-bootstrap-'));
    store = openSqliteStore({ path: join(folder, 'tenants.db') });
    const { tenants } = store;
    const on = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 } as const;
    const off = { ...on, enabled: false };
    const organization = { id: ORG, members: [], senders: ['acme_agent', 'acme_news'], balance: 1, smsFallback: on, smsFallbacks: { acme_news: off } };
    const logs: string[] = [];
    await _bootstrapTenants(tenants, { apiKeys: [], organizations: [organization] }, (line) => logs.push(line));
    expect(await tenants.policyOf(ORG, 'acme_agent')).toEqual(on);
    expect(await tenants.policyOf(ORG, 'acme_news')).toEqual(off);
    expect(JSON.parse(logs[0] ?? '{}')).toMatchObject({ change: 'add-org', smsFallback: 'on', senderSmsFallbacks: 1 });
    await _bootstrapTenants(tenants, { apiKeys: [], organizations: [{ ...organization, smsFallback: off }] }, (line) => logs.push(line));
    expect(await tenants.policyOf(ORG, 'acme_agent')).toEqual(on); // the store is the truth
    expect(logs).toHaveLength(1);
  });
});
