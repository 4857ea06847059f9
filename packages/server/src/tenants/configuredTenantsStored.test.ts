import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../config/types';
import { _digestOf } from './apiKeys';
import { _bootstrapTenants } from './bootstrapTenants';
import { _configuredTenantsStored } from './configuredTenantsStored';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const KEY = 'rcs_config_key_of_the_file';
const config: Pick<ServerConfig, 'organizations' | 'apiKeys'> = {
  apiKeys: [{ apiKey: KEY, principalId: 'acme' }],
  organizations: [{ id: ORG.toUpperCase(), members: ['acme'], senders: ['acme_agent'], balance: 10 }],
};

let folder: string | undefined;
let store: SqliteStore | undefined;
afterEach(async () => {
  await store?.close();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe('the look for the configured tenants in the store', () => {
  it('should find them only once every organization and key of the configuration is stored, a revoked key included', async () => {
    folder = mkdtempSync(join(tmpdir(), 'rcs-send-stored-'));
    store = openSqliteStore({ path: join(folder, 'tenants.db') });
    const { tenants } = store;
    const stored = _configuredTenantsStored(tenants, config);
    expect(await stored()).toBe(false);
    await tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 10, members: ['acme'], senders: [], smsFallback: null }, Date.now());
    expect(await stored()).toBe(false); // the organization, not yet its key
    await _bootstrapTenants(tenants, config, () => undefined);
    expect(await stored()).toBe(true);
    await tenants.revokeKeys({ digest: _digestOf(KEY) }, Date.now());
    expect(await stored()).toBe(true); // revoked by an operator: still the store's to keep, never brought in again
    const another = { ...config, organizations: [...config.organizations, { id: '00000000-0000-4000-8000-000000000002', members: [], senders: [], balance: 3 }] };
    expect(await _configuredTenantsStored(tenants, another)()).toBe(false);
  });
});
