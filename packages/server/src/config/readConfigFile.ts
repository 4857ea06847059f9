import { readFileSync } from 'node:fs';
import type { MemoryApiKey, MemoryRateLimitOptions } from '@rcs-send/service';
import { ConfigError, _fail, _id, _ids, _integer, _object, _onlyKeys, _redisUrl, _string, _uuid } from './check';
import { _smsFallback } from './fallbackSetting';
import { _senders } from './senderSetting';
import { _NUMERIC_SETTINGS, type _NumericSettingName } from './numericSettings';
import { _refuseReplacedKeys } from './replacedSettings';
import type { ServerConfig } from './types';
import { _webhook, type ServerOrganization } from './webhookSetting';

const TOP_KEYS = ['host', 'database', 'apiKeys', 'organizations', 'rateLimit', 'batchMode', 'redisUrl', 'metricsHost', 'metricsByOrganization', ...Object.keys(_NUMERIC_SETTINGS)];

/** One entry of `apiKeys`. */
function apiKey(value: unknown, what: string): MemoryApiKey {
  const entry = _object(value, what);
  _onlyKeys(entry, ['apiKey', 'principalId'], what);
  return { apiKey: _string(entry['apiKey'], `${what}.apiKey`), principalId: _id(entry['principalId'], `${what}.principalId`) };
}

/** One entry of `organizations`. */
function organization(value: unknown, what: string): ServerOrganization {
  const entry = _object(value, what);
  _onlyKeys(entry, ['id', 'members', 'rcsChannel', 'senders', 'balance', 'webhook', 'smsFallback'], what);
  const id = _string(entry['id'], `${what}.id`);
  _uuid(id, `${what}.id`);
  const rcsChannel = entry['rcsChannel'] ?? true;
  if (typeof rcsChannel !== 'boolean') _fail(`${what}.rcsChannel`, 'true or false');
  const { senders, useCases, smsFallbacks } = _senders(entry['senders'], `${what}.senders`);
  return {
    id,
    members: _ids(entry['members'], `${what}.members`),
    rcsChannel,
    senders,
    ...(Object.keys(useCases).length === 0 ? {} : { useCases }),
    balance: _integer(entry['balance'], `${what}.balance`, 0, Number.MAX_SAFE_INTEGER),
    ...(entry['webhook'] === undefined ? {} : { webhook: _webhook(entry['webhook'], `${what}.webhook`) }),
    ...(entry['smsFallback'] === undefined ? {} : { smsFallback: _smsFallback(entry['smsFallback'], `${what}.smsFallback`) }),
    ...(smsFallbacks === undefined ? {} : { smsFallbacks }),
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
  _refuseReplacedKeys(file);
  _onlyKeys(file, TOP_KEYS, 'the configuration');
  const out: { -readonly [K in keyof ServerConfig]?: ServerConfig[K] } = {};
  if (file['host'] !== undefined) out.host = _string(file['host'], 'host');
  if (file['metricsHost'] !== undefined) out.metricsHost = _string(file['metricsHost'], 'metricsHost');
  if (file['metricsByOrganization'] !== undefined) {
    if (typeof file['metricsByOrganization'] !== 'boolean') _fail('metricsByOrganization', 'true or false');
    out.metricsByOrganization = file['metricsByOrganization'];
  }
  if (file['database'] !== undefined) out.database = _string(file['database'], 'database');
  for (const name of Object.keys(_NUMERIC_SETTINGS) as _NumericSettingName[]) {
    const { min, max } = _NUMERIC_SETTINGS[name];
    const value = file[name];
    if (value === null && name === 'metricsPort') out.metricsPort = null;
    else if (value !== undefined) out[name] = _integer(value, name, min, max);
  }
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
