import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '@rcs-send/delivery';
import { createWebhookVerifier } from './verifyWebhook';

const secretOf = (bytes: Uint8Array): string => `whsec_${Buffer.from(bytes).toString('base64')}`;
const secrets = fc.uint8Array({ minLength: 24, maxLength: 64 }).map(secretOf);
const ids = fc.stringMatching(/^msg_[\w-]{1,40}$/);
const payloads = fc.record({ type: fc.constantFrom('message.status', 'message.reply'), timestamp: fc.constant('2026-01-15T09:00:00.000Z'), data: fc.dictionary(fc.string(), fc.jsonValue()) });
const NOW = 1_768_467_600; // 2026-01-15T09:00:00Z, in Unix seconds
const at = (seconds: number) => ({ now: () => seconds * 1000 });

describe('createWebhookVerifier', () => {
  it('should verify every request the server signs (delivery signWebhook) and the standardwebhooks library signs, body as text or bytes', async () => {
    await fc.assert(
      fc.asyncProperty(secrets, ids, payloads, async (secret, id, payload) => {
        const body = JSON.stringify(payload);
        const verifier = createWebhookVerifier(secret, at(NOW));
        const byServer = await verifier.verify(body, { ...signWebhook(secret, id, NOW, body) });
        const library = new Webhook(secret).sign(id, new Date(NOW * 1000), body);
        const byLibrary = await verifier.verify(new TextEncoder().encode(body), new Headers({ 'webhook-id': id, 'webhook-timestamp': String(NOW), 'webhook-signature': library }));
        expect([byServer, byLibrary]).toEqual([{ id, payload: JSON.parse(body) }, { id, payload: JSON.parse(body) }]);
      }),
      { numRuns: 50 },
    );
  });

  it('should refuse a request whose body, id or timestamp was changed, or signed under another secret', async () => {
    await fc.assert(
      fc.asyncProperty(secrets, secrets, ids, payloads, async (secret, other, id, payload) => {
        fc.pre(secret !== other);
        const body = JSON.stringify(payload);
        const headers = { ...signWebhook(secret, id, NOW, body) };
        const verifier = createWebhookVerifier(secret, at(NOW));
        await expect(verifier.verify(`${body} `, headers)).rejects.toMatchObject({ reason: 'SIGNATURE_INVALID' });
        await expect(verifier.verify(body, { ...headers, 'webhook-id': `${id}x` })).rejects.toMatchObject({ reason: 'SIGNATURE_INVALID' });
        await expect(verifier.verify(body, { ...headers, 'webhook-timestamp': String(NOW - 1) })).rejects.toMatchObject({ reason: 'SIGNATURE_INVALID' });
        await expect(createWebhookVerifier(other, at(NOW)).verify(body, headers)).rejects.toMatchObject({ reason: 'SIGNATURE_INVALID' });
      }),
      { numRuns: 25 },
    );
  });

  it('should take a timestamp 300 s away, before or after, and refuse 301 s', async () => {
    const secret = secretOf(new Uint8Array(32).fill(7));
    const body = '{"type":"message.status","timestamp":"2026-01-15T09:00:00.000Z","data":{}}';
    const signedAt = (seconds: number) => ({ ...signWebhook(secret, 'msg_1', seconds, body) });
    const verifier = createWebhookVerifier(secret, at(NOW));
    await expect(verifier.verify(body, signedAt(NOW - 300))).resolves.toMatchObject({ id: 'msg_1' });
    await expect(verifier.verify(body, signedAt(NOW + 300))).resolves.toMatchObject({ id: 'msg_1' });
    await expect(verifier.verify(body, signedAt(NOW - 301))).rejects.toMatchObject({ reason: 'TIMESTAMP_OUT_OF_TOLERANCE' });
    await expect(verifier.verify(body, signedAt(NOW + 301))).rejects.toMatchObject({ reason: 'TIMESTAMP_OUT_OF_TOLERANCE' });
  });

  it('should find the one valid signature among several, and skip other versions', async () => {
    const secret = secretOf(new Uint8Array(24).fill(1));
    const body = '{"type":"message.reply","timestamp":"2026-01-15T09:00:00.000Z","data":{}}';
    const headers = { ...signWebhook(secret, 'msg_2', NOW, body) };
    const signature = `v2,abc v1,${btoa('not the signature')} ${headers['webhook-signature']}`;
    await expect(createWebhookVerifier(secret, at(NOW)).verify(body, { ...headers, 'webhook-signature': signature })).resolves.toMatchObject({ id: 'msg_2' });
  });

  it('should refuse missing or repeated headers, an unreadable timestamp, and a signed body that is not an event', async () => {
    const secret = secretOf(new Uint8Array(24).fill(2));
    const verifier = createWebhookVerifier(secret, at(NOW));
    const headers = { ...signWebhook(secret, 'msg_3', NOW, '[1]') };
    await expect(verifier.verify('[1]', { 'webhook-id': 'msg_3', 'webhook-timestamp': String(NOW) })).rejects.toMatchObject({ reason: 'HEADERS_MISSING' });
    await expect(verifier.verify('[1]', { ...headers, 'webhook-id': ['a', 'b'] })).rejects.toMatchObject({ reason: 'HEADERS_MISSING' });
    await expect(verifier.verify('[1]', { ...headers, 'webhook-timestamp': '1e9' })).rejects.toMatchObject({ reason: 'TIMESTAMP_INVALID' });
    await expect(verifier.verify('[1]', headers)).rejects.toMatchObject({ reason: 'PAYLOAD_INVALID' });
  });

  it('should refuse a malformed secret without repeating it', () => {
    for (const [secret, key] of [['whsec_', ''], ['whsec_abc', 'abc'], ['sk_c2VjcmV0c2VjcmV0c2VjcmV0', 'c2VjcmV0c2VjcmV0c2VjcmV0'], ['whsec_c2VjcmV0!', 'c2VjcmV0!']] as const) {
      expect(() => createWebhookVerifier(secret)).toThrow(TypeError);
      if (key !== '') expect(() => createWebhookVerifier(secret)).not.toThrow(key);
    }
  });
});
