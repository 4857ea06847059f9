import { _fail, _id, _integerText, _redisUrl, _uuid } from './check';
import { _defaultConfig, _randomApiKey, DEMO } from './defaults';
import { _checkConsistency } from './consistency';
import { _NUMERIC_SETTINGS, type _NumericSettingName } from './numericSettings';
import { _readConfigFile } from './readConfigFile';
import { _refuseReplacedVariables } from './replacedSettings';
import type { LoadedServerConfig, ServerConfig, ServerProfile } from './types';
import { _demoWebhookOf, _withDemoWebhook } from './webhookSetting';

/** Where {@link loadServerConfig} reads from. @public */
export interface ConfigSources {
  /** The JSON config file (`--config`), if any; else `RCS_SEND_CONFIG`. */
  readonly configPath?: string | undefined;
  /** The environment (`process.env`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * The profile of the defaults (`--profile`); else `RCS_SEND_PROFILE`.
   * @defaultValue 'demo'
   */
  readonly profile?: string | undefined;
}

/** The profile named by `--profile` or `RCS_SEND_PROFILE` (demo when neither), or a ConfigError. */
function profileOf(sources: ConfigSources): ServerProfile {
  const fromFlag = sources.profile !== undefined;
  const name = sources.profile ?? (sources.env['RCS_SEND_PROFILE'] || 'demo');
  if (name !== 'demo' && name !== 'qa') _fail(fromFlag ? '--profile' : 'RCS_SEND_PROFILE', '"demo" or "qa"');
  return name;
}

/** Applies the `RCS_SEND_*` variables over `config`; the demo tenant's variables only when it is in use. */
function fromEnvironment(config: ServerConfig, env: ConfigSources['env'], demoTenant: boolean): ServerConfig {
  const out = { ...config };
  const value = (name: string): string | undefined => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const host = value('RCS_SEND_HOST');
  if (host !== undefined) out.host = host;
  const metricsHost = value('RCS_SEND_METRICS_HOST');
  if (metricsHost !== undefined) out.metricsHost = metricsHost;
  const byOrganization = value('RCS_SEND_METRICS_ORGANIZATIONS');
  if (byOrganization !== undefined) {
    if (byOrganization !== 'on' && byOrganization !== 'off') _fail('RCS_SEND_METRICS_ORGANIZATIONS', '"on" or "off"');
    out.metricsByOrganization = byOrganization === 'on';
  }
  for (const name of Object.keys(_NUMERIC_SETTINGS) as _NumericSettingName[]) {
    const { env: variable, min, max } = _NUMERIC_SETTINGS[name];
    const text = value(variable);
    if (text !== undefined) out[name] = _integerText(text, variable, min, max);
  }
  const database = value('RCS_SEND_DB');
  if (database !== undefined) out.database = database;
  const rate = value('RCS_SEND_RATE_LIMIT');
  if (rate !== undefined) {
    const requestsPerSecond = _integerText(rate, 'RCS_SEND_RATE_LIMIT', 0, 1_000_000);
    out.rateLimit = requestsPerSecond === 0 ? null : { requestsPerSecond, burst: requestsPerSecond * 2 };
  }
  const redisUrl = value('RCS_SEND_REDIS_URL');
  if (redisUrl !== undefined) out.redisUrl = _redisUrl(redisUrl, 'RCS_SEND_REDIS_URL');
  const mode = value('RCS_SEND_BATCH_MODE');
  if (mode !== undefined) {
    if (mode !== 'partial' && mode !== 'all-or-nothing') _fail('RCS_SEND_BATCH_MODE', '"partial" or "all-or-nothing"');
    out.batchMode = mode;
  }
  if (demoTenant) {
    const apiKey = value('RCS_SEND_API_KEY');
    if (apiKey !== undefined) out.apiKeys = [{ apiKey, principalId: DEMO.principalId }];
    const [organization] = out.organizations;
    if (organization !== undefined) {
      const id = value('RCS_SEND_ORGANIZATION_ID') ?? organization.id;
      _uuid(id, 'RCS_SEND_ORGANIZATION_ID');
      const sender = value('RCS_SEND_SENDER');
      const balance = value('RCS_SEND_BALANCE');
      out.organizations = [
        {
          ...organization,
          id,
          senders: sender === undefined ? organization.senders : [_id(sender, 'RCS_SEND_SENDER')],
          balance: balance === undefined ? organization.balance : _integerText(balance, 'RCS_SEND_BALANCE', 0, Number.MAX_SAFE_INTEGER),
        },
      ];
    }
  }
  return out;
}

/**
 * The server's configuration: the defaults of the profile (loopback:8080, the demo tenant in
 * the profile's database, `rcs-send.db`; `qa`: a balance of a billion, no rate limit, in
 * `rcs-send-qa.db`), then the JSON config file, then the `RCS_SEND_*` environment variables.
 * Without `RCS_SEND_API_KEY` the demo tenant gets a random key in `generatedApiKey`, not in
 * `config.apiKeys`: a key for one run, which `rcs-send-server` stores once it listens and
 * revokes when it stops. Throws a {@link ConfigError} naming the first bad setting.
 *
 * @public
 */
export function loadServerConfig(sources: ConfigSources): LoadedServerConfig {
  _refuseReplacedVariables(sources.env);
  const profile = profileOf(sources);
  const path = sources.configPath ?? (sources.env['RCS_SEND_CONFIG'] || undefined);
  const file = path === undefined ? {} : _readConfigFile(path);
  const demoTenant = file.apiKeys === undefined && file.organizations === undefined;
  const envKey = sources.env['RCS_SEND_API_KEY'];
  const generatedApiKey = demoTenant && (envKey === undefined || envKey === '') ? _randomApiKey() : undefined;
  const demoWebhook = demoTenant ? _demoWebhookOf(sources.env) : undefined;
  const base = fromEnvironment({ ..._defaultConfig(profile), ...file }, sources.env, demoTenant);
  const config = { ...base, organizations: _withDemoWebhook(base.organizations, demoWebhook?.webhook) };
  _checkConsistency(config);
  return { config, generatedApiKey, generatedWebhookSecret: demoWebhook?.generatedSecret, profile, configPath: path };
}
