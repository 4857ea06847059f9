import { resolve } from 'node:path';
import { DEMO } from './config/defaults';
import type { LoadedServerConfig } from './config/types';
import { _redactedUrl } from './config/redactedUrl';

/** Quotes `text` for a POSIX shell. */
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** `text` as one shell word: as is when it needs no quoting. */
const shellWord = (text: string): string => (/^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text));

/** Requests the printed `check` command sends: what the profile's balance covers many times over. */
const CHECK_COUNT = { demo: 100, qa: 1000 } as const;

/**
 * The `rcs-send check` command for this tenant, as the repository's README runs the CLI. A
 * key taken from `RCS_SEND_API_KEY` is left out: `check` reads that variable itself.
 */
function checkCommand(loaded: LoadedServerConfig, url: string, organizationId: string, senders: readonly string[]): string[] {
  const key = loaded.generatedApiKey === undefined ? (process.env['RCS_SEND_API_KEY'] ? '' : ' --api-key <API_KEY>') : ` --api-key ${loaded.generatedApiKey}`;
  const sender = senders.map((name) => ` --sender ${shellWord(name)}`).join('');
  const lines = [
    `Check an implementation against this tenant (after pnpm build; rcs-send check when installed):`,
    `  node packages/cli/dist/bin.js check --url ${url}${key} \\`,
    `    --organization-id ${organizationId}${sender} --count ${CHECK_COUNT[loaded.profile]}`,
  ];
  if (loaded.profile === 'demo') lines.push('  (for larger checks start the server with --profile qa: a balance of a billion, no rate limit)');
  return [...lines, ''];
}

/** The first organization's webhook, with its secret only when it was generated for this run. */
function webhookLines({ config, generatedWebhookSecret }: LoadedServerConfig): string[] {
  const webhook = config.organizations[0]?.webhook;
  if (webhook === undefined) return [];
  const secret = generatedWebhookSecret === undefined ? 'secret as configured' : `secret ${generatedWebhookSecret}  (generated for this run; set RCS_SEND_WEBHOOK_SECRET to choose one)`;
  return [`  webhook:       ${_redactedUrl(webhook.url)}  ${secret}`];
}

/** What else the running server shows in its banner. @internal */
export interface _BannerExtras {
  /** The playground's address, when it is served. */
  readonly playgroundUrl?: string | undefined;
  /** The metrics' address, when they are served. */
  readonly metricsUrl?: string | undefined;
  /** Where accepted messages go, in one line. */
  readonly delivery?: string | undefined;
}

/**
 * The start-up text (for stderr, never the log stream): where the server listens, the demo
 * tenant, the playground's and the metrics' addresses when they are served, where accepted
 * messages go, the `rcs-send check` command for the
 * tenant and a `curl` that sends one message. The API key is shown only when it was generated
 * for this run.
 *
 * @internal
 */
export function _banner(loaded: LoadedServerConfig, url: string, extras: _BannerExtras = {}): string {
  const { playgroundUrl, metricsUrl, delivery } = extras;
  const { config, generatedApiKey } = loaded;
  const [organization] = config.organizations;
  const organizationId = organization?.id ?? DEMO.organizationId;
  const senders = organization?.senders ?? [DEMO.sender];
  const sender = senders[0] ?? DEMO.sender;
  const key = generatedApiKey ?? (process.env['RCS_SEND_API_KEY'] ? '$RCS_SEND_API_KEY' : '<API_KEY>');
  const body = JSON.stringify({
    organizationId,
    messages: [{ to: '351912345678', from: sender, contentMessage: { text: 'Hello from rcs-send' } }],
  });
  const authorization = key.startsWith('$') ? `"Authorization: Bearer ${key}"` : shellQuote(`Authorization: Bearer ${key}`);
  const lines = [
    `rcs-send-server listening on ${url}`,
    generatedApiKey === undefined ? '  API key:       as configured' : `  API key:       ${generatedApiKey}  (generated for this run; set RCS_SEND_API_KEY to choose one)`,
    `  organization:  ${organizationId}  sender ${sender}  balance ${organization?.balance ?? 0}  (profile ${loaded.profile})`,
    ...(organization?.smsFallback?.enabled === true
      ? [`  SMS fallback:  on for ${organization.smsFallback.triggers.join(', ')}, as ${organization.smsFallback.smsSender} (a number ending in 404 has no RCS on the emulator: its message arrives by SMS)`]
      : []),
    config.redisUrl === null ? `  database:      ${resolve(config.database)}  (accepted messages, their states, balances, Idempotency-Keys)` : `  redis:         ${_redactedUrl(config.redisUrl)}  (balance, rate limit, Idempotency-Keys; accepted messages on the stream rcs-send:messages)`,
    ...(playgroundUrl === undefined ? [] : [`  playground:    ${playgroundUrl}  (open it in a browser)`]),
    ...(metricsUrl === undefined ? [] : [`  metrics:       ${metricsUrl}  (Prometheus, no key)`]),
    ...(delivery === undefined ? [] : [`  delivery:      ${delivery}`]),
    ...webhookLines(loaded),
    '',
    ...checkCommand(loaded, url, organizationId, senders),
    'Send a message:',
    `  curl -sS -i -X POST ${url} \\`,
    `    -H ${authorization} \\`,
    `    -H 'Content-Type: application/json' \\`,
    `    -d ${shellQuote(body)}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
