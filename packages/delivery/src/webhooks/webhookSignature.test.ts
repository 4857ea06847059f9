import fc from 'fast-check';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook, webhookSecretProblem } from './webhookSignature';

const secretOf = (bytes: Uint8Array): string => `whsec_${Buffer.from(bytes).toString('base64')}`;
const secrets = fc.uint8Array({ minLength: 24, maxLength: 64 }).map(secretOf);
const ids = fc.stringMatching(/^[\w-]{1,64}$/);
const bodies = fc.jsonValue().map((value) => JSON.stringify({ data: value }));
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('signWebhook', () => {
  it('should be accepted by the standardwebhooks library for any secret, id and body', () => {
    fc.assert(
      fc.property(secrets, ids, bodies, fc.integer({ min: -240, max: 240 }), (secret, id, body, skew) => {
        const headers = signWebhook(secret, id, nowSeconds() + skew, body);
        expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
      }),
    );
  });

  it('should give the signature the library computes', () => {
    fc.assert(
      fc.property(secrets, ids, bodies, fc.integer({ min: 0, max: 4_000_000_000 }), (secret, id, body, seconds) => {
        expect(signWebhook(secret, id, seconds, body)['webhook-signature']).toBe(new Webhook(secret).sign(id, new Date(seconds * 1000), body));
      }),
    );
  });

  it('should be refused by the library under another secret', () => {
    fc.assert(
      fc.property(secrets, secrets, ids, bodies, (secret, other, id, body) => {
        fc.pre(secret !== other);
        const headers = signWebhook(secret, id, nowSeconds(), body);
        expect(() => new Webhook(other).verify(body, { ...headers })).toThrow(WebhookVerificationError);
      }),
    );
  });

  it('should be refused by the library once the timestamp is more than 5 minutes old, or with a changed body', () => {
    const secret = secretOf(new Uint8Array(32).fill(7));
    const body = '{"type":"message.status"}';
    expect(() => new Webhook(secret).verify(body, { ...signWebhook(secret, 'msg_1', nowSeconds() - 301, body) })).toThrow(/too old/);
    expect(() => new Webhook(secret).verify(body, { ...signWebhook(secret, 'msg_1', nowSeconds() - 290, body) })).not.toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, { ...signWebhook(secret, 'msg_1', nowSeconds(), body) })).toThrow(WebhookVerificationError);
  });

  it('should throw a TypeError for a secret that is not whsec_ and base64 of 24 to 64 bytes', () => {
    expect(() => signWebhook('whsec_short', 'msg_1', 0, '{}')).toThrow(TypeError);
  });
});

describe('webhookSecretProblem', () => {
  it('should accept 24 and 64 bytes and refuse 23 and 65', () => {
    const ofLength = (length: number): string => secretOf(new Uint8Array(length).fill(1));
    expect(webhookSecretProblem(ofLength(24))).toBeUndefined();
    expect(webhookSecretProblem(ofLength(64))).toBeUndefined();
    expect(webhookSecretProblem(ofLength(23))).toBe('must encode 24 to 64 bytes (it encodes 23)');
    expect(webhookSecretProblem(ofLength(65))).toBe('must encode 24 to 64 bytes (it encodes 65)');
  });

  it('should refuse a missing prefix, URL-safe or unpadded base64 and anything after it', () => {
    const base64 = Buffer.from(new Uint8Array(32).fill(0xfb)).toString('base64');
    for (const secret of [base64, `whsec_${base64.replaceAll('+', '-')}`, `whsec_${base64.slice(0, -1)}`, `whsec_${base64} `, 'whsec_']) {
      expect(webhookSecretProblem(secret), secret).toBe('must be whsec_ followed by standard base64');
    }
  });
});
