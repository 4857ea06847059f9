import { describe, expect, it } from 'vitest';
import { createRcsSendClient } from '../createRcsSendClient';
import { RcsSendError } from '../rcsSendError';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
/** An event of the feed numbered `sequence`. */
const event = (sequence: number) => ({ id: `msg_00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, type: 'message.reply', timestamp: '2026-01-15T09:00:00.000Z', sequence, data: { from: '+351912345678', to: 'acme', receivedAt: '2026-01-15T09:00:00.000Z' } });
/** A message of the list with id `id`. */
const message = (id: string) => ({ id, state: 'FAILED', at: '2026-01-15T09:00:00.000Z', channel: 'RCS', history: [] });

/** A client over a fetch answering `answers` in turn, recording each request's method and URL (its query decoded). */
function scripted(answers: readonly Response[]) {
  const requests: [string, string, Record<string, string>][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    requests.push([init?.method ?? 'GET', url.pathname, Object.fromEntries(url.searchParams)]);
    return answers[requests.length - 1] ?? new Response(null, { status: 500 });
  };
  return { requests, client: createRcsSendClient({ baseUrl: 'http://h', apiKey: 'k', fetch, retry: { maxDelaySeconds: 0 } }) };
}

/** Everything an async iterable yields. */
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('client.events', () => {
  it('should read page after page from `after`, each next the after of the following read, and stop at an empty page', async () => {
    const { client, requests } = scripted([json(200, { events: [event(4), event(5)], next: 5 }), json(503, {}, { 'retry-after': '0' }), json(200, { events: [event(6)], next: 6 }), json(200, { events: [], next: 6 })]);
    expect((await all(client.events({ organizationId: ORG, after: 3, pageSize: 2 }))).map(({ sequence }) => sequence)).toEqual([4, 5, 6]);
    expect(requests).toEqual([
      ['GET', '/v1.2/rcs/events', { organizationId: ORG, after: '3', limit: '2' }],
      ['GET', '/v1.2/rcs/events', { organizationId: ORG, after: '5', limit: '2' }],
      ['GET', '/v1.2/rcs/events', { organizationId: ORG, after: '5', limit: '2' }],
      ['GET', '/v1.2/rcs/events', { organizationId: ORG, after: '6', limit: '2' }],
    ]);
  });

  it('should read nothing before it is iterated, from 0 by default, and no further page once the caller stops', async () => {
    const { client, requests } = scripted([json(200, { events: [event(1), event(2)], next: 2 })]);
    const events = client.events({ organizationId: ORG });
    expect(requests).toEqual([]);
    for await (const read of events) if (read.sequence === 1) break;
    expect(requests).toEqual([['GET', '/v1.2/rcs/events', { organizationId: ORG, after: '0' }]]);
  });

  it('should throw the API error of a page refused, and refuse a page whose next does not move on', async () => {
    const refused = await all(scripted([json(400, { error: { code: 'AFTER_INVALID', param: 'after', description: 'd' }, messages: null })]).client.events({ organizationId: ORG, after: -1 })).catch((error: unknown) => error);
    expect([refused instanceof RcsSendError, (refused as RcsSendError).body?.error.param]).toEqual([true, 'after']);
    await expect(all(scripted([json(200, { events: [event(1)], next: 0 })]).client.events({ organizationId: ORG }))).rejects.toThrow(/does not move on/);
  });
});

describe('client.messages.list', () => {
  it('should send the filters, dates as RFC 3339, and follow each next as the cursor until it is null', async () => {
    const { client, requests } = scripted([json(200, { messages: [message('c'), message('b')], next: 'Y3Vyc29y' }), json(200, { messages: [], next: 'bW9yZQ' }), json(200, { messages: [message('a')], next: null })]);
    const query = { organizationId: ORG, state: 'FAILED', channel: 'RCS', to: '+351 912 345 678', from: 'acme', since: new Date('2026-01-15T09:00:00Z'), until: '2026-01-16T00:00:00+01:00', pageSize: 2 } as const;
    expect((await all(client.messages.list(query))).map(({ id }) => id)).toEqual(['c', 'b', 'a']);
    const sent = { organizationId: ORG, state: 'FAILED', channel: 'RCS', to: '+351 912 345 678', from: 'acme', since: '2026-01-15T09:00:00.000Z', until: '2026-01-16T00:00:00+01:00', limit: '2' };
    expect(requests).toEqual([
      ['GET', '/v1.2/rcs/messages', sent],
      ['GET', '/v1.2/rcs/messages', { ...sent, cursor: 'Y3Vyc29y' }],
      ['GET', '/v1.2/rcs/messages', { ...sent, cursor: 'bW9yZQ' }],
    ]);
  });

  it('should refuse a page whose next is the cursor it was read with', async () => {
    const { client } = scripted([json(200, { messages: [message('a')], next: 'c2FtZQ' }), json(200, { messages: [message('a')], next: 'c2FtZQ' })]);
    await expect(all(client.messages.list({ organizationId: ORG }))).rejects.toThrow(/does not move on/);
  });
});
