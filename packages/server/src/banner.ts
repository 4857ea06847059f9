import { resolve } from 'node:path';
import { DEMO } from './config/defaults';
import type { LoadedServerConfig } from './config/types';
import { _safeRedisUrl } from './redis/redisPorts';

/** Quotes `text` for a POSIX shell. */
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The start-up text (for stderr, never the log stream): where the server listens, the demo
 * tenant, and a `curl` that sends one message. The API key is shown only when it was
 * generated for this run.
 *
 * @internal
 */
export function _banner(loaded: LoadedServerConfig, url: string): string {
  const { config, generatedApiKey } = loaded;
  const [organization] = config.organizations;
  const organizationId = organization?.id ?? DEMO.organizationId;
  const sender = organization?.senders[0] ?? DEMO.sender;
  const key = generatedApiKey ?? (process.env['RCS_SEND_API_KEY'] ? '$RCS_SEND_API_KEY' : '<API_KEY>');
  const body = JSON.stringify({
    organizationId,
    messages: [{ to: '351912345678', from: sender, contentMessage: { text: 'Hello from rcs-send' } }],
  });
  const authorization = key.startsWith('$') ? `"Authorization: Bearer ${key}"` : shellQuote(`Authorization: Bearer ${key}`);
  const lines = [
    `rcs-send-server listening on ${url}`,
    generatedApiKey === undefined ? '  API key:       as configured' : `  API key:       ${generatedApiKey}  (generated for this run; set RCS_SEND_API_KEY to choose one)`,
    `  organization:  ${organizationId}  sender ${sender}  balance ${organization?.balance ?? 0}`,
    config.redisUrl === null ? `  outbox:        ${resolve(config.outbox)}` : `  redis:         ${_safeRedisUrl(config.redisUrl)}  (balance, rate limit, Idempotency-Keys; accepted messages on the stream rcs-send:messages)`,
    '',
    'Send a message:',
    `  curl -sS -X POST ${url} \\`,
    `    -H ${authorization} \\`,
    `    -H 'Content-Type: application/json' \\`,
    `    -d ${shellQuote(body)}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
