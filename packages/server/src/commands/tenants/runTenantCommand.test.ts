import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { _CommandError } from '../commandError';
import { _runTenantCommand } from './runTenantCommand';
import { _tenantArguments, type _TenantArguments } from './tenantArguments';

const ORG = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';
const NOW = Date.parse('2026-11-26T10:00:00Z');
const args = (...argv: string[]): _TenantArguments => _tenantArguments(argv) as _TenantArguments;

let folder: string;
let store: SqliteStore;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-tenant-command-'));
  store = openSqliteStore({ path: join(folder, 'tenants.db') });
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the tenants subcommands on a store', () => {
  it('should show an organization with its webhook URL redacted and never its secret nor a key', async () => {
    await store.tenants.addOrganization({ id: ORG, rcsChannel: false, webhook: { url: 'https://hooks.example/in?token=s3cret', secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' }, balance: 4 }, NOW);
    const issued = await _runTenantCommand(store.tenants, args('add-key', '--principal', 'acme', '--org', ORG), NOW);
    const shown = await _runTenantCommand(store.tenants, args('show', '--org', ORG), NOW);
    expect(shown.result).toMatchObject({ organizationId: ORG, rcsChannel: false, balance: 4, members: ['acme'], webhook: 'https://hooks.example/in?***', ledger: [{ units: 4, reason: 'starting balance' }] });
    expect(shown.change).toBeUndefined();
    for (const text of [shown.text, JSON.stringify(shown.result), JSON.stringify(issued.change)]) {
      expect(text).not.toContain(String(issued.result['key']));
      expect(text).not.toContain('whsec_');
      expect(text).not.toContain('s3cret');
    }
  });

  it('should read usage over the 30 days to today by default, and refuse a range upside down or longer than 366 days', async () => {
    await store.tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 0 }, NOW);
    expect((await _runTenantCommand(store.tenants, args('usage', '--org', ORG), NOW)).result).toMatchObject({ from: '2026-10-28', to: '2026-11-26', days: [] });
    expect((await _runTenantCommand(store.tenants, args('usage', '--org', ORG, '--from', '2025-11-26', '--to', '2026-11-26'), NOW)).result).toMatchObject({ from: '2025-11-26' });
    await expect(_runTenantCommand(store.tenants, args('usage', '--org', ORG, '--from', '2025-11-25', '--to', '2026-11-26'), NOW)).rejects.toThrow('at most 366 days apart');
    await expect(_runTenantCommand(store.tenants, args('usage', '--org', ORG, '--from', '2026-11-27', '--to', '2026-11-26'), NOW)).rejects.toThrow('--from must not be after --to');
  });

  it('should refuse what the store cannot do with a CommandError, and change nothing', async () => {
    await _runTenantCommand(store.tenants, args('add-org', '--id', ORG, '--balance', '2'), NOW);
    await expect(_runTenantCommand(store.tenants, args('add-org', '--id', ORG.toUpperCase(), '--balance', '9'), NOW)).rejects.toThrow(_CommandError);
    await expect(_runTenantCommand(store.tenants, args('revoke-key', 'rcs_live_0a1b2c3d'), NOW)).rejects.toThrow('no active key matches');
    await expect(_runTenantCommand(store.tenants, args('revoke-key', 'not-a-key'), NOW)).rejects.toThrow(TypeError);
    expect(await store.tenants.balanceOf(ORG)).toBe(2);
  });
});
