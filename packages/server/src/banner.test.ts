import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _banner } from './banner';
import { loadServerConfig } from './config/loadServerConfig';
import type { LoadedServerConfig } from './config/types';
import type { _StoredTenant } from './tenants/storedTenant';

const URL = 'http://127.0.0.1:8080/v1.2/rcs/send';

/** What the store holds of the first organization right after the configuration created it, with `changes` made since. */
function storedAs(loaded: LoadedServerConfig, changes: Partial<_StoredTenant['organization'] & { balance: number }> = {}): _StoredTenant {
  const configured = loaded.config.organizations[0]!;
  const { balance = configured.balance, ...organization } = changes;
  return {
    organization: {
      id: configured.id,
      rcsChannel: true,
      members: configured.members,
      senders: configured.senders.map((id) => ({ id, useCase: 'TRANSACTIONAL', smsFallback: null })),
      webhook: configured.webhook ?? null,
      smsFallback: configured.smsFallback ?? null,
      ...organization,
    },
    balance,
    credits: { total: configured.balance, starting: configured.balance },
    keys: [],
  };
}

describe('_banner', () => {
  it('should print the check command of the demo tenant with the generated key, and point to the qa profile', () => {
    const loaded = loadServerConfig({ env: {} });
    const text = _banner(loaded, URL, storedAs(loaded), {}, true);
    expect(text).toContain(
      `  pnpm --silent rcs-send check --url ${URL} --api-key ${loaded.generatedApiKey} \\\n` +
        '    --organization-id 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --sender demo_agent --count 100\n',
    );
    expect(text).toContain('--profile qa');
    expect(text).toContain('(profile demo)');
  });

  it("should print the installed CLI's check command when the server runs from its package, naming no path of the repository", () => {
    const loaded = loadServerConfig({ env: {} });
    const text = _banner(loaded, URL, storedAs(loaded), {}, false);
    expect(text).toContain('(rcs-send is the bin of the package @rcs-send/cli):\n');
    expect(text).toContain(`\n  rcs-send check --url ${URL} --api-key ${loaded.generatedApiKey} \\\n`);
    expect(text).not.toContain('packages/');
  });

  it('should print the balance, the senders and the SMS fallback the store holds, not those of the configuration', () => {
    const loaded = loadServerConfig({ env: {} });
    const text = _banner(loaded, URL, storedAs(loaded, { balance: 992, senders: [{ id: 'kept_agent', useCase: 'OTP', smsFallback: null }], smsFallback: null }));
    expect(text).toContain('  organization:  7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b  sender kept_agent  balance 992  (profile demo)\n');
    expect(text).not.toContain('balance 1000');
    expect(text).toContain('"from":"kept_agent"');
    expect(text).toContain('--sender kept_agent --count 100');
    expect(text).not.toContain('SMS fallback:');
    expect(_banner(loaded, URL, storedAs(loaded))).toContain('  SMS fallback:  on for NOT_RCS_CAPABLE, REVOKED, as RCSDEMO (a number ending in 404 has no RCS on the emulator: its message arrives by SMS)\n');
  });

  it('should promise an SMS for a number ending in 404 only where the emulator and the SMSC simulator run', () => {
    const loaded = loadServerConfig({ env: {} });
    const text = _banner(loaded, URL, storedAs(loaded), { delivery: 'off: accepted messages stay queued in the store', emulated: false });
    expect(text).toContain('  SMS fallback:  on for NOT_RCS_CAPABLE, REVOKED, as RCSDEMO\n');
    expect(text).not.toContain('404');
  });

  it('should say when the store lacks the organization, or could not be read, and print no balance then', () => {
    const loaded = loadServerConfig({ env: {} });
    const missing = _banner(loaded, URL, { ...storedAs(loaded), organization: undefined });
    expect(missing).toContain('not in the store (yet): requests for it answer 404 ORGANIZATION_NOT_FOUND');
    const unread = _banner(loaded, URL, 'Redis did not answer within 2 s');
    expect(unread).toContain('the store could not be read yet (Redis did not answer within 2 s)');
    expect(`${missing}${unread}`).not.toMatch(/balance \d/);
  });

  it('should print its notes right under its first line, where a reader starts', () => {
    const loaded = loadServerConfig({ env: {} });
    const lines = _banner(loaded, URL, storedAs(loaded), { notes: ['notice: one line'] }).split('\n');
    expect(lines.slice(0, 2)).toEqual([`rcs-send-server listening on ${URL}`, 'notice: one line']);
  });

  it('should say how long a key generated for this run lives, or that the store refused it', () => {
    const loaded = loadServerConfig({ env: {} });
    expect(_banner(loaded, URL, storedAs(loaded), { runKeyExpiresAt: Date.parse('2026-11-29T10:00:00Z') })).toContain(`  API key:       ${loaded.generatedApiKey}  (generated for this run: revoked when it stops, refused from 2026-11-29T10:00:00.000Z at the latest; set RCS_SEND_API_KEY to choose one)\n`);
    expect(_banner(loaded, URL, storedAs(loaded))).toContain('(generated for this run: the store refused it, requests with it answer 401;');
  });

  it('should leave a key from RCS_SEND_API_KEY to the variable, and list every sender quoted when needed', () => {
    const previous = process.env['RCS_SEND_API_KEY'];
    process.env['RCS_SEND_API_KEY'] = 'chosen-key';
    try {
      const loaded = loadServerConfig({ profile: 'qa', env: { RCS_SEND_API_KEY: 'chosen-key', RCS_SEND_SENDER: "o'brien&agent" } });
      const text = _banner(loaded, URL, storedAs(loaded));
      expect(text).toContain(`check --url ${URL} \\\n    --organization-id 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --sender 'o'\\''brien&agent' --count 1000\n`);
      expect(text).not.toContain('chosen-key');
      expect(text).toContain('(profile qa)');
    } finally {
      if (previous === undefined) delete process.env['RCS_SEND_API_KEY'];
      else process.env['RCS_SEND_API_KEY'] = previous;
    }
  });

  it('should name the database with its absolute path, and Redis instead when the server keeps its messages there', () => {
    const onDatabase = loadServerConfig({ env: { RCS_SEND_DB: 'data/rcs-send.db' } });
    expect(_banner(onDatabase, URL, storedAs(onDatabase))).toContain(`  database:      ${resolve('data/rcs-send.db')}  (accepted messages, their states, tenants, balances, Idempotency-Keys)\n`);
    const redis = loadServerConfig({ env: { RCS_SEND_REDIS_URL: 'redis://127.0.0.1:6379' } });
    const onRedis = _banner(redis, URL, storedAs(redis));
    expect(onRedis).toContain('  redis:         redis://127.0.0.1:6379');
    expect(onRedis).not.toContain('database:');
  });

  it('should name the playground, when served, before the commands, so the curl stays the last lines', () => {
    const loaded = loadServerConfig({ env: {} });
    const served = _banner(loaded, URL, storedAs(loaded), { playgroundUrl: 'http://127.0.0.1:8080/' });
    expect(served).toContain('  playground:    http://127.0.0.1:8080/  (open it in a browser)\n');
    expect(served.indexOf('playground:')).toBeLessThan(served.indexOf('Send a message:'));
    expect(served.trimEnd().endsWith('}\'')).toBe(true);
    expect(_banner(loaded, URL, storedAs(loaded))).not.toContain('playground:');
  });
});

describe('_banner with a demo webhook', () => {
  const hook = 'http://127.0.0.1:9000/hook';
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

  it('should print the secret generated for this run only when the store holds it, and never a secret that was set', () => {
    const generated = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: hook } });
    expect(_banner(generated, URL, storedAs(generated))).toContain(`  webhook:       ${hook}  secret ${generated.generatedWebhookSecret}  (generated for this run; set RCS_SEND_WEBHOOK_SECRET to choose one)\n`);
    const earlier = _banner(generated, URL, storedAs(generated, { webhook: { url: hook, secret } }));
    expect(earlier).toContain(`  webhook:       ${hook}  secret as stored (shown once when it was set; tenants set-webhook sets another)\n`);
    expect(earlier).not.toContain(generated.generatedWebhookSecret);
    const chosen = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: hook, RCS_SEND_WEBHOOK_SECRET: secret } });
    const text = _banner(chosen, URL, storedAs(chosen));
    expect(text).toContain(`  webhook:       ${hook}  secret as configured\n`);
    expect(text).not.toContain(secret);
  });

  it('should print the webhook the store holds: none when it holds none, whatever the configuration says', () => {
    const configured = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: hook } });
    expect(_banner(configured, URL, storedAs(configured, { webhook: null }))).not.toContain('webhook:');
    const plain = loadServerConfig({ env: {} });
    expect(_banner(plain, URL, storedAs(plain, { webhook: { url: 'http://127.0.0.1:9001/set-later', secret } }))).toContain('  webhook:       http://127.0.0.1:9001/set-later  secret as stored');
  });

  it('should never print the credentials or the query of a webhook URL', () => {
    const loaded = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'https://ops:hunter2@hooks.example/rcs?token=s3cret' } });
    const text = _banner(loaded, URL, storedAs(loaded));
    expect(text).toContain('  webhook:       https://***@hooks.example/rcs?***  secret');
    expect(text).not.toMatch(/hunter2|s3cret|ops:/);
  });
});
