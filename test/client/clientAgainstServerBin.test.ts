// @rcs-send/client against the server bin (`pnpm start`) on loopback, as another service meets
// it: sends under one Idempotency-Key through a 429 and a lost response, looks up, cancels and
// checks capabilities with typed answers and errors, and verifies real webhook deliveries.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRcsSendClient, createWebhookVerifier, RcsSendError, type SendRequest, type VerifiedWebhook } from '@rcs-send/client';
import { startServerBin, type RunningServerBin } from '../schemas/serverBin';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const verified: VerifiedWebhook[] = [];
const refused: string[] = [];
let receiver: Server;
let directory: string;
let bin: RunningServerBin;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-client-'));
  const verifier = createWebhookVerifier(SECRET);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      verifier.verify(Buffer.concat(chunks), request.headers).then(
        (webhook) => (verified.push(webhook), response.writeHead(204).end()),
        (error: Error) => (refused.push(error.message), response.writeHead(400).end()),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/rcs`;
  bin = await startServerBin(directory, { RCS_SEND_WEBHOOK_URL: webhookUrl, RCS_SEND_WEBHOOK_SECRET: SECRET, RCS_SEND_RATE_LIMIT: '1' });
}, 60_000);
afterAll(async () => {
  await bin?.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

/** A fetch that records the Idempotency-Key and the status of every attempt, and can lose the first 202 (its body kept in `lost`) as a dropped connection would. */
function recordingFetch(loseFirstAccepted = false) {
  const attempts: { key: string | null; status: number }[] = [];
  const lost: unknown[] = [];
  const fetchRecorded: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    attempts.push({ key: new Headers(init?.headers).get('idempotency-key'), status: response.status });
    if (loseFirstAccepted && response.status === 202 && lost.length === 0) {
      lost.push(await response.json());
      throw new TypeError('fetch failed: the connection dropped before the answer was read');
    }
    return response;
  };
  return { attempts, lost, fetch: fetchRecorded };
}

describe('@rcs-send/client against the server bin', () => {
  it('should send, wait out a 429 as Retry-After asks and send again under the same Idempotency-Key, then look the message up', async () => {
    const recorded = recordingFetch();
    const client = createRcsSendClient({ baseUrl: bin.origin, apiKey: bin.apiKey, fetch: recorded.fetch });
    const request = JSON.parse(bin.demoBody) as SendRequest;
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await client.send(request)); // the limit is 1 a second, burst 2
    expect(results.map((result) => result.status)).toEqual([202, 202, 202, 202]);
    expect(recorded.attempts.some((attempt) => attempt.status === 429)).toBe(true);
    for (const result of results) {
      const ofThisSend = recorded.attempts.filter((attempt) => attempt.key === result.idempotencyKey);
      expect(ofThisSend.length).toBe(result.attempts);
    }
    expect(new Set(results.map((result) => result.idempotencyKey)).size).toBe(4);
    expect(recorded.attempts.every((attempt) => attempt.key !== null)).toBe(true);
    const id = results[0]?.body.messages[0]?.status === 'ACCEPTED' ? results[0].body.messages[0].id : '';
    const status = await client.status(id);
    expect([status.id, status.history[0]?.state]).toEqual([id, 'ACCEPTED']);
  });

  it('should send again under the same key when the answer is lost, and be answered the first answer, replayed, the message taken once', async () => {
    const recorded = recordingFetch(true);
    const client = createRcsSendClient({ baseUrl: bin.origin, apiKey: bin.apiKey, fetch: recorded.fetch, retry: { maxAttempts: 4 } });
    const result = await client.send(JSON.parse(bin.demoBody) as SendRequest, { idempotencyKey: 'order-4711-notice' });
    expect([result.replayed, result.idempotencyKey, result.body]).toEqual([true, 'order-4711-notice', recorded.lost[0]]);
    expect(recorded.attempts.length).toBe(result.attempts);
    expect(recorded.attempts.every((attempt) => attempt.key === 'order-4711-notice')).toBe(true);
    expect(recorded.attempts.filter((attempt) => attempt.status === 202).length).toBe(2);
  });

  it('should cancel with a typed answer, check capabilities, and throw the API error body for a refused call', async () => {
    const client = createRcsSendClient({ baseUrl: bin.origin, apiKey: bin.apiKey });
    const { organizationId, messages } = JSON.parse(bin.demoBody) as SendRequest;
    const from = messages[0]?.from ?? '';
    const sent = await client.send(JSON.parse(bin.demoBody) as SendRequest);
    const id = sent.body.messages[0]?.status === 'ACCEPTED' ? sent.body.messages[0].id : '';
    const cancelled = await client.cancel(id);
    expect(cancelled.cancelled).toBe(cancelled.status.state === 'CANCELLED');
    expect(cancelled.status.id).toBe(id);
    const one = await client.capability('+351 912 345 678', { organizationId, from });
    const many = await client.capabilities({ organizationId, from, msisdns: ['351912345678', '+351 912 345 679'] });
    expect([one.msisdn, typeof one.reachable, many.results.map((result) => result.msisdn)]).toEqual(['351912345678', 'boolean', ['351912345678', '351912345679']]);
    const malformed = await client.status('not-a-uuid').catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(RcsSendError);
    expect([(malformed as RcsSendError).status, (malformed as RcsSendError).body?.error.code]).toEqual([400, 'MESSAGE_ID_INVALID']);
    const anonymous = await createRcsSendClient({ baseUrl: bin.origin, apiKey: 'rcs_wrong' }).status(id).catch((error: unknown) => error);
    expect([(anonymous as RcsSendError).status, (anonymous as RcsSendError).body?.error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('should verify the real webhook deliveries of a sent message and give them typed', async () => {
    const client = createRcsSendClient({ baseUrl: bin.origin, apiKey: bin.apiKey });
    const sent = await client.send(JSON.parse(bin.demoBody) as SendRequest);
    const id = sent.body.messages[0]?.status === 'ACCEPTED' ? sent.body.messages[0].id : '';
    const states = (): string[] => verified.flatMap(({ payload }) => (payload.type === 'message.status' && payload.data.id === id ? [payload.data.state] : []));
    await vi.waitFor(() => expect(states()).toEqual(['SENT', 'DELIVERED', 'READ']), { timeout: 15_000, interval: 50 });
    expect(refused).toEqual([]);
    expect(new Set(verified.map((webhook) => webhook.id)).size).toBe(verified.length);
  });
});
