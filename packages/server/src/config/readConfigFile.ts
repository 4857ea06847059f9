import { readFileSync } from 'node:fs';
import type { MemoryApiKey, MemoryRateLimitOptions, MemorySeedOrganization } from '@rcs-send/service';
import { ConfigError, _fail, _integer, _object, _onlyKeys, _redisUrl, _string, _strings } from './check';
import type { ServerConfig } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOP_KEYS = ['host', 'port', 'outbox', 'apiKeys', 'organizations', 'rateLimit', 'batchMode', 'maxBodyBytes', 'redisUrl'] as const;

/** One entry of `apiKeys`. */
function apiKey(value: unknown, what: string): MemoryApiKey {
  const entry = _object(value, what);
  _onlyKeys(entry, ['apiKey', 'principalId'], what);
  return { apiKey: _string(entry['apiKey'], `${what}.apiKey`), principalId: _string(entry['principalId'], `${what}.principalId`) };
}

/** One entry of `organizations`. */
function organization(value: unknown, what: string): MemorySeedOrganization {
  const entry = _object(value, what);
  _onlyKeys(entry, ['id', 'members', 'rcsChannel', 'senders', 'balance'], what);
  const id = _string(entry['id'], `${what}.id`);
  if (!UUID.test(id)) _fail(`${what}.id`, 'a UUID');
  const rcsChannel = entry['rcsChannel'] ?? true;
  if (typeof rcsChannel !== 'boolean') _fail(`${what}.rcsChannel`, 'true or false');
  return {
    id,
    members: _strings(entry['members'], `${what}.members`),
    rcsChannel,
    senders: _strings(entry['senders'], `${what}.senders`),
    balance: _integer(entry['balance'], `${what}.balance`, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The `rateLimit` setting: null for none. */
function rateLimit(value: unknown): MemoryRateLimitOptions | null {
  if (value === null) return null;
  const entry = _object(value, 'rateLimit');
  _onlyKeys(entry, ['requestsPerSecond', 'burst'], 'rateLimit');
  const requestsPerSecond = _integer(entry['requestsPerSecond'], 'rateLimit.requestsPerSecond', 1, 1_000_000);
  return entry['burst'] === undefined ? { requestsPerSecond } : { requestsPerSecond, burst: _integer(entry['burst'], 'rateLimit.burst', 1, 1_000_000) };
}

/** Reads `value` as the settings of a config file, each checked; the settings it leaves out are absent. @internal */
function _parseConfig(value: unknown): Partial<ServerConfig> {
  const file = _object(value, 'the configuration');
  _onlyKeys(file, TOP_KEYS, 'the configuration');
  const out: { -readonly [K in keyof ServerConfig]?: ServerConfig[K] } = {};
  if (file['host'] !== undefined) out.host = _string(file['host'], 'host');
  if (file['port'] !== undefined) out.port = _integer(file['port'], 'port', 0, 65_535);
  if (file['outbox'] !== undefined) out.outbox = _string(file['outbox'], 'outbox');
  if (file['maxBodyBytes'] !== undefined) out.maxBodyBytes = _integer(file['maxBodyBytes'], 'maxBodyBytes', 1024, 1 << 30);
  if (file['rateLimit'] !== undefined) out.rateLimit = rateLimit(file['rateLimit']);
  if (file['redisUrl'] !== undefined) out.redisUrl = file['redisUrl'] === null ? null : _redisUrl(_string(file['redisUrl'], 'redisUrl'), 'redisUrl');
  if (file['batchMode'] !== undefined) {
    const mode = file['batchMode'];
    if (mode !== 'partial' && mode !== 'all-or-nothing') _fail('batchMode', '"partial" or "all-or-nothing"');
    out.batchMode = mode;
  }
  if (file['apiKeys'] !== undefined) {
    if (!Array.isArray(file['apiKeys'])) _fail('apiKeys', 'an array');
    out.apiKeys = file['apiKeys'].map((entry, i) => apiKey(entry, `apiKeys[${i}]`));
  }
  if (file['organizations'] !== undefined) {
    if (!Array.isArray(file['organizations'])) _fail('organizations', 'an array');
    out.organizations = file['organizations'].map((entry, i) => organization(entry, `organizations[${i}]`));
  }
  return out;
}

/** Reads and checks the JSON config file at `path`. @internal */
export function _readConfigFile(path: string): Partial<ServerConfig> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read the configuration file ${path} (${(error as { code?: string }).code ?? 'error'})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`the configuration file ${path} is not valid JSON`);
  }
  return _parseConfig(value);
}
