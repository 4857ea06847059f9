import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config/loadServerConfig';
import type { LoadedServerConfig } from '../config/types';
import type { _StoredTenant } from '../tenants/storedTenant';
import { _configurationNotice } from './configurationNotice';

const ORG = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const HOOK = 'http://127.0.0.1:3001/hooks/rcs';
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const commandOf = (subcommand: string): string => `rcs-send-server tenants ${subcommand}`;

/** The demo organization as an earlier plain start stored it: balance 1000 credited, 8 spent, no webhook. */
function earlierDemo(changes: Partial<_StoredTenant> = {}): _StoredTenant {
  return {
    organization: { id: ORG, rcsChannel: true, members: ['demo'], senders: [{ id: 'demo_agent', useCase: 'TRANSACTIONAL', smsFallback: null }], webhook: null, smsFallback: null },
    balance: 992,
    credits: { total: 1000, starting: 1000 },
    keys: [],
    ...changes,
  };
}

const notice = (loaded: LoadedServerConfig, stored: _StoredTenant, env: NodeJS.ProcessEnv = {}) => _configurationNotice(loaded, stored, env, commandOf, Date.parse('2026-11-28T12:00:00Z'));

describe('the notice of what the store did not take', () => {
  it('should say nothing when the store holds what the configuration says, spent units and top-ups included', () => {
    expect(notice(loadServerConfig({ env: {} }), earlierDemo())).toBeUndefined();
    expect(notice(loadServerConfig({ env: {} }), earlierDemo({ balance: 1400, credits: { total: 1500, starting: 1000 } }))).toBeUndefined();
    expect(notice(loadServerConfig({ env: {} }), earlierDemo({ organization: undefined }))).toBeUndefined();
  });

  it('should name a promised balance not credited, with the top-up that credits the difference, in one line', () => {
    const env = { RCS_SEND_DB: 'rcs-send.db' };
    const text = notice(loadServerConfig({ profile: 'qa', env }), earlierDemo(), env) ?? '';
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain(`the balance 1000000000 of profile qa (it holds 992 of 1000 credited; to apply: rcs-send-server tenants top-up --org ${ORG} --amount 999999000 --reason 'profile qa')`);
    const raised = notice(loadServerConfig({ env: { RCS_SEND_BALANCE: '5000' } }), earlierDemo(), { RCS_SEND_BALANCE: '5000' });
    expect(raised).toContain('the balance 5000 of RCS_SEND_BALANCE (it holds 992 of 1000 credited; to apply: rcs-send-server tenants top-up --org 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --amount 4000 --reason RCS_SEND_BALANCE)');
  });

  it('should name a balance lowered in the configuration, which no command applies', () => {
    const text = notice(loadServerConfig({ env: { RCS_SEND_BALANCE: '10' } }), earlierDemo(), { RCS_SEND_BALANCE: '10' });
    expect(text).toContain('the balance 10 of RCS_SEND_BALANCE (it was created with 1000 and holds 992; no command lowers a balance');
    expect(text).not.toContain('to apply');
  });

  it('should name a webhook the organization lacks, with set-webhook reading the secret from the variable, never printing it', () => {
    const env = { RCS_SEND_WEBHOOK_URL: HOOK, RCS_SEND_WEBHOOK_SECRET: SECRET };
    const text = notice(loadServerConfig({ env }), earlierDemo(), env) ?? '';
    expect(text).toContain(`the webhook ${HOOK} (it has none; to apply: rcs-send-server tenants set-webhook --org ${ORG} --url ${HOOK} --secret "$RCS_SEND_WEBHOOK_SECRET")`);
    expect(text).not.toContain(SECRET);
    const other = notice(loadServerConfig({ env }), earlierDemo({ organization: { ...earlierDemo().organization!, webhook: { url: HOOK, secret: `whsec_${Buffer.alloc(32, 8).toString('base64')}` } } }), env);
    expect(other).toContain(`the webhook ${HOOK} (it has it, signed with another secret; to apply:`);
    const same = earlierDemo({ organization: { ...earlierDemo().organization!, webhook: { url: HOOK, secret: SECRET } } });
    expect(notice(loadServerConfig({ env }), same, env)).toBeUndefined();
  });

  it('should leave the secret to set-webhook when it was generated for this run, and a URL with credentials to the variable', () => {
    const generated = notice(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: HOOK } }), earlierDemo(), { RCS_SEND_WEBHOOK_URL: HOOK });
    expect(generated).toMatch(new RegExp(`set-webhook --org ${ORG} --url ${HOOK}\\)$`));
    const stored = earlierDemo({ organization: { ...earlierDemo().organization!, webhook: { url: HOOK, secret: SECRET } } });
    expect(notice(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: HOOK } }), stored, { RCS_SEND_WEBHOOK_URL: HOOK })).toBeUndefined(); // its secret was printed when it was set
    const secretUrl = 'https://ops:hunter2@hooks.example/rcs?token=s3cret';
    const hidden = notice(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: secretUrl } }), earlierDemo(), { RCS_SEND_WEBHOOK_URL: secretUrl }) ?? '';
    expect(hidden).toContain('--url "$RCS_SEND_WEBHOOK_URL"');
    expect(hidden).not.toMatch(/hunter2|s3cret/);
  });

  it('should name a sender and an RCS channel the organization lacks, and a configured key it refuses', () => {
    const env = { RCS_SEND_SENDER: 'acme_otp', RCS_SEND_API_KEY: 'rcs_chosen_key' };
    const loaded = loadServerConfig({ env });
    const revoked = { prefix: 'config_0a1b2c3d', principalId: 'demo', organizationId: ORG, label: null, createdAt: 0, expiresAt: null, revokedAt: Date.parse('2026-11-01T00:00:00Z') };
    const stored = earlierDemo({ organization: { ...earlierDemo().organization!, rcsChannel: false }, keys: [{ configured: loaded.config.apiKeys[0]!, stored: revoked }] });
    const text = notice(loaded, stored, env) ?? '';
    expect(text).toContain(`the sender acme_otp (it lacks it; to apply: rcs-send-server tenants add-sender --org ${ORG} --sender acme_otp)`);
    expect(text).toContain(`the RCS channel on (it has it off; to apply: rcs-send-server tenants set-rcs --org ${ORG} --on)`);
    expect(text).toContain(`the key config_0a1b2c3d (revoked at 2026-11-01T00:00:00.000Z: 401 with it, choose another or add one; to apply: rcs-send-server tenants add-key --principal demo --org ${ORG})`);
    expect(text).not.toContain('rcs_chosen_key');
    const expired = { ...revoked, revokedAt: null, expiresAt: Date.parse('2026-11-28T12:00:00Z') };
    expect(notice(loaded, earlierDemo({ keys: [{ configured: loaded.config.apiKeys[0]!, stored: expired }] }), env)).toContain('the key config_0a1b2c3d (expired at 2026-11-28T12:00:00.000Z'); // refused from that instant on
    const active = { ...expired, expiresAt: Date.parse('2026-11-28T12:00:00.001Z') };
    expect(notice(loadServerConfig({ env: { RCS_SEND_API_KEY: 'rcs_chosen_key' } }), earlierDemo({ keys: [{ configured: loaded.config.apiKeys[0]!, stored: active }] }))).toBeUndefined();
  });
});
