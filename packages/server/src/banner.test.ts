import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _banner } from './banner';
import { loadServerConfig } from './config/loadServerConfig';

const URL = 'http://127.0.0.1:8080/v1.2/rcs/send';

describe('_banner', () => {
  it('should print the check command of the demo tenant with the generated key, and point to the qa profile', () => {
    const loaded = loadServerConfig({ env: {} });
    const text = _banner(loaded, URL);
    expect(text).toContain(
      `  node packages/cli/dist/bin.js check --url ${URL} --api-key ${loaded.generatedApiKey} \\\n` +
        '    --organization-id 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --sender demo_agent --count 100\n',
    );
    expect(text).toContain('--profile qa');
    expect(text).toContain('(profile demo)');
  });

  it("should say the demo organization's SMS fallback is on, and nothing of one turned off", () => {
    const loaded = loadServerConfig({ env: {} });
    expect(_banner(loaded, URL)).toContain('  SMS fallback:  on for NOT_RCS_CAPABLE, REVOKED, as RCSDEMO (a number ending in 404 has no RCS on the emulator: its message arrives by SMS)\n');
    const [demo] = loaded.config.organizations;
    const off = { ...loaded, config: { ...loaded.config, organizations: [{ ...demo!, smsFallback: { ...demo!.smsFallback!, enabled: false } }] } };
    expect(_banner(off, URL)).not.toContain('SMS fallback:');
  });

  it('should leave a key from RCS_SEND_API_KEY to the variable, and list every sender quoted when needed', () => {
    const previous = process.env['RCS_SEND_API_KEY'];
    process.env['RCS_SEND_API_KEY'] = 'chosen-key';
    try {
      const loaded = loadServerConfig({ profile: 'qa', env: { RCS_SEND_API_KEY: 'chosen-key', RCS_SEND_SENDER: "o'brien agent" } });
      const text = _banner(loaded, URL);
      expect(text).toContain(`check --url ${URL} \\\n    --organization-id 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --sender 'o'\\''brien agent' --count 1000\n`);
      expect(text).not.toContain('chosen-key');
      expect(text).toContain('(profile qa)');
    } finally {
      if (previous === undefined) delete process.env['RCS_SEND_API_KEY'];
      else process.env['RCS_SEND_API_KEY'] = previous;
    }
  });

  it('should name the database with its absolute path, and Redis instead when the server keeps its messages there', () => {
    expect(_banner(loadServerConfig({ env: { RCS_SEND_DB: 'data/rcs-send.db' } }), URL)).toContain(`  database:      ${resolve('data/rcs-send.db')}  (accepted messages, their states, balances, Idempotency-Keys)\n`);
    const onRedis = _banner(loadServerConfig({ env: { RCS_SEND_REDIS_URL: 'redis://127.0.0.1:6379' } }), URL);
    expect(onRedis).toContain('  redis:         redis://127.0.0.1:6379');
    expect(onRedis).not.toContain('database:');
  });

  it('should name the playground, when served, before the commands, so the curl stays the last lines', () => {
    const loaded = loadServerConfig({ env: {} });
    const served = _banner(loaded, URL, { playgroundUrl: 'http://127.0.0.1:8080/' });
    expect(served).toContain('  playground:    http://127.0.0.1:8080/  (open it in a browser)\n');
    expect(served.indexOf('playground:')).toBeLessThan(served.indexOf('Send a message:'));
    expect(served.trimEnd().endsWith('}\'')).toBe(true);
    expect(_banner(loaded, URL)).not.toContain('playground:');
  });
});

describe('_banner with a demo webhook', () => {
  it('should print the URL with the secret generated for this run, and never a secret that was set', () => {
    const generated = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' } });
    expect(_banner(generated, URL)).toContain(`  webhook:       http://127.0.0.1:9000/hook  secret ${generated.generatedWebhookSecret}  (generated for this run; set RCS_SEND_WEBHOOK_SECRET to choose one)\n`);
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    const chosen = _banner(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', RCS_SEND_WEBHOOK_SECRET: secret } }), URL);
    expect(chosen).toContain('  webhook:       http://127.0.0.1:9000/hook  secret as configured\n');
    expect(chosen).not.toContain(secret);
    expect(_banner(loadServerConfig({ env: {} }), URL)).not.toContain('webhook:');
  });

  it('should never print the credentials or the query of a webhook URL', () => {
    const text = _banner(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'https://ops:hunter2@hooks.example/rcs?token=s3cret' } }), URL);
    expect(text).toContain('  webhook:       https://***@hooks.example/rcs?***  secret');
    expect(text).not.toMatch(/hunter2|s3cret|ops:/);
  });
});

