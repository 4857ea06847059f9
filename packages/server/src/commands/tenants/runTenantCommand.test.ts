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
    const issued = await _runTenantCommand(store, args('add-key', '--principal', 'acme', '--org', ORG), NOW);
    const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
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
    expect((await _runTenantCommand(store, args('usage', '--org', ORG), NOW)).result).toMatchObject({ from: '2026-10-28', to: '2026-11-26', days: [] });
    expect((await _runTenantCommand(store, args('usage', '--org', ORG, '--from', '2025-11-26', '--to', '2026-11-26'), NOW)).result).toMatchObject({ from: '2025-11-26' });
    await expect(_runTenantCommand(store, args('usage', '--org', ORG, '--from', '2025-11-25', '--to', '2026-11-26'), NOW)).rejects.toThrow('at most 366 days apart');
    await expect(_runTenantCommand(store, args('usage', '--org', ORG, '--from', '2026-11-27', '--to', '2026-11-26'), NOW)).rejects.toThrow('--from must not be after --to');
  });

  it("should turn an organization's SMS fallback on with the defaults, a sender's off, clear it, and show each", async () => {
    await _runTenantCommand(store, args('add-org', '--id', ORG), NOW);
    await _runTenantCommand(store, args('add-sender', '--org', ORG, '--sender', 'acme_news'), NOW);
    const on = await _runTenantCommand(store, args('set-fallback', '--org', ORG, '--sms-sender', 'ACME'), NOW);
    const policy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 };
    expect(on.result).toEqual({ organizationId: ORG, sender: null, smsFallback: policy, applies: policy });
    expect(on.change).toEqual({ organizationId: ORG, sender: null, smsFallback: 'on', smsSender: 'ACME', triggers: 'NOT_RCS_CAPABLE,REVOKED', maxSegments: 6 });
    expect(on.text).toBe(`SMS fallback of organization ${ORG}: on from ACME (NOT_RCS_CAPABLE, REVOKED; up to 6 segments); applies: on from ACME (NOT_RCS_CAPABLE, REVOKED; up to 6 segments)`);
    const off = await _runTenantCommand(store, args('set-fallback', '--org', ORG, '--sender', 'acme_news', '--off'), NOW);
    expect(off.result).toMatchObject({ sender: 'acme_news', smsFallback: { ...policy, enabled: false }, applies: { ...policy, enabled: false } });
    const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
    expect(shown.result).toMatchObject({ smsFallback: policy, senders: [{ id: 'acme_news', smsFallback: { enabled: false } }] });
    expect(shown.text).toContain('SMS fallback: on from ACME (NOT_RCS_CAPABLE, REVOKED; up to 6 segments)');
    expect(shown.text).toContain('acme_news (TRANSACTIONAL; SMS fallback off from ACME');
    const cleared = await _runTenantCommand(store, args('set-fallback', '--org', ORG, '--sender', 'acme_news', '--clear'), NOW);
    expect(cleared.result).toMatchObject({ smsFallback: null, applies: policy });
    const custom = await _runTenantCommand(store, args('set-fallback', '--org', ORG, '--sms-sender', '4412345678', '--triggers', 'FAILED, REVOKED', '--max-segments', '255'), NOW);
    expect(custom.result['smsFallback']).toEqual({ enabled: true, smsSender: '4412345678', triggers: ['REVOKED', 'FAILED'], maxSegments: 255 });
  });

  it('should refuse a fallback that is not one naming the option, one for a sender not there, and --off with nothing to turn off', async () => {
    await _runTenantCommand(store, args('add-org', '--id', ORG), NOW);
    const refusals: [string[], string][] = [
      [['--sms-sender', 'ACME_SENDERS'], '--sms-sender must be'],
      [['--sms-sender', 'ACME', '--triggers', 'NOT_RCS_CAPABLE,SOMETIMES'], '--triggers must be a non-empty list'],
      [['--sms-sender', 'ACME', '--max-segments', '256'], '--max-segments must be an integer from 1 to 255'],
      [['--sms-sender', 'ACME', '--off'], 'takes one of --sms-sender (fallback on), --off or --clear'],
      [[], 'takes one of --sms-sender'],
      [['--off', '--triggers', 'REVOKED'], '--triggers and --max-segments go with --sms-sender'],
    ];
    for (const [options, message] of refusals) await expect(_runTenantCommand(store, args('set-fallback', '--org', ORG, ...options), NOW)).rejects.toThrow(message);
    await expect(_runTenantCommand(store, args('set-fallback', '--org', ORG, '--sender', 'nobody', '--sms-sender', 'ACME'), NOW)).rejects.toThrow(_CommandError);
    await expect(_runTenantCommand(store, args('set-fallback', '--org', ORG, '--off'), NOW)).rejects.toThrow('no SMS fallback to turn off');
    expect((await store.tenants.organization(ORG))?.smsFallback).toBeNull();
  });

  it('should turn the RCS channel off and on, refusing neither or both of --on and --off', async () => {
    await _runTenantCommand(store, args('add-org', '--id', ORG), NOW);
    const off = await _runTenantCommand(store, args('set-rcs', '--org', ORG, '--off'), NOW);
    expect(off.result).toEqual({ organizationId: ORG, rcsChannel: false });
    expect(off.change).toEqual({ organizationId: ORG, rcsChannel: false });
    expect(off.text).toContain('off (its sends answer 403 RCS_CHANNEL_NOT_ENABLED)');
    expect((await store.tenants.organization(ORG))?.rcsChannel).toBe(false);
    expect((await _runTenantCommand(store, args('set-rcs', '--org', ORG, '--on'), NOW)).result).toEqual({ organizationId: ORG, rcsChannel: true });
    expect((await store.tenants.organization(ORG))?.rcsChannel).toBe(true);
    for (const modes of [[], ['--on', '--off']]) await expect(_runTenantCommand(store, args('set-rcs', '--org', ORG, ...modes), NOW)).rejects.toThrow('tenants set-rcs takes one of --on or --off');
  });

  it('should remove a sender with its own SMS fallback, and refuse one that is not there with a CommandError', async () => {
    await _runTenantCommand(store, args('add-org', '--id', ORG), NOW);
    await _runTenantCommand(store, args('add-sender', '--org', ORG, '--sender', 'acme_news'), NOW);
    await _runTenantCommand(store, args('set-fallback', '--org', ORG, '--sender', 'acme_news', '--sms-sender', 'ACME'), NOW);
    await _runTenantCommand(store, args('add-sender', '--org', ORG, '--sender', 'acme_plain'), NOW);
    const removed = await _runTenantCommand(store, args('remove-sender', '--org', ORG, '--sender', 'acme_news'), NOW);
    expect(removed.result).toEqual({ organizationId: ORG, sender: 'acme_news', smsFallbackRemoved: { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 } });
    expect(removed.change).toEqual({ organizationId: ORG, sender: 'acme_news', smsFallbackRemoved: true });
    expect(removed.text).toContain(`organization ${ORG} no longer sends as acme_news`);
    expect(removed.text).toContain('its own SMS fallback policy, on from ACME');
    const plain = await _runTenantCommand(store, args('remove-sender', '--org', ORG, '--sender', 'acme_plain'), NOW);
    expect([plain.result['smsFallbackRemoved'], plain.change?.['smsFallbackRemoved']]).toEqual([null, false]);
    expect(plain.text).not.toContain('SMS fallback'); // no policy was there: none is reported gone
    expect(await store.tenants.organization(ORG)).toMatchObject({ senders: [], smsFallback: null });
    await expect(_runTenantCommand(store, args('remove-sender', '--org', ORG, '--sender', 'acme_news'), NOW)).rejects.toThrow(`no sender acme_news in organization ${ORG}`);
    await expect(_runTenantCommand(store, args('remove-sender', '--org', ORG, '--sender', 'a b'), NOW)).rejects.toThrow('--sender must be an id without spaces');
    await expect(_runTenantCommand(store, args('remove-sender', '--org', ORG), NOW)).rejects.toThrow('--sender is required');
  });

  it('should refuse what the store cannot do with a CommandError, and change nothing', async () => {
    await _runTenantCommand(store, args('add-org', '--id', ORG, '--balance', '2'), NOW);
    await expect(_runTenantCommand(store, args('add-org', '--id', ORG.toUpperCase(), '--balance', '9'), NOW)).rejects.toThrow(_CommandError);
    await expect(_runTenantCommand(store, args('revoke-key', 'rcs_live_0a1b2c3d'), NOW)).rejects.toThrow('no active key matches');
    await expect(_runTenantCommand(store, args('revoke-key', 'not-a-key'), NOW)).rejects.toThrow(TypeError);
    const missing = '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273';
    for (const edit of [['set-rcs', '--org', missing, '--off'], ['remove-sender', '--org', missing, '--sender', 'x']]) await expect(_runTenantCommand(store, args(...edit), NOW)).rejects.toThrow(`no organization ${missing} in the store`);
    expect(await store.tenants.balanceOf(ORG)).toBe(2);
  });
});
