import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { _tenantAuthPort } from '../auth/tenantAuthPort';
import { _digestOf } from './apiKeys';
import { _RUN_KEY_LIFETIME_MS, _storeRunKey, _storeRunKeyOf } from './runKey';
import { _readStoredTenant } from './storedTenant';

const ORG = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const KEY = 'rcs_demo_0123456789abcdef0123456789abcdef';
const START = Date.parse('2026-11-28T10:00:00Z');

/** Whether the server's auth port takes `key` at `at`. */
const accepted = async (store: SqliteStore, key: string, at: number): Promise<boolean> => (await _tenantAuthPort(store.tenants, () => at).authenticate(key)) !== undefined;

let folder: string;
let store: SqliteStore;
let lines: string[];
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-run-key-'));
  store = openSqliteStore({ path: join(folder, 'rcs-send.db') });
  await store.tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 1000, members: ['demo'] }, START);
  lines = [];
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a key generated for a run', () => {
  it('should be stored as its digest, expiring a day after the start exactly, and logged by prefix only', async () => {
    const runKey = await _storeRunKey(store.tenants, KEY, { principalId: 'demo', organizationId: ORG }, (line) => lines.push(line), () => START);
    const stored = await store.tenants.keyOf(_digestOf(KEY));
    expect(stored).toMatchObject({ prefix: runKey.prefix, principalId: 'demo', organizationId: ORG, expiresAt: START + _RUN_KEY_LIFETIME_MS, revokedAt: null });
    expect(runKey.prefix).toBe(`run_${_digestOf(KEY).slice(0, 8)}`);
    expect(_RUN_KEY_LIFETIME_MS).toBe(86_400_000);
    expect(await accepted(store, KEY, START + _RUN_KEY_LIFETIME_MS - 1)).toBe(true);
    expect(await accepted(store, KEY, START + _RUN_KEY_LIFETIME_MS)).toBe(false); // refused from its expiry on
    expect(lines.join('\n')).not.toContain(KEY);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ event: 'tenant-change', actor: 'run', change: 'add-key', prefix: runKey.prefix, expiresAt: '2026-11-29T10:00:00.000Z' });
  });

  it('should be revoked when the run stops, once', async () => {
    const runKey = await _storeRunKey(store.tenants, KEY, { principalId: 'demo', organizationId: ORG }, (line) => lines.push(line), () => START);
    await runKey.revoke();
    await runKey.revoke();
    expect((await store.tenants.keyOf(_digestOf(KEY)))?.revokedAt).toBe(START);
    expect(lines.filter((line) => line.includes('"revoke-key"'))).toHaveLength(1);
    expect(await accepted(store, KEY, START)).toBe(false);
  });

  it('should be read back with the organization, its balance and credits', async () => {
    await store.tenants.credit(ORG, 500, 'invoice 1', START);
    const runKey = await _storeRunKey(store.tenants, KEY, { principalId: 'demo', organizationId: ORG }, () => undefined, () => START);
    const stored = await _readStoredTenant(store.tenants, ORG.toUpperCase(), [{ apiKey: KEY, principalId: 'demo' }, { apiKey: 'never stored', principalId: 'demo' }]);
    expect(stored).toMatchObject({ organization: { id: ORG, members: ['demo'] }, balance: 1500, credits: { total: 1500, starting: 1000 } });
    expect(stored.keys.map((key) => key.stored?.prefix)).toEqual([runKey.prefix, undefined]);
    expect((await _readStoredTenant(store.tenants, '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273', [])).organization).toBeUndefined();
  });

  it('should be stored for the organization listing the demo principal, and leave the server running when the store refuses it', async () => {
    const organizations = [{ id: ORG.toUpperCase(), members: ['demo'], senders: ['demo_agent'], balance: 1 }];
    const runKey = await _storeRunKeyOf(KEY, store.tenants, { organizations }, () => undefined);
    expect((await store.tenants.keyOf(_digestOf(KEY)))?.organizationId).toBe(ORG);
    expect(runKey?.expiresAt).toBeGreaterThan(Date.now());
    expect(await _storeRunKeyOf(undefined, store.tenants, { organizations }, () => undefined)).toBeUndefined();
    const refusing = { ...store.tenants, addKey: () => Promise.reject(Object.assign(new Error('Redis is unreachable'), { code: 'ECONNREFUSED' })) };
    expect(await _storeRunKeyOf(KEY, refusing, { organizations }, (line) => lines.push(line))).toBeUndefined();
    expect(JSON.parse(lines[0] as string)).toMatchObject({ event: 'port-error', source: 'run-key', code: 'ECONNREFUSED' });
  });
});
