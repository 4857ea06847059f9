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
  const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
  return [_changeLine('operator', 'set-webhook', outcome.change ?? {}, NOW), shown.text, JSON.stringify(shown.result)];
}

describe('tenants set-webhook', () => {
  it('should generate a whsec_ secret of 32 random bytes, store it, print it once, and log and show only the redacted URL', async () => {
    const outcome = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const secret = String(outcome.result['secret']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: URL_WITH_TOKEN, secret });
    expect(outcome.result).toEqual({ organizationId: ORG, webhook: REDACTED, secret, previousSecretUntil: null });
    expect(outcome.change).toEqual({ organizationId: ORG, webhook: REDACTED, secretFrom: 'generated', previousSecretUntil: null });
    expect(outcome.text.split('\n')[0]).toBe(secret);
    expect(outcome.text).toContain('shown once');
    for (const text of await seenAfterwards(outcome)) {
      expect(text).not.toContain(secret.slice(6));
      expect(text).not.toContain('p4ss');
      expect(text).not.toContain('t0ken');
    }
  });

  it('should draw a new secret at each run: setting the webhook again rotates it', async () => {
    const first = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const second = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    expect(second.result['secret']).not.toBe(first.result['secret']);
    expect((await store.tenants.organization(ORG))?.webhook?.secret).toBe(second.result['secret']);
  });

  it('should take a given secret of 24 to 64 bytes without printing it back, and refuse 23 or 65 naming --secret, never the secret', async () => {
    for (const bytes of [24, 64]) {
      const secret = secretOf(bytes);
      const url = `http://127.0.0.1:9000/hook${bytes}`; // a URL each: the same URL with another secret would be a rotation
      const outcome = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', url, '--secret', secret), NOW);
      expect(outcome.result).toEqual({ organizationId: ORG, webhook: url, secret: null, previousSecretUntil: null });
      expect(outcome.change).toMatchObject({ secretFrom: 'given' });
      expect(outcome.text).not.toContain(secret);
      expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url, secret });
    }
    for (const bytes of [23, 65]) {
      const secret = secretOf(bytes, 0xcd);
      const refusal = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', 'https://hooks.example/', '--secret', secret), NOW).catch((error: unknown) => (error as Error).message);
      expect(refusal).toBe(`--secret must encode 24 to 64 bytes (it encodes ${bytes})`);
    }
  });

  it('should refuse a URL that is not absolute http(s), a secret that is not whsec_, and mixed or missing modes, writing nothing', async () => {
    const refusals: [string[], string][] = [
      [['--url', '/hooks'], '--url must be an absolute http or https URL'],
      [['--url', 'ftp://hooks.example/'], '--url must be an absolute http or https URL'],
      [['--url', 'https://hooks.example/', '--secret', Buffer.alloc(32).toString('base64')], '--secret must be whsec_ followed by standard base64'],
      [['--url', 'https://hooks.example/', '--off'], 'takes one of --url (webhook on), --off or --enable'],
      [[], 'takes one of --url (webhook on), --off or --enable'],
      [['--enable', '--off'], 'takes one of --url (webhook on), --off or --enable'],
      [['--enable', '--secret', secretOf(32)], '--secret goes with --url'],
      [['--off', '--secret', secretOf(32)], '--secret goes with --url'],
    ];
    for (const [options, message] of refusals) await expect(_runTenantCommand(store, args('set-webhook', '--org', ORG, ...options), NOW)).rejects.toThrow(message);
    expect((await store.tenants.organization(ORG))?.webhook).toBeNull();
  });

  it('should remove the webhook with --off, and refuse an organization not in the store with a CommandError', async () => {
    await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN), NOW);
    const off = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--off'), NOW);
    expect(off.result).toEqual({ organizationId: ORG, webhook: null, secret: null });
    expect(off.change).toEqual({ organizationId: ORG, webhook: null, secretFrom: null });
    expect(off.text).toContain('removed');
    expect((await store.tenants.organization(ORG))?.webhook).toBeNull();
    const missing = '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273';
    await expect(_runTenantCommand(store, args('set-webhook', '--org', missing, '--url', URL_WITH_TOKEN), NOW)).rejects.toThrow(_CommandError);
  });

  it('should keep the replaced secret signing beside the new one for a day when the secret rotates at the same URL, and not when the URL moves', async () => {
    const first = secretOf(32, 0x01);
    const second = secretOf(32, 0x02);
    await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN, '--secret', first), NOW);
    const rotated = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN, '--secret', second), NOW);
    expect(rotated.result['previousSecretUntil']).toBe('2026-11-27T10:00:00.000Z');
    expect(rotated.text).toContain('the previous secret signs beside it until 2026-11-27T10:00:00.000Z');
    expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: URL_WITH_TOKEN, secret: second, previous: { secret: first, until: NOW + 86_400_000 } });
    for (const text of await seenAfterwards(rotated)) expect(text).not.toContain('whsec_');
    const same = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN, '--secret', second), NOW);
    expect(same.result['previousSecretUntil']).toBeNull();
    const moved = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', 'https://elsewhere.example/rcs', '--secret', first), NOW);
    expect(moved.result['previousSecretUntil']).toBeNull();
    expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: 'https://elsewhere.example/rcs', secret: first });
  });

  it('should enable again a webhook its 410 disabled, with its URL and secret, for the events written from then on, and refuse --enable when there is none or it is not disabled', async () => {
    await expect(_runTenantCommand(store, args('set-webhook', '--org', ORG, '--enable'), NOW)).rejects.toThrow('has no webhook to enable');
    await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--url', URL_WITH_TOKEN, '--secret', secretOf(32)), NOW);
    await expect(_runTenantCommand(store, args('set-webhook', '--org', ORG, '--enable'), NOW)).rejects.toThrow('is not disabled');
    await store.tenants.disableWebhook(ORG, URL_WITH_TOKEN, NOW, 'HTTP 410');
    const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
    expect(shown.result['webhookDisabled']).toEqual({ at: '2026-11-26T10:00:00.000Z', reason: 'HTTP 410' });
    expect(shown.text).toContain('DISABLED since 2026-11-26T10:00:00.000Z (HTTP 410');
    await store.events.record({ organizationId: ORG, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'while disabled', receivedAt: '2026-11-26T10:00:00.000Z' } }, at: NOW });
    expect((await store.webhooks.backlog(ORG)).pending).toBe(1); // the deliveries drop it within a minute, or not yet
    const enabled = await _runTenantCommand(store, args('set-webhook', '--org', ORG, '--enable'), NOW);
    expect(enabled.result).toEqual({ organizationId: ORG, webhook: REDACTED, enabled: true });
    expect(enabled.text).toContain('gets the events written from now on');
    expect((await store.tenants.organization(ORG))?.webhook).toEqual({ url: URL_WITH_TOKEN, secret: secretOf(32) });
    expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 0, oldestAt: null });
  });
});

describe('tenants replay-webhooks', () => {
  const reply = (text: string) => ({ type: 'message.reply' as const, data: { from: '+351912345678', to: 'acme_agent', text, receivedAt: '2026-11-26T09:00:00.000Z' } });

  it("should queue again the organization's events of the range and types asked, with their own ids, and show the backlog", async () => {
    for (let i = 0; i < 4; i++) await store.events.record({ organizationId: ORG, event: reply(`r${i}`), at: NOW - 4 * 3_600_000 + i * 3_600_000 });
    await store.events.record({ organizationId: ORG, event: { type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme_agent', subscribed: false, at: '2026-11-26T09:30:00.000Z' } }, at: NOW - 1_800_000 });
    await store.webhooks.drop(ORG);
    const replayed = await _runTenantCommand(store, args('replay-webhooks', '--org', ORG, '--since', '2026-11-26T07:00:00Z', '--type', 'message.reply'), NOW);
    expect(replayed.result).toEqual({ organizationId: ORG, since: '2026-11-26T07:00:00.000Z', until: '2026-11-26T10:00:00.000Z', types: ['message.reply'], queued: 3 });
    expect(replayed.change).toMatchObject({ organizationId: ORG, types: 'message.reply', queued: 3 });
    expect(replayed.text).toContain('queued 3 events');
    const leased = await store.webhooks.lease(ORG, Date.now(), 60_000, 10);
    expect(leased.map((delivery) => (delivery.event.event.data as { text: string }).text)).toEqual(['r1', 'r2', 'r3']);
    const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
    expect(shown.result['webhookBacklog']).toEqual({ pending: 3, oldestAt: '2026-11-26T07:00:00.000Z' });
    const bounded = await _runTenantCommand(store, args('replay-webhooks', '--org', ORG, '--since', '2026-11-26T07:00:00Z', '--until', '2026-11-26T08:00:00Z'), NOW);
    expect(bounded.result['queued']).toBe(1);
  });

  it('should refuse a range upside down, a bad time or type, and an organization not in the store', async () => {
    const refusals: [string[], string][] = [
      [[], '--since is required'],
      [['--since', 'yesterday'], '--since must be an RFC 3339 date-time'],
      [['--since', '2026-11-26T10:00:00Z'], '--since must be before --until'],
      [['--since', '2026-11-26T09:00:00Z', '--until', '2026-11-26T08:00:00Z'], '--since must be before --until'],
      [['--since', '2026-11-26T09:00:00Z', '--type', 'message.sent'], '--type must list event types among message.status, message.reply, recipient.subscription'],
    ];
    for (const [options, message] of refusals) await expect(_runTenantCommand(store, args('replay-webhooks', '--org', ORG, ...options), NOW)).rejects.toThrow(message);
    await expect(_runTenantCommand(store, args('replay-webhooks', '--org', '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273', '--since', '2026-11-26T09:00:00Z'), NOW)).rejects.toThrow(_CommandError);
  });
});
