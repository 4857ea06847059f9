import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './check';
import { DEMO } from './defaults';
import { loadServerConfig } from './loadServerConfig';
import { _NUMERIC_SETTINGS } from './numericSettings';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-config-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const file = (name: string, content: unknown): string => {
  const path = join(directory, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

describe('loadServerConfig', () => {
  it('should default to loopback:8080 and the demo tenant with a random key of the run, which the configuration does not bring into the store', () => {
    const { config, generatedApiKey } = loadServerConfig({ env: {} });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, batchMode: 'partial', rateLimit: { requestsPerSecond: 50, burst: 100 } });
    expect(generatedApiKey).toMatch(/^rcs_demo_[0-9a-f]{32}$/);
    expect(config.apiKeys).toEqual([]);
    expect(config.organizations[0]).toMatchObject({ id: DEMO.organizationId, senders: [DEMO.sender], balance: DEMO.balance });
    expect(loadServerConfig({ env: {} }).generatedApiKey).not.toBe(generatedApiKey);
  });

  it('should take the qa profile from --profile or RCS_SEND_PROFILE: a billion in balance, no rate limit, a database of its own, the rest as demo', () => {
    const demo = loadServerConfig({ env: {} });
    expect(demo.profile).toBe('demo');
    for (const sources of [{ profile: 'qa', env: {} }, { env: { RCS_SEND_PROFILE: 'qa' } }, { profile: 'qa', env: { RCS_SEND_PROFILE: 'demo' } }]) {
      const { config, profile } = loadServerConfig(sources);
      expect(profile).toBe('qa');
      expect(config.rateLimit).toBeNull();
      expect(config.organizations).toEqual([{ ...demo.config.organizations[0], balance: 1_000_000_000 }]);
      expect(config.database).toBe('rcs-send-qa.db');
      expect({ ...config, rateLimit: demo.config.rateLimit, organizations: demo.config.organizations, database: demo.config.database }).toEqual(demo.config);
    }
    expect(loadServerConfig({ profile: 'demo', env: { RCS_SEND_PROFILE: 'qa' } }).profile).toBe('demo');
    expect(loadServerConfig({ env: { RCS_SEND_PROFILE: 'qa', RCS_SEND_BALANCE: '5', RCS_SEND_RATE_LIMIT: '7' } }).config).toMatchObject({
      organizations: [{ balance: 5 }],
      rateLimit: { requestsPerSecond: 7 },
    });
    expect(() => loadServerConfig({ profile: 'load', env: {} })).toThrow(/--profile must be "demo" or "qa"/);
    expect(() => loadServerConfig({ env: { RCS_SEND_PROFILE: 'QA' } })).toThrow(/RCS_SEND_PROFILE must be "demo" or "qa"/);
  });

  it('should apply the environment over the defaults', () => {
    const env = {
      RCS_SEND_HOST: '::1',
      RCS_SEND_PORT: '0',
      RCS_SEND_DB: '/tmp/o.db',
      RCS_SEND_API_KEY: 'chosen-key',
      RCS_SEND_ORGANIZATION_ID: ORG,
      RCS_SEND_SENDER: 'acme',
      RCS_SEND_BALANCE: '7',
      RCS_SEND_RATE_LIMIT: '0',
      RCS_SEND_BATCH_MODE: 'all-or-nothing',
      RCS_SEND_MAX_BODY_BYTES: '4096',
    };
    const { config, generatedApiKey } = loadServerConfig({ env });
    expect(generatedApiKey).toBeUndefined();
    expect(config).toMatchObject({ host: '::1', port: 0, database: '/tmp/o.db', rateLimit: null, batchMode: 'all-or-nothing', maxBodyBytes: 4096 });
    expect(config.apiKeys).toEqual([{ apiKey: 'chosen-key', principalId: 'demo' }]);
    expect(config.organizations[0]).toMatchObject({ id: ORG, senders: ['acme'], balance: 7 });
  });

  it('should keep accepted messages in the profile\'s database, rcs-send.db or rcs-send-qa.db, unless the file or, over it, RCS_SEND_DB names another', () => {
    expect(loadServerConfig({ env: {} }).config.database).toBe('rcs-send.db');
    expect(loadServerConfig({ profile: 'qa', env: {} }).config.database).toBe('rcs-send-qa.db');
    expect(loadServerConfig({ env: { RCS_SEND_PROFILE: 'qa', RCS_SEND_DB: 'scratch.db' } }).config.database).toBe('scratch.db');
    const path = file('database.json', { database: 'data/messages.db' });
    expect(loadServerConfig({ configPath: path, env: {} }).config.database).toBe('data/messages.db');
    expect(loadServerConfig({ configPath: path, env: { RCS_SEND_DB: '/var/lib/rcs-send/rcs-send.db' } }).config.database).toBe('/var/lib/rcs-send/rcs-send.db');
  });

  it('should refuse the outbox setting of the file and RCS_SEND_OUTBOX, saying database and RCS_SEND_DB replaced them', () => {
    const path = file('outbox.json', { port: 9000, outbox: 'rcs-send-outbox.ndjson' });
    expect(() => loadServerConfig({ configPath: path, env: {} })).toThrow(ConfigError);
    expect(() => loadServerConfig({ configPath: path, env: {} })).toThrow(/^the configuration's "outbox" was replaced by "database" \(the embedded SQLite database/);
    expect(() => loadServerConfig({ env: { RCS_SEND_OUTBOX: 'rcs-send-outbox.ndjson' } })).toThrow(/^RCS_SEND_OUTBOX was replaced by RCS_SEND_DB \(the embedded SQLite database/);
    expect(() => loadServerConfig({ env: { RCS_SEND_OUTBOX: 'o.ndjson', RCS_SEND_DB: 'rcs-send.db' } })).toThrow(ConfigError);
    expect(loadServerConfig({ env: { RCS_SEND_OUTBOX: '' } }).config.database).toBe('rcs-send.db'); // empty, as every variable: unset
  });

  it('should read a config file, then the environment over it', () => {
    const path = file('full.json', {
      port: 9000,
      apiKeys: [{ apiKey: 'k', principalId: 'acme' }],
      organizations: [{ id: ORG, members: ['acme'], senders: ['acme'], balance: 3 }],
      rateLimit: { requestsPerSecond: 5 },
    });
    const { config, generatedApiKey } = loadServerConfig({ configPath: path, env: { RCS_SEND_PORT: '9001', RCS_SEND_API_KEY: 'ignored' } });
    expect(generatedApiKey).toBeUndefined();
    expect(config.port).toBe(9001);
    expect(config.apiKeys).toEqual([{ apiKey: 'k', principalId: 'acme' }]);
    expect(config.rateLimit).toEqual({ requestsPerSecond: 5 });
    expect(loadServerConfig({ env: { RCS_SEND_CONFIG: path } }).config.port).toBe(9000);
  });

  it("should read an organization's and a sender's smsFallback, with the defaults of a policy turned on", () => {
    const path = file('fallback.json', {
      organizations: [{ id: ORG, members: [], balance: 1, smsFallback: { smsSender: '+351912000000' }, senders: ['acme', { id: 'acme_news', useCase: 'PROMOTIONAL', smsFallback: { enabled: false, smsSender: 'ACME', triggers: ['FAILED'], maxSegments: 255 } }] }],
    });
    expect(loadServerConfig({ configPath: path, env: {} }).config.organizations[0]).toMatchObject({
      senders: ['acme', 'acme_news'],
      smsFallback: { enabled: true, smsSender: '+351912000000', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 },
      smsFallbacks: { acme_news: { enabled: false, smsSender: 'ACME', triggers: ['FAILED'], maxSegments: 255 } },
    });
  });

  it('should take a Redis URL from the config file or, over it, the environment (none by default)', () => {
    expect(loadServerConfig({ env: {} }).config.redisUrl).toBeNull();
    const path = file('redis.json', { redisUrl: 'redis://127.0.0.1:6390/2' });
    expect(loadServerConfig({ configPath: path, env: {} }).config.redisUrl).toBe('redis://127.0.0.1:6390/2');
    expect(loadServerConfig({ configPath: path, env: { RCS_SEND_REDIS_URL: 'rediss://user:secret@redis.internal:6380' } }).config.redisUrl).toBe('rediss://user:secret@redis.internal:6380');
    expect(loadServerConfig({ configPath: file('none.json', { redisUrl: null }), env: {} }).config.redisUrl).toBeNull();
    const cluster = 'redis+cluster://127.0.0.1:7001,127.0.0.1:7002,127.0.0.1:7003';
    expect(loadServerConfig({ env: { RCS_SEND_REDIS_URL: cluster } }).config.redisUrl).toBe(cluster);
  });

  it.each([
    ['an unknown setting', { prt: 1 }, /unknown setting "prt"/],
    ['a bad port', { port: 70000 }, /port must be an integer/],
    ['an organization id that is no UUID', { organizations: [{ id: 'acme', members: [], senders: [], balance: 1 }] }, /organizations\[0\]\.id must be a UUID/],
    ['a bad batch mode', { batchMode: 'some' }, /batchMode must be/],
    ['a Redis URL that is not one', { redisUrl: 'http://127.0.0.1:6379' }, /redisUrl must be a redis:\/\/, rediss:\/\/ or redis\+cluster:\/\/ URL/],
    ['a Redis Cluster URL without nodes', { redisUrl: 'redis+cluster://' }, /redisUrl must be a redis\+cluster:\/\/host:port,host:port URL/],
    ['not JSON', '{port:', /not valid JSON/],
    ['a setting of the wrong type', { headersTimeout: '10s' }, /^headersTimeout must be an integer from 100 to 3600000$/],
    ['a negative balance', { organizations: [{ id: ORG, members: [], senders: [], balance: -1 }] }, /organizations\[0\]\.balance must be an integer from 0/],
    ['a timeout of 0', { keepAliveTimeout: 0 }, /^keepAliveTimeout must be an integer from 100 to 3600000$/],
    ['a timeout over an hour', { requestTimeout: 3_600_001 }, /^requestTimeout must be/],
    ['a metrics port out of range', { metricsPort: 70000 }, /^metricsPort must be an integer from 0 to 65535$/],
    ['a request timeout under the headers timeout', { headersTimeout: 5000, requestTimeout: 4999 }, /^requestTimeout \(4999 ms\) must be at least headersTimeout \(5000 ms\)$/],
    ['the metrics on the API port', { port: 9000, metricsPort: 9000 }, /^metricsPort must differ from port/],
    ['a body budget one byte under the largest body', { maxBodyBytes: 4096, maxBodyBytesInFlight: 4095 }, /^maxBodyBytesInFlight \(4095\) must be at least maxBodyBytes \(4096\)/],
    ['no connection at all', { maxConnections: 0 }, /^maxConnections must be an integer from 1 to 1000000$/],
    ['an API key given twice', { apiKeys: [{ apiKey: 'k', principalId: 'a' }, { apiKey: 'k', principalId: 'b' }] }, /^apiKeys must not hold the same apiKey twice$/],
    ['an organization given twice', { organizations: [ORG, ORG.toUpperCase()].map((id) => ({ id, members: [], senders: [], balance: 1 })) }, /^organizations must not hold the id 3b9d2f6e/],
    ['an SMS fallback of 256 segments', { organizations: [{ id: ORG, members: [], senders: [], balance: 1, smsFallback: { smsSender: 'ACME', maxSegments: 256 } }] }, /^organizations\[0\]\.smsFallback\.maxSegments must be a whole number from 1 to 255$/],
    ['an SMS sender of twelve characters', { organizations: [{ id: ORG, members: [], balance: 1, senders: [{ id: 'a', smsFallback: { smsSender: 'ACME_SENDERS' } }] }] }, /^organizations\[0\]\.senders\[0\]\.smsFallback\.smsSender must be/],
    ['an SMS fallback with an unknown setting', { organizations: [{ id: ORG, members: [], senders: [], balance: 1, smsFallback: { smsSender: 'ACME', sender: 'x' } }] }, /^organizations\[0\]\.smsFallback has an unknown setting "sender"$/],
    ['an empty metrics host', { metricsHost: '' }, /^metricsHost must be a non-empty string$/],
    ['a sender with a space, which no tenants command could name', { organizations: [{ id: ORG, members: [], senders: ['acme agent'], balance: 1 }] }, /^organizations\[0\]\.senders\[0\] must be an id of 1 to 200 characters, none a space or a control character$/],
    ['a sender object with a control character', { organizations: [{ id: ORG, members: [], senders: [{ id: 'acme\tagent' }], balance: 1 }] }, /^organizations\[0\]\.senders\[0\]\.id must be an id/],
    ['a member with a space', { organizations: [{ id: ORG, members: ['acme corp'], senders: [], balance: 1 }] }, /^organizations\[0\]\.members\[0\] must be an id/],
    ['a principal of 201 characters', { apiKeys: [{ apiKey: 'k', principalId: 'a'.repeat(201) }] }, /^apiKeys\[0\]\.principalId must be an id/],
  ])('should refuse %s with a ConfigError naming it', (_, content, message) => {
    const path = file('bad.json', content);
    expect(() => loadServerConfig({ configPath: path, env: {} })).toThrow(ConfigError);
    expect(() => loadServerConfig({ configPath: path, env: {} })).toThrow(message);
  });

  it('should take the timeouts and the metrics port from the file or, over it, the environment (metrics off by default)', () => {
    expect(loadServerConfig({ env: {} }).config).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, metricsPort: null, metricsHost: '127.0.0.1' });
    const path = file('edges.json', { headersTimeout: 100, requestTimeout: 100, keepAliveTimeout: 3_600_000, metricsPort: 9464, metricsHost: '::1' });
    expect(loadServerConfig({ configPath: path, env: {} }).config).toMatchObject({ headersTimeout: 100, requestTimeout: 100, keepAliveTimeout: 3_600_000, metricsPort: 9464, metricsHost: '::1' });
    const env = { RCS_SEND_HEADERS_TIMEOUT: '2000', RCS_SEND_REQUEST_TIMEOUT: '3000', RCS_SEND_KEEP_ALIVE_TIMEOUT: '1000', RCS_SEND_METRICS_PORT: '0', RCS_SEND_METRICS_HOST: '0.0.0.0' };
    expect(loadServerConfig({ configPath: path, env }).config).toMatchObject({ headersTimeout: 2000, requestTimeout: 3000, keepAliveTimeout: 1000, metricsPort: 0, metricsHost: '0.0.0.0' });
    expect(loadServerConfig({ configPath: file('off.json', { metricsPort: null }), env: {} }).config.metricsPort).toBeNull();
  });

  it('should bound bodies in flight and connections by default, settable in the file or, over it, the environment', () => {
    expect(loadServerConfig({ env: {} }).config).toMatchObject({ maxBodyBytesInFlight: 64 * 1024 * 1024, maxConnections: 900 });
    const path = file('capacity.json', { maxBodyBytes: 4096, maxBodyBytesInFlight: 4096, maxConnections: 10 });
    expect(loadServerConfig({ configPath: path, env: {} }).config).toMatchObject({ maxBodyBytesInFlight: 4096, maxConnections: 10 });
    const env = { RCS_SEND_MAX_BODY_BYTES_IN_FLIGHT: '8192', RCS_SEND_MAX_CONNECTIONS: '20' };
    expect(loadServerConfig({ configPath: path, env }).config).toMatchObject({ maxBodyBytesInFlight: 8192, maxConnections: 20 });
  });

  it('should label the usage counter by organization only when the file or, over it, RCS_SEND_METRICS_ORGANIZATIONS turns it on', () => {
    expect(loadServerConfig({ env: {} }).config.metricsByOrganization).toBe(false);
    const path = file('labelled.json', { metricsByOrganization: true });
    expect(loadServerConfig({ configPath: path, env: {} }).config.metricsByOrganization).toBe(true);
    expect(loadServerConfig({ configPath: path, env: { RCS_SEND_METRICS_ORGANIZATIONS: 'off' } }).config.metricsByOrganization).toBe(false);
    expect(loadServerConfig({ env: { RCS_SEND_METRICS_ORGANIZATIONS: 'on' } }).config.metricsByOrganization).toBe(true);
    expect(() => loadServerConfig({ env: { RCS_SEND_METRICS_ORGANIZATIONS: 'yes' } })).toThrow(/^RCS_SEND_METRICS_ORGANIZATIONS must be "on" or "off"$/);
    expect(() => loadServerConfig({ configPath: file('bad-label.json', { metricsByOrganization: 'on' }), env: {} })).toThrow(/^metricsByOrganization must be true or false$/);
  });

  it('should refuse a bad environment value, naming the variable', () => {
    expect(() => loadServerConfig({ env: { RCS_SEND_HEADERS_TIMEOUT: '0' } })).toThrow(/^RCS_SEND_HEADERS_TIMEOUT must be an integer from 100 to 3600000$/);
    expect(() => loadServerConfig({ env: { RCS_SEND_REQUEST_TIMEOUT: '1000' } })).toThrow(/requestTimeout \(1000 ms\) must be at least headersTimeout \(10000 ms\)/);
    expect(() => loadServerConfig({ env: { RCS_SEND_BALANCE: '-5' } })).toThrow(/^RCS_SEND_BALANCE must be an integer/);
    expect(() => loadServerConfig({ env: { RCS_SEND_METRICS_PORT: '70000' } })).toThrow(/^RCS_SEND_METRICS_PORT must be/);
    expect(() => loadServerConfig({ env: { RCS_SEND_MAX_BODY_BYTES: '1023' } })).toThrow(/^RCS_SEND_MAX_BODY_BYTES must be an integer from 1024/);
    expect(() => loadServerConfig({ env: { RCS_SEND_PORT: 'http' } })).toThrow(/RCS_SEND_PORT/);
    expect(() => loadServerConfig({ env: { RCS_SEND_ORGANIZATION_ID: 'x' } })).toThrow(/RCS_SEND_ORGANIZATION_ID/);
    expect(() => loadServerConfig({ env: { RCS_SEND_SENDER: 'demo agent' } })).toThrow(/^RCS_SEND_SENDER must be an id of 1 to 200 characters, none a space or a control character$/);
    expect(() => loadServerConfig({ env: { RCS_SEND_REDIS_URL: '127.0.0.1:6379' } })).toThrow(/RCS_SEND_REDIS_URL/);
    expect(() => loadServerConfig({ configPath: join(directory, 'missing.json'), env: {} })).toThrow(/cannot read/);
  });
});

describe('every whole-number setting at its bounds', () => {
  // The request timeout may not be shorter than the headers timeout: each is tested beside a partner that allows its bounds.
  const PARTNERS: Record<string, Record<string, string>> = {
    headersTimeout: { RCS_SEND_REQUEST_TIMEOUT: '3600000' },
    requestTimeout: { RCS_SEND_HEADERS_TIMEOUT: '100' },
    maxBodyBytes: { RCS_SEND_MAX_BODY_BYTES_IN_FLIGHT: String(2 ** 40) },
    maxBodyBytesInFlight: { RCS_SEND_MAX_BODY_BYTES: '1024' },
  };
  it.each(Object.entries(_NUMERIC_SETTINGS))('%s: min and max pass, one less and one more fail, naming the variable', (name, { env, min, max }) => {
    const partner = PARTNERS[name] ?? {};
    const load = (value: number) => () => loadServerConfig({ env: { ...partner, [env]: String(value) } }).config;
    expect(load(min)()).toMatchObject({ [name]: min });
    expect(load(max)()).toMatchObject({ [name]: max });
    if (min > 0) expect(load(min - 1)).toThrow(new RegExp(`^${env} must be an integer from ${min} to ${max}$`));
    expect(load(max + 1)).toThrow(new RegExp(`^${env} must be an integer from ${min} to ${max}$`));
  });
});
