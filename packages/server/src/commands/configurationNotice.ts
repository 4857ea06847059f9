import { timingSafeEqual } from 'node:crypto';
import { _demoOrganizationOf } from '../config/defaults';
import type { LoadedServerConfig } from '../config/types';
import { _redactedUrl } from '../config/redactedUrl';
import { _shellWord } from '../shellQuoting';
import type { _StoredTenant } from '../tenants/storedTenant';

/** What part of the configuration the store did not take, with an open parenthesis saying what the store has instead, and the `tenants` subcommand that would apply it (none when no command can). */
interface Untaken {
  readonly what: string;
  readonly apply: string | undefined;
}

/** True when the two secrets are the same, compared in constant time. @internal */
export function _sameSecret(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Where the configured balance came from, in words: the demo tenant's variable or profile, else the configuration file. */
function balanceSource(loaded: LoadedServerConfig, env: NodeJS.ProcessEnv): string {
  if (_demoOrganizationOf(loaded.config) === undefined) return 'the configuration';
  return env['RCS_SEND_BALANCE'] ? 'RCS_SEND_BALANCE' : `profile ${loaded.profile}`;
}

/** The balance: credited less than the configuration says (a top-up applies it), or created with more (nothing lowers it). */
function balanceUntaken(loaded: LoadedServerConfig, stored: _StoredTenant, env: NodeJS.ProcessEnv, organizationId: string): Untaken[] {
  const configured = loaded.config.organizations[0]?.balance;
  if (configured === undefined || stored.credits === undefined) return [];
  const { total, starting } = stored.credits;
  const says = `the balance ${configured} of ${balanceSource(loaded, env)}`;
  if (total < configured) return [{ what: `${says} (it holds ${stored.balance} of ${total} credited`, apply: `top-up --org ${organizationId} --amount ${configured - total} --reason ${_shellWord(balanceSource(loaded, env))}` }];
  if (starting > configured) return [{ what: `${says} (it was created with ${starting} and holds ${stored.balance}; no command lowers a balance, a database of its own, RCS_SEND_DB, starts afresh`, apply: undefined }];
  return [];
}

/** The webhook: none or another URL stored, or (given, not generated) another secret. */
function webhookUntaken(loaded: LoadedServerConfig, stored: _StoredTenant, env: NodeJS.ProcessEnv, organizationId: string): Untaken[] {
  const configured = loaded.config.organizations[0]?.webhook;
  const held = stored.organization?.webhook ?? null;
  if (configured === undefined) return [];
  const fromEnvironment = env['RCS_SEND_WEBHOOK_URL'] === configured.url;
  const generated = loaded.generatedWebhookSecret !== undefined;
  if (held !== null && held.url === configured.url && (generated || _sameSecret(held.secret, configured.secret))) return [];
  const plainUrl = _redactedUrl(configured.url) === configured.url;
  const url = plainUrl ? _shellWord(configured.url) : fromEnvironment ? '"$RCS_SEND_WEBHOOK_URL"' : '<webhook.url of the configuration>';
  const secret = generated ? '' : fromEnvironment ? ' --secret "$RCS_SEND_WEBHOOK_SECRET"' : ' --secret <webhook.secret of the configuration>';
  const what = `the webhook ${_redactedUrl(configured.url)} (${held === null ? 'it has none' : held.url === configured.url ? 'it has it, signed with another secret' : `it has ${_redactedUrl(held.url)}`}`;
  return [{ what, apply: `set-webhook --org ${organizationId} --url ${url}${secret}` }];
}

/** The senders and the RCS channel of the configuration the organization lacks. */
function sendersUntaken(loaded: LoadedServerConfig, stored: _StoredTenant, organizationId: string): Untaken[] {
  const organization = loaded.config.organizations[0];
  const held = stored.organization;
  if (organization === undefined || held === undefined) return [];
  const missing = organization.senders.filter((sender) => !held.senders.some((found) => found.id === sender));
  const untaken: Untaken[] = missing.map((sender) => ({ what: `the sender ${sender} (it lacks it`, apply: `add-sender --org ${organizationId} --sender ${sender}` }));
  const rcsChannel = organization.rcsChannel ?? true;
  if (held.rcsChannel !== rcsChannel) untaken.push({ what: `the RCS channel ${rcsChannel ? 'on' : 'off'} (it has it ${held.rcsChannel ? 'on' : 'off'}`, apply: `set-rcs --org ${organizationId} --${rcsChannel ? 'on' : 'off'}` });
  return untaken;
}

/** The configured keys the store refuses: revoked, expired or another principal's; a new key is the way on. */
function keysUntaken(stored: _StoredTenant, organizationId: string, now: number): Untaken[] {
  return stored.keys.flatMap(({ configured, stored: key }) => {
    if (key === undefined) return [];
    const addKey = `add-key --principal ${configured.principalId} --org ${organizationId}`;
    if (key.revokedAt !== null) return [{ what: `the key ${key.prefix} (revoked at ${new Date(key.revokedAt).toISOString()}: 401 with it, choose another or add one`, apply: addKey }];
    if (key.expiresAt !== null && key.expiresAt <= now) return [{ what: `the key ${key.prefix} (expired at ${new Date(key.expiresAt).toISOString()}: 401 with it, choose another or add one`, apply: addKey }];
    if (key.principalId !== configured.principalId) return [{ what: `the key ${key.prefix} of principal ${configured.principalId} (it is ${key.principalId}'s`, apply: addKey }];
    return [];
  });
}

/**
 * One line for stderr when the store holds the banner's organization (the configuration's
 * first) otherwise than the configuration says, since an earlier start created it and the
 * configuration only brings in what the store lacks: each setting not taken (balance, webhook,
 * senders, RCS channel, keys) with the `tenants` command, from `commandOf`, that would apply it.
 * Undefined when the store took everything, or lacks the organization. Never a key or a secret.
 *
 * @internal
 */
export function _configurationNotice(loaded: LoadedServerConfig, stored: _StoredTenant, env: NodeJS.ProcessEnv, commandOf: (subcommand: string) => string, now: number = Date.now()): string | undefined {
  const organizationId = loaded.config.organizations[0]?.id.toLowerCase();
  if (organizationId === undefined || stored.organization === undefined) return undefined;
  const untaken = [...balanceUntaken(loaded, stored, env, organizationId), ...webhookUntaken(loaded, stored, env, organizationId), ...sendersUntaken(loaded, stored, organizationId), ...keysUntaken(stored, organizationId, now)];
  if (untaken.length === 0) return undefined;
  const parts = untaken.map(({ what, apply }) => `${what}${apply === undefined ? '' : `; to apply: ${commandOf(apply)}`})`);
  return `notice: organization ${organizationId} was stored by an earlier start, and a start only creates what the store lacks, so these settings are not applied: ${parts.join('; ')}`;
}
