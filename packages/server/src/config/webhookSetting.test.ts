import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from './defaults';
import { loadServerConfig } from './loadServerConfig';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-webhook-config-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const secretOf = (bytes: number): string => `whsec_${Buffer.alloc(bytes, 0xab).toString('base64')}`;

/** Loads a config file whose one organization has `webhook`. */
function loadWithWebhook(webhook: unknown): ReturnType<typeof loadServerConfig> {
  const path = join(directory, 'config.json');
  writeFileSync(path, JSON.stringify({ apiKeys: [{ apiKey: 'k', principalId: 'acme' }], organizations: [{ id: ORG, members: ['acme'], senders: ['acme_agent'], balance: 10, webhook }] }));
  return loadServerConfig({ configPath: path, env: {} });
}

describe('an organization webhook in the config file', () => {
  it('should take a secret of 24 and of 64 bytes, with an http or https URL', () => {
    for (const [url, secret] of [['https://client.example/hooks/rcs', secretOf(24)], ['http://127.0.0.1:9000/', secretOf(64)]] as const) {
      expect(loadWithWebhook({ url, secret }).config.organizations[0]?.webhook).toEqual({ url, secret });
    }
  });

  it('should refuse a secret of 23 or 65 bytes, naming the setting and never the secret', () => {
    for (const bytes of [23, 65]) {
      const secret = secretOf(bytes);
      expect(() => loadWithWebhook({ url: 'https://client.example/', secret })).toThrow(`organizations[0].webhook.secret must encode 24 to 64 bytes (it encodes ${bytes})`);
      try {
        loadWithWebhook({ url: 'https://client.example/', secret });
      } catch (error) {
        expect((error as Error).message).not.toContain(secret.slice(6, 20));
      }
    }
  });

  it('should refuse a secret that is not whsec_ and base64, a relative or non-http URL, missing parts and unknown keys', () => {
    const url = 'https://client.example/';
    expect(() => loadWithWebhook({ url, secret: Buffer.alloc(32).toString('base64') })).toThrow('organizations[0].webhook.secret must be whsec_ followed by standard base64');
    expect(() => loadWithWebhook({ url: '/hooks', secret: secretOf(32) })).toThrow('organizations[0].webhook.url must be an absolute http or https URL');
    expect(() => loadWithWebhook({ url: 'ftp://client.example/', secret: secretOf(32) })).toThrow('organizations[0].webhook.url must be an absolute http or https URL');
    expect(() => loadWithWebhook({ secret: secretOf(32) })).toThrow('organizations[0].webhook.url must be a non-empty string');
    expect(() => loadWithWebhook({ url, secret: secretOf(32), events: ['all'] })).toThrow('organizations[0].webhook has an unknown setting "events"');
    expect(() => loadWithWebhook('https://client.example/')).toThrow('organizations[0].webhook must be an object');
  });
});

describe('the demo webhook of RCS_SEND_WEBHOOK_URL', () => {
  it('should give the demo organization the URL and a secret generated for this run', () => {
    const { config, generatedWebhookSecret } = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' } });
    expect(generatedWebhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(config.organizations[0]).toMatchObject({ id: DEMO.organizationId, webhook: { url: 'http://127.0.0.1:9000/hook', secret: generatedWebhookSecret } });
  });

  it('should take RCS_SEND_WEBHOOK_SECRET when set, and nothing without a URL', () => {
    const secret = secretOf(32);
    const loaded = loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'https://client.example/', RCS_SEND_WEBHOOK_SECRET: secret } });
    expect(loaded.generatedWebhookSecret).toBeUndefined();
    expect(loaded.config.organizations[0]?.webhook).toEqual({ url: 'https://client.example/', secret });
    expect(loadServerConfig({ env: {} }).config.organizations[0]?.webhook).toBeUndefined();
  });

  it('should name the bad variable', () => {
    expect(() => loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'client.example' } })).toThrow('RCS_SEND_WEBHOOK_URL must be an absolute http or https URL');
    expect(() => loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: 'https://client.example/', RCS_SEND_WEBHOOK_SECRET: secretOf(23) } })).toThrow('RCS_SEND_WEBHOOK_SECRET must encode 24 to 64 bytes (it encodes 23)');
  });

  it('should refuse a secret without a URL (a misspelt URL variable), and take an empty secret as unset', () => {
    for (const url of [undefined, '']) {
      expect(() => loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: url, RCS_SEND_WEBHOOK_SECRET: secretOf(32) } })).toThrow('RCS_SEND_WEBHOOK_SECRET is set without RCS_SEND_WEBHOOK_URL');
      expect(loadServerConfig({ env: { RCS_SEND_WEBHOOK_URL: url, RCS_SEND_WEBHOOK_SECRET: '' } }).config.organizations[0]?.webhook).toBeUndefined();
    }
  });
});
