import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
/** The path of a file `name` holding `content` in the test's folder. */
const file = (name: string, content: string): string => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-set-profile-'));
  store = openSqliteStore({ path: join(folder, 'tenants.db') });
  await _runTenantCommand(store, args('add-org', '--id', ORG), NOW);
  await _runTenantCommand(store, args('add-sender', '--org', ORG, '--sender', 'acme_news'), NOW);
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('tenants set-profile', () => {
  it("should set an organization's profile and a sender's own, show both, and clear the sender's (it follows its organization again)", async () => {
    const strict = file('strict.json', JSON.stringify({ maxMessages: 10, refusedTerms: ['sale'] }));
    const own = file('own.json', JSON.stringify({ allowedCallingCodes: ['351'] }));
    const set = await _runTenantCommand(store, args('set-profile', '--org', ORG, '--file', strict), NOW);
    expect(set.result).toEqual({ organizationId: ORG, sender: null, validationProfile: { maxMessages: 10, refusedTerms: ['sale'] }, applies: { maxMessages: 10, refusedTerms: ['sale'] } });
    expect(set.change).toEqual({ organizationId: ORG, sender: null, validationProfile: 'set', file: strict });
    expect(set.text).toContain('within a second on every instance');
    await _runTenantCommand(store, args('set-profile', '--org', ORG, '--sender', 'acme_news', '--file', own), NOW);
    const shown = await _runTenantCommand(store, args('show', '--org', ORG), NOW);
    expect(shown.result).toMatchObject({ validationProfile: { maxMessages: 10, refusedTerms: ['sale'] }, senderValidationProfiles: { acme_news: { allowedCallingCodes: ['351'] } } });
    expect(shown.text).toContain('validation profile of sender acme_news: {"allowedCallingCodes":["351"]}');
    const cleared = await _runTenantCommand(store, args('set-profile', '--org', ORG, '--sender', 'acme_news', '--clear'), NOW);
    expect(cleared.result).toMatchObject({ validationProfile: null, applies: { maxMessages: 10 } });
    expect(cleared.text).toMatch(/^validation profile of sender acme_news of .*: cleared; applies: \{"maxMessages":10/);
  });

  it('should refuse a bad file with one line naming it and the path of its first problem, and a mode that is not one, writing nothing', async () => {
    const refusals: Array<[string[], string | RegExp]> = [
      [['--file', file('bad.json', JSON.stringify({ allowedHosts: ['cdn.example.com', 42], maxMessages: 0 }))], /--file .*bad\.json: allowedHosts\[1\]: .* \(and 1 more\)$/],
      [['--file', file('text.json', 'refusedTerms: sale')], /--file .*text\.json: not JSON/],
      [['--file', join(folder, 'missing.json')], /--file .*missing\.json: cannot read \(ENOENT\)/],
      [['--file', file('unknown.json', JSON.stringify({ maxMesages: 3 }))], /: maxMesages: /],
      [[], 'tenants set-profile takes one of --file p.json or --clear'],
      [['--clear', '--file', file('empty.json', '{}')], 'tenants set-profile takes one of --file p.json or --clear'],
    ];
    for (const [options, message] of refusals) await expect(_runTenantCommand(store, args('set-profile', '--org', ORG, ...options), NOW)).rejects.toThrow(message);
    await expect(_runTenantCommand(store, args('set-profile', '--org', ORG, '--sender', 'nobody', '--clear'), NOW)).rejects.toThrow(_CommandError);
    expect(await store.tenants.validationProfiles(ORG)).toEqual({ organization: null, senders: {} });
  });
});
