import { createHmac } from 'node:crypto';

/** The bounds of a webhook secret's key, in bytes (Standard Webhooks: 24 to 64 random bytes). @public */
export const WEBHOOK_SECRET_BYTES = Object.freeze({ min: 24, max: 64 } as const);

const SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

/**
 * Why `secret` is not a webhook secret (`whsec_` then the standard base64 of 24 to 64 bytes),
 * or undefined when it is one. The message never repeats the secret.
 *
 * @public
 */
export function webhookSecretProblem(secret: string): string | undefined {
  const base64 = SECRET.exec(secret)?.[1];
  if (base64 === undefined || base64.length % 4 !== 0) return 'must be whsec_ followed by standard base64';
  const bytes = Buffer.from(base64, 'base64').length;
  const { min, max } = WEBHOOK_SECRET_BYTES;
  return bytes < min || bytes > max ? `must encode ${min} to ${max} bytes (it encodes ${bytes})` : undefined;
}

/** The key bytes of a valid webhook secret; a TypeError naming the problem otherwise. @internal */
export function _webhookKey(secret: string): Buffer {
  const problem = webhookSecretProblem(secret);
  if (problem !== undefined) throw new TypeError(`the webhook secret ${problem}`);
  return Buffer.from(secret.slice('whsec_'.length), 'base64');
}

/** The three headers of one signed attempt. @public */
export interface WebhookHeaders {
  /** The event's id, the same on every attempt: the receiver's key to drop a repeat. */
  readonly 'webhook-id': string;
  /** When this attempt was signed, in Unix seconds. */
  readonly 'webhook-timestamp': string;
  /** `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret (under each secret in force, space-separated, while a rotation's previous secret still signs). */
  readonly 'webhook-signature': string;
}

/**
 * Signs `body` in the Standard Webhooks scheme: the headers to send with it, for the event
 * `id` at `timestampSeconds` (Unix seconds), under `secret` (`whsec_` + base64).
 *
 * @public
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): WebhookHeaders {
  return _signWithKeys([_webhookKey(secret)], id, timestampSeconds, body);
}

/** The headers of one attempt signed under each of `keys` (Standard Webhooks: the signatures space-separated), so that a receiver holding any one of the secrets verifies it. @internal */
export function _signWithKeys(keys: readonly Buffer[], id: string, timestampSeconds: number, body: string): WebhookHeaders {
  const timestamp = String(Math.floor(timestampSeconds));
  const signatures = keys.map((key) => `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`);
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures.join(' ') };
}
