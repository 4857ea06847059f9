import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { _changeLine } from '../../tenants/changeLog';
import { _CommandError } from '../commandError';
import { _runTenantCommand } from './runTenantCommand';
import { _tenantArguments, type _TenantArguments } from './tenantArguments';

const ORG = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';
const NOW = Date.parse('2026-11-26T10:00:00Z');
const URL_WITH_TOKEN = 'https://operator:p4ss@hooks.example/rcs?token=t0ken';
const REDACTED = 'https://***@hooks.example/rcs?***';
const secretOf = (bytes: number, fill = 0xab): string => `whsec_${Buffer.alloc(bytes, fill).toString('base64')}`;
const args = (...argv: string[]): _TenantArguments => _tenantArguments(argv) as _TenantArguments;

let folder: string;
let store: SqliteStore;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-set-webhook-'));
  store = openSqliteStore({ path: join(folder, 'tenants.db') });
  await store.tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 0 }, NOW);
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every text an operator or a log could see of `outcome`, besides the result it printed once: its change line, and `show`. */
async function seenAfterwards(outcome: Awaited<ReturnType<typeof _runTenantCommand>>): Promise<string[]> {
  const shown = await _runTenantCommand(store.tenants, args('show', '--org', ORG), NOW);
  return [_changeLine('operator', 'set-webhook', outcome.change ?? {}, NOW), shown.text, JSON.stringify(shown.result)];
}

describe('tenants set-webhook', () => {
  it('should generate a whsec_ secret of 32 random bytes, store it, print it once, and log and show only the redacted URL', async () => {
    const outcome = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const secret = String(outcome.result['secret']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: URL_WITH_TOKEN, secret });
    expect(outcome.result).toEqual({ organizationId: ORG, webhook: REDACTED, secret });
    expect(outcome.change).toEqual({ organizationId: ORG, webhook: REDACTED, secretFrom: 'generated' });
    expect(outcome.text.split('\n')[0]).toBe(secret);
    expect(outcome.text).toContain('shown once');
    for (const text of await seenAfterwards(outcome)) {
      expect(text).not.toContain(secret.slice(6));
      expect(text).not.toContain('p4ss');
      expect(text).not.toContain('t0ken');
    }
  });

  it('should draw a new secret at each run: setting the webhook again rotates it', async () => {
    const first = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const second = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    expect(second.result['secret']).not.toBe(first.result['secret']);
    expect((await store.tenants.organization(ORG))?.webhook?.secret).toBe(second.result['secret']);
  });

  it('should take a given secret of 24 to 64 bytes without printing it back, and refuse 23 or 65 naming --secret, never the secret', async () => {
    for (const bytes of [24, 64]) {
      const secret = secretOf(bytes);
      const outcome = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', 'http://127.0.0.1:9000/hook', '--secret', secret), NOW);
      expect(outcome.result).toEqual({ organizationId: ORG, webhook: 'http://127.0.0.1:9000/hook', secret: null });
      expect(outcome.change).toMatchObject({ secretFrom: 'given' });
      expect(outcome.text).not.toContain(secret);
      expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: 'http://127.0.0.1:9000/hook', secret });
    }
    for (const bytes of [23, 65]) {
      const secret = secretOf(bytes, 0xcd);
      const refusal = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', 'https://hooks.example/', '--secret', secret), NOW).catch((error: unknown) => (error as Error).message);
      expect(refusal).toBe(`--secret must encode 24 to 64 bytes (it encodes ${bytes})`);
    }
  });

  it('should refuse a URL that is not absolute http(s), a secret that is not whsec_, and mixed or missing modes, writing nothing', async () => {
    const refusals: [string[], string][] = [
      [['--url', '/hooks'], '--url must be an absolute http or https URL'],
      [['--url', 'ftp://hooks.example/'], '--url must be an absolute http or https URL'],
      [['--url', 'https://hooks.example/', '--secret', Buffer.alloc(32).toString('base64')], '--secret must be whsec_ followed by standard base64'],
      [['--url', 'https://hooks.example/', '--off'], 'takes one of --url (webhook on) or --off'],
      [[], 'takes one of --url (webhook on) or --off'],
      [['--off', '--secret', secretOf(32)], '--secret goes with --url'],
    ];
    for (const [options, message] of refusals) await expect(_runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, ...options), NOW)).rejects.toThrow(message);
    expect((await store.tenants.organization(ORG))?.webhook).toBeNull();
  });

  it('should remove the webhook with --off, and refuse an organization not in the store with a CommandError', async () => {
    await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const off = await _runTenantCommand(store.tenants, args('set-webhook', '--org', ORG, '--off'), NOW);
    expect(off.result).toEqual({ organizationId: ORG, webhook: null, secret: null });
    expect(off.change).toEqual({ organizationId: ORG, webhook: null, secretFrom: null });
    expect(off.text).toContain('removed');
    expect((await store.tenants.organization(ORG))?.webhook).toBeNull();
    const missing = '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273';
    await expect(_runTenantCommand(store.tenants, args('set-webhook', '--org', missing, '--url', URL_WITH_TOKEN), NOW)).rejects.toThrow(_CommandError);
  });
});
