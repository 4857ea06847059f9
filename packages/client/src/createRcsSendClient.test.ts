import { describe, expect, it } from 'vitest';
import { createRcsSendClient } from './createRcsSendClient';
import { RcsSendError } from './rcsSendError';

/** A fetch answering `answers` in turn, recording each request's method, URL and headers. */
function scriptedFetch(answers: readonly Response[]) {
  const requests: { method: string; url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
    return answers[requests.length - 1] ?? new Response(null, { status: 500 });
  };
  return { requests, fetch };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ERROR = (code: string) => ({ error: { code, param: '', description: 'd' }, messages: null });
const STATUS = { id: 'a', state: 'DELIVERED', at: '2026-01-15T09:00:00.000Z', history: [] };
const REQUEST = { organizationId: 'o', messages: [{ to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } }] };

describe('createRcsSendClient', () => {
  it('should send every attempt of a send under the one key it made, through a 503 and a 409 in progress', async () => {
    const scripted = scriptedFetch([json(503, ERROR('SERVICE_UNAVAILABLE'), { 'retry-after': '0' }), json(409, ERROR('IDEMPOTENCY_KEY_IN_PROGRESS'), { 'retry-after': '0' }), json(202, { error: null, messages: [] }, { 'idempotent-replayed': 'true' })]);
    const client = createRcsSendClient({ baseUrl: 'http://h/', apiKey: 'k', fetch: scripted.fetch, idempotencyKey: () => 'made-once' });
    const result = await client.send(REQUEST);
    expect([result.status, result.attempts, result.replayed, result.idempotencyKey]).toEqual([202, 3, true, 'made-once']);
    expect(scripted.requests.map((request) => [request.method, request.url, request.headers.get('idempotency-key'), request.headers.get('authorization')])).toEqual(Array(3).fill(['POST', 'http://h/v1.2/rcs/send', 'made-once', 'Bearer k']));
  });

  it('should not retry a lookup refused with 409, and answer a refused cancel with its status', async () => {
    const scripted = scriptedFetch([json(409, STATUS)]);
    const client = createRcsSendClient({ baseUrl: 'http://h', apiKey: 'k', fetch: scripted.fetch });
    expect(await client.cancel('a/b')).toEqual({ cancelled: false, status: STATUS });
    expect(scripted.requests.map((request) => [request.method, request.url])).toEqual([['DELETE', 'http://h/v1.2/rcs/messages/a%2Fb']]);
  });

  it('should throw the API error body, and an undefined body for an answer not in its shape', async () => {
    const client = createRcsSendClient({ baseUrl: 'http://h', apiKey: 'k', fetch: scriptedFetch([json(404, ERROR('MESSAGE_NOT_FOUND')), new Response('<html>', { status: 502 })]).fetch });
    const notFound = await client.status('a').catch((error: unknown) => error);
    const gateway = await client.status('a').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(RcsSendError);
    expect([(notFound as RcsSendError).status, (notFound as RcsSendError).body?.error.code, (gateway as RcsSendError).status, (gateway as RcsSendError).body]).toEqual([404, 'MESSAGE_NOT_FOUND', 502, undefined]);
  });

  it.each([
    ['a JSON object of another shape', json(202, { id: 'x' })],
    ['messages that are not an array', json(200, { error: null, messages: null })],
  ])('should refuse a 2xx send answer that is %s with a TypeError naming its key, never resolve it as a send result', async (_, answer) => {
    const client = createRcsSendClient({ baseUrl: 'http://h', apiKey: 'k', fetch: scriptedFetch([answer]).fetch, idempotencyKey: () => 'order-7' });
    const error = await client.send(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toMatch(/not a send response.*"order-7"/);
  });

  it('should post a preflight with the send body, asking capabilities only when told, under no Idempotency-Key', async () => {
    const body = { messages: [], units: 0, balance: { available: 3, after: 3 } };
    const scripted = scriptedFetch([json(200, body), json(200, body)]);
    const client = createRcsSendClient({ baseUrl: 'http://h', apiKey: 'k', fetch: scripted.fetch });
    expect(await client.preflight(REQUEST)).toEqual(body);
    await client.preflight(REQUEST, { capabilities: true });
    expect(scripted.requests.map((request) => [request.method, request.url, request.headers.get('idempotency-key')])).toEqual([
      ['POST', 'http://h/v1.2/rcs/preflight', null],
      ['POST', 'http://h/v1.2/rcs/preflight?capabilities=true', null],
    ]);
  });

  it('should refuse options out of bounds: timeoutSeconds over 0 up to 3600, an API key', () => {
    const base = { baseUrl: 'http://h', apiKey: 'k' };
    expect(() => createRcsSendClient({ ...base, timeoutSeconds: 3600 })).not.toThrow();
    expect(() => createRcsSendClient({ ...base, timeoutSeconds: 3601 })).toThrow(/timeoutSeconds/);
    expect(() => createRcsSendClient({ ...base, timeoutSeconds: 0 })).toThrow(/timeoutSeconds/);
    expect(() => createRcsSendClient({ ...base, apiKey: '' })).toThrow(/apiKey/);
    expect(() => createRcsSendClient({ ...base, baseUrl: 'not a url' })).toThrow();
  });
});
