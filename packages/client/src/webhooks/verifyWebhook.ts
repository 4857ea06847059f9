import type { WebhookPayload } from '../apiTypes';
import { _webhookSecretKey } from './webhookSecret';
import { WebhookVerificationError } from './webhookVerificationError';

/** The names of the three headers of a signed webhook request. @public */
export type WebhookHeaderName = 'webhook-id' | 'webhook-timestamp' | 'webhook-signature';

/** The headers of a webhook request: a Fetch `Headers`, or a node request's `headers` (names in lower case). @public */
export type WebhookRequestHeaders = Headers | { readonly [name: string]: string | readonly string[] | undefined };

/** Options of {@link createWebhookVerifier}. @public */
export interface WebhookVerifierOptions {
  /**
   * How far, in seconds, `webhook-timestamp` may be from now, before or after: an older attempt is a replay.
   * @defaultValue 300
   */
  readonly toleranceSeconds?: number;
  /**
   * The clock, in milliseconds since the epoch.
   * @defaultValue Date.now
   */
  readonly now?: () => number;
}

/** A webhook request whose signature held: the event's id (the same on every attempt: drop a repeat by it) and its payload. @public */
export interface VerifiedWebhook {
  /** `webhook-id`: the event's id. */
  readonly id: string;
  /** The event: switch on `payload.type` (and ignore a type you do not know: new ones may come). */
  readonly payload: WebhookPayload;
}

/** Verifies webhook requests signed with one secret. @public */
export interface WebhookVerifier {
  /** The event of a request whose body (the raw bytes or text, as received) and headers carry a valid signature; rejects with a {@link WebhookVerificationError} otherwise. */
  verify(body: string | Uint8Array, headers: WebhookRequestHeaders): Promise<VerifiedWebhook>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The one value of header `name`, or undefined when absent or repeated. */
function headerOf(headers: WebhookRequestHeaders, name: WebhookHeaderName): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The signatures of `webhook-signature` (space-separated `v1,<base64>`; other versions skipped), as bytes. */
function signaturesOf(header: string): Uint8Array<ArrayBuffer>[] {
  return header.split(' ').flatMap((entry) => {
    const [version, encoded] = entry.split(',', 2);
    if (version !== 'v1' || encoded === undefined) return [];
    try {
      return [Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))];
    } catch {
      return [];
    }
  });
}

/** True when `value` has the shape every payload has: a string `type` and `timestamp`, an object `data`. */
const isPayload = (value: unknown): value is WebhookPayload =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && typeof (value as { timestamp?: unknown }).timestamp === 'string' && typeof (value as { data?: unknown }).data === 'object' && (value as { data?: unknown }).data !== null;

/**
 * A verifier of the service's webhook requests, signed in the Standard Webhooks scheme under
 * `secret` (`whsec_` + base64, as configured for the organization): `webhook-id`,
 * `webhook-timestamp` (Unix seconds, within `toleranceSeconds` of now) and `webhook-signature`
 * (`v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`; one of several may match).
 * Signatures are checked with Web Crypto's `subtle.verify`, which compares in constant time.
 * A malformed secret throws a TypeError here, never naming the secret.
 *
 * @public
 */
export function createWebhookVerifier(secret: string, options: WebhookVerifierOptions = {}): WebhookVerifier {
  const key = crypto.subtle.importKey('raw', _webhookSecretKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new TypeError('createWebhookVerifier: options.toleranceSeconds must be a finite number of seconds, 0 or more');
  const now = options.now ?? Date.now;
  return {
    async verify(body, headers) {
      const id = headerOf(headers, 'webhook-id');
      const timestamp = headerOf(headers, 'webhook-timestamp');
      const signature = headerOf(headers, 'webhook-signature');
      if (id === undefined || timestamp === undefined || signature === undefined) throw new WebhookVerificationError('HEADERS_MISSING');
      if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('TIMESTAMP_INVALID');
      if (Math.abs(now() / 1000 - Number(timestamp)) > tolerance) throw new WebhookVerificationError('TIMESTAMP_OUT_OF_TOLERANCE');
      let text: string;
      try {
        text = typeof body === 'string' ? body : decoder.decode(body);
      } catch {
        throw new WebhookVerificationError('SIGNATURE_INVALID');
      }
      const signed = encoder.encode(`${id}.${timestamp}.${text}`);
      const checks = await Promise.all(signaturesOf(signature).map(async (candidate) => crypto.subtle.verify('HMAC', await key, candidate, signed)));
      if (!checks.includes(true)) throw new WebhookVerificationError('SIGNATURE_INVALID');
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        throw new WebhookVerificationError('PAYLOAD_INVALID');
      }
      if (!isPayload(payload)) throw new WebhookVerificationError('PAYLOAD_INVALID');
      return { id, payload };
    },
  };
}
