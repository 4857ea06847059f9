import { randomBytes } from 'node:crypto';
import { webhookEndpointProblem, type WebhookEndpoint } from '@rcs-send/delivery';
import type { AgentUseCase } from '@rcs-send/rbm';
import type { MemorySeedOrganization, SmsFallbackPolicy } from '@rcs-send/service';
import { ConfigError, _object, _onlyKeys, _string } from './check';

/** An organization of the server: the service's seed, and where its client webhook events go. @public */
export interface ServerOrganization extends MemorySeedOrganization {
  /** The use case of each sender's agent not TRANSACTIONAL (`OTP`, `PROMOTIONAL`, `MULTI_USE`), by sender: it chooses the traffic type its messages declare. */
  readonly useCases?: Readonly<Record<string, AgentUseCase>>;
  /** Its webhook: the http(s) URL message states and user replies are POSTed to, and the `whsec_` secret they are signed with. */
  readonly webhook?: WebhookEndpoint;
  /** Its SMS fallback policy (none: no fallback). */
  readonly smsFallback?: SmsFallbackPolicy;
  /** The SMS fallback policy of each sender that has its own, by sender: it overrides the organization's. */
  readonly smsFallbacks?: Readonly<Record<string, SmsFallbackPolicy>>;
}

/** The `webhook` of an organization in the config file (`what` names it), or a ConfigError naming the bad part, never the secret. @internal */
export function _webhook(value: unknown, what: string): WebhookEndpoint {
  const entry = _object(value, what);
  _onlyKeys(entry, ['url', 'secret'], what);
  const endpoint = { url: _string(entry['url'], `${what}.url`), secret: _string(entry['secret'], `${what}.secret`) };
  const problem = webhookEndpointProblem(endpoint);
  if (problem !== undefined) throw new ConfigError(`${what}.${problem}`);
  return endpoint;
}

/** The demo organization's webhook of the environment, and its secret when it was generated for this run. @internal */
export interface _DemoWebhook {
  readonly webhook: WebhookEndpoint;
  readonly generatedSecret: string | undefined;
}

/** A new webhook secret: `whsec_` and the base64 of 32 random bytes (`crypto.randomBytes`), as Standard Webhooks expects. @internal */
export const _newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The webhook of `url` signed with `secret`, or a ConfigError naming the bad part by the name
 * the operator gave it (`names.url`, `names.secret`: a variable, an option), never the secret.
 *
 * @internal
 */
export function _webhookOf(url: string, secret: string, names: { readonly url: string; readonly secret: string }): WebhookEndpoint {
  const webhook = { url, secret };
  const problem = webhookEndpointProblem(webhook);
  if (problem !== undefined) throw new ConfigError(problem.startsWith('url') ? `${names.url} ${problem.slice(4)}` : `${names.secret} ${problem.slice(7)}`);
  return webhook;
}

/**
 * The demo webhook of `RCS_SEND_WEBHOOK_URL`, signed with `RCS_SEND_WEBHOOK_SECRET` or, when
 * that is unset, a random secret of 32 bytes; undefined without a URL. A ConfigError names
 * the bad variable, and a secret set without a URL (a misspelt URL variable would otherwise
 * leave the client without a single event, and no word of it).
 *
 * @internal
 */
export function _demoWebhookOf(env: Readonly<Record<string, string | undefined>>): _DemoWebhook | undefined {
  const url = env['RCS_SEND_WEBHOOK_URL'];
  const given = env['RCS_SEND_WEBHOOK_SECRET'];
  if (url === undefined || url === '') {
    if (given === undefined || given === '') return undefined;
    throw new ConfigError('RCS_SEND_WEBHOOK_SECRET is set without RCS_SEND_WEBHOOK_URL: set the URL the demo webhook posts to, or unset the secret');
  }
  const generatedSecret = given === undefined || given === '' ? _newWebhookSecret() : undefined;
  const webhook = _webhookOf(url, given || (generatedSecret as string), { url: 'RCS_SEND_WEBHOOK_URL', secret: 'RCS_SEND_WEBHOOK_SECRET' });
  return { webhook, generatedSecret };
}

/** `organizations` with `webhook` on the first (the demo organization), or as they are without one. @internal */
export function _withDemoWebhook(organizations: readonly ServerOrganization[], webhook: WebhookEndpoint | undefined): readonly ServerOrganization[] {
  const [first, ...rest] = organizations;
  return webhook === undefined || first === undefined ? organizations : [{ ...first, webhook }, ...rest];
}
