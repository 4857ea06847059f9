import { resolve } from 'node:path';
import type { TenantOrganization } from '@rcs-send/service';
import { DEMO } from './config/defaults';
import type { LoadedServerConfig } from './config/types';
import { _redactedUrl } from './config/redactedUrl';
import { _sameSecret } from './commands/configurationNotice';
import { _runsFromSources } from './runsFromSources';
import { _shellQuote, _shellWord } from './shellQuoting';
import type { _StoredTenant } from './tenants/storedTenant';

/** Requests the printed `check` command sends: what the profile's balance covers many times over. */
const CHECK_COUNT = { demo: 100, qa: 1000 } as const;

/**
 * The `rcs-send check` command for this tenant: from the repository's sources, as its root
 * script (`pnpm --silent rcs-send`, the CLI's sources, no build needed, as `pnpm start` needs
 * none); installed, as the bin of `@rcs-send/cli`. A key taken from `RCS_SEND_API_KEY` is left
 * out: `check` reads that variable itself.
 */
function checkCommand(loaded: LoadedServerConfig, url: string, organizationId: string, senders: readonly string[], sources: boolean): string[] {
  const key = loaded.generatedApiKey === undefined ? (process.env['RCS_SEND_API_KEY'] ? '' : ' --api-key <API_KEY>') : ` --api-key ${loaded.generatedApiKey}`;
  const sender = senders.map((name) => ` --sender ${_shellWord(name)}`).join('');
  const lines = [
    sources ? 'Check an implementation against this tenant (in the repository\'s root):' : 'Check an implementation against this tenant (rcs-send is the bin of the package @rcs-send/cli):',
    `  ${sources ? 'pnpm --silent rcs-send' : 'rcs-send'} check --url ${url}${key} \\`,
    `    --organization-id ${organizationId}${sender} --count ${CHECK_COUNT[loaded.profile]}`,
  ];
  if (loaded.profile === 'demo') lines.push('  (for larger checks start the server with --profile qa: a balance of a billion, no rate limit, in a database of its own)');
  return [...lines, ''];
}

/** The stored webhook, with its secret only when it is the one generated for this run (else it was printed when it was set). */
function webhookLines({ config, generatedWebhookSecret }: LoadedServerConfig, organization: TenantOrganization): string[] {
  const webhook = organization.webhook;
  if (webhook === null) return [];
  const configured = config.organizations[0]?.webhook;
  const secret =
    generatedWebhookSecret !== undefined && _sameSecret(webhook.secret, generatedWebhookSecret)
      ? `secret ${generatedWebhookSecret}  (generated for this run; set RCS_SEND_WEBHOOK_SECRET to choose one)`
      : configured !== undefined && _sameSecret(webhook.secret, configured.secret) && generatedWebhookSecret === undefined
        ? 'secret as configured'
        : 'secret as stored (shown once when it was set; tenants set-webhook sets another)';
  return [`  webhook:       ${_redactedUrl(webhook.url)}  ${secret}`];
}

/** The API key line: a key generated for this run, with how long it lives (or that the store refused it), or the configuration's. */
function keyLine(generatedApiKey: string | undefined, expiresAt: number | undefined): string {
  if (generatedApiKey === undefined) return '  API key:       as configured';
  const lifetime = expiresAt === undefined ? 'the store refused it, requests with it answer 401' : `revoked when it stops, refused from ${new Date(expiresAt).toISOString()} at the latest`;
  return `  API key:       ${generatedApiKey}  (generated for this run: ${lifetime}; set RCS_SEND_API_KEY to choose one)`;
}

/** What else the running server shows in its banner. @internal */
export interface _BannerExtras {
  /** The playground's address, when it is served. */
  readonly playgroundUrl?: string | undefined;
  /** The metrics' address, when they are served. */
  readonly metricsUrl?: string | undefined;
  /** Where accepted messages go, in one line. */
  readonly delivery?: string | undefined;
  /** When the key generated for this run is refused at the latest, as stored (epoch milliseconds); undefined when it could not be stored. */
  readonly runKeyExpiresAt?: number | undefined;
  /** Lines to print right under the first: what the store did not take of the configuration, or could not do. */
  readonly notes?: readonly string[];
  /** Whether messages go to the RBM emulator and SMS to the simulator, where a number ending in 404 falls back to SMS. @defaultValue true */
  readonly emulated?: boolean | undefined;
}

/** The organization's lines, from what the store holds of it (or why the store could not say). */
function organizationLines(loaded: LoadedServerConfig, id: string, sender: string, stored: _StoredTenant | string, emulated: boolean): string[] {
  const profile = `(profile ${loaded.profile})`;
  if (typeof stored === 'string') return [`  organization:  ${id}  sender ${sender}  ${profile}; the store could not be read yet (${stored}): its balance is not shown`];
  const { organization, balance } = stored;
  if (organization === undefined) return [`  organization:  ${id}  not in the store (yet): requests for it answer 404 ORGANIZATION_NOT_FOUND  ${profile}`];
  const fallback = organization.smsFallback;
  return [
    `  organization:  ${id}  sender ${sender}  balance ${balance}  ${profile}`,
    ...(fallback?.enabled === true ? [`  SMS fallback:  on for ${fallback.triggers.join(', ')}, as ${fallback.smsSender}${emulated ? ' (a number ending in 404 has no RCS on the emulator: its message arrives by SMS)' : ''}`] : []),
  ];
}

/**
 * The start-up text (for stderr, never the log stream): where the server listens, the demo
 * tenant as the store holds it (`stored`, read back after the configuration was brought in; a
 * string says why it could not be read), the playground's and the metrics' addresses when they
 * are served, where accepted messages go, the `rcs-send check` command for the tenant and a
 * `curl` that sends one message. The API key is shown only when it was generated for this run.
 * `notes` (each one line) come right under the first line, where a reader starts. `sources`:
 * whether the server runs from the repository's sources (the check command is then the
 * repository's).
 *
 * @internal
 */
export function _banner(loaded: LoadedServerConfig, url: string, stored: _StoredTenant | string, extras: _BannerExtras = {}, sources: boolean = _runsFromSources()): string {
  const { playgroundUrl, metricsUrl, delivery, runKeyExpiresAt, notes = [], emulated = true } = extras;
  const { config, generatedApiKey } = loaded;
  const configured = config.organizations[0];
  const organizationId = configured?.id.toLowerCase() ?? DEMO.organizationId;
  const held = typeof stored === 'string' ? undefined : stored.organization;
  const senders = held === undefined ? (configured?.senders ?? [DEMO.sender]) : held.senders.map((found) => found.id);
  const sender = senders.find((name) => configured?.senders.includes(name) === true) ?? senders[0] ?? DEMO.sender;
  const key = generatedApiKey ?? (process.env['RCS_SEND_API_KEY'] ? '$RCS_SEND_API_KEY' : '<API_KEY>');
  const body = JSON.stringify({ organizationId, messages: [{ to: '351912345678', from: sender, contentMessage: { text: 'Hello from rcs-send' } }] });
  const authorization = key.startsWith('$') ? `"Authorization: Bearer ${key}"` : _shellQuote(`Authorization: Bearer ${key}`);
  const lines = [
    `rcs-send-server listening on ${url}`,
    ...notes,
    keyLine(generatedApiKey, runKeyExpiresAt),
    ...organizationLines(loaded, organizationId, sender, stored, emulated),
    config.redisUrl === null ? `  database:      ${resolve(config.database)}  (accepted messages, their states, tenants, balances, Idempotency-Keys)` : `  redis:         ${_redactedUrl(config.redisUrl)}  (tenants, balance, rate limit, Idempotency-Keys; accepted messages on the stream rcs-send:messages)`,
    ...(playgroundUrl === undefined ? [] : [`  playground:    ${playgroundUrl}  (open it in a browser)`]),
    ...(metricsUrl === undefined ? [] : [`  metrics:       ${metricsUrl}  (Prometheus, no key)`]),
    ...(delivery === undefined ? [] : [`  delivery:      ${delivery}`]),
    ...(held === undefined ? [] : webhookLines(loaded, held)),
    '',
    ...checkCommand(loaded, url, organizationId, senders, sources),
    'Send a message:',
    `  curl -sS -i -X POST ${url} \\`,
    `    -H ${authorization} \\`,
    `    -H 'Content-Type: application/json' \\`,
    `    -d ${_shellQuote(body)}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
