import { describe, expect, it } from 'vitest';
import { TransportError } from '../errors/transportError';
import { createFetchHandler } from '../http/fetchHandler';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { createMemoryStore } from '../memory/memoryStore';
import { createSendService } from '../service/createSendService';
import { createPreflight } from './createPreflight';
import type { DeliveryForecast, DeliveryForecastPort, ForecastRequest } from './forecastPort';
import type { PreflightBody, PreflightInput } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const NO_RCS_ORG = '11111111-2222-4333-8444-555555555555';
const KEY = 'preflight-test-key-0123456789';
const bearer = `Bearer ${KEY}`;
const NOW = new Date('2026-01-15T09:00:00Z');
const text = (to: string, extra: Record<string, unknown> = {}) => ({ to, from: 'acme', contentMessage: { text: 'Your code is 123456' }, ...extra });

/** A forecast that records what it was asked and answers RCS. */
function recordingForecast(): DeliveryForecastPort & { readonly asked: ForecastRequest[] } {
  const asked: ForecastRequest[] = [];
  const answer: DeliveryForecast = { channel: 'RCS', reason: null, trafficType: 'TRANSACTION', agentId: 'acme', agentMessage: { contentMessage: { text: 'x' } }, windows: [], sms: null, recipient: null };
  return { asked, forecast: async (request) => (asked.push(request), answer) };
}

/** A memory store with ORG (5 units, sender acme), OTHER_ORG and NO_RCS_ORG; the preflight and the send over it, sharing its ports. */
async function preflightOnMemory(rateLimit?: number) {
  const store = createMemoryStore();
  const add = (id: string, members: string[], rcsChannel = true) =>
    store.tenants.addOrganization({ id, rcsChannel, webhook: null, balance: 5, members, senders: [{ id: 'acme', useCase: 'TRANSACTIONAL', smsFallback: null }] }, 0);
  await add(ORG, ['p']);
  await add(OTHER_ORG, ['q']);
  await add(NO_RCS_ORG, ['p'], false);
  const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]);
  const forecast = recordingForecast();
  let calls = 0;
  const limiter = { consume: async () => ({ allowed: (calls += 1) <= (rateLimit ?? Infinity), retryAfterSeconds: 1 }) };
  const ports = { auth, organizations: store.tenants, senders: store.tenants, ...(rateLimit === undefined ? {} : { rateLimit: limiter }) };
  const preflight = createPreflight({ ports: { ...ports, balance: store.tenants, forecast }, now: () => NOW });
  const service = createSendService({ ports: { ...ports, balance: store.balance, submit: store.submit, idempotency: store.idempotency }, now: () => NOW });
  /** Preflights `value` with `authorization` and the query `query`. */
  const check = (value: unknown, options: { authorization?: string | null; query?: string; readBody?: PreflightInput['readBody'] } = {}) =>
    preflight.check({ authorization: options.authorization === null ? undefined : (options.authorization ?? bearer), query: new URLSearchParams(options.query ?? ''), readBody: options.readBody ?? (async () => ({ value })) });
  return { store, forecast, preflight, service, check };
}

/** Everything a send changes in a store, as its reads show it. */
async function snapshot(store: ReturnType<typeof createMemoryStore>) {
  return {
    balance: await store.tenants.balanceOf(ORG),
    ledger: await store.tenants.ledgerTail(ORG, 100),
    usage: await store.tenants.usage(ORG, '2000-01-01', '2100-01-01'),
    messages: await store.messages.list(ORG, {}, 100),
    events: await store.events.after(ORG, 0, 100),
  };
}

describe('createPreflight', () => {
  it('should answer each message in order, rejected ones with every issue the send finds (the first the one it answers), valid ones canonical with their units and forecast', async () => {
    const { check, forecast } = await preflightOnMemory();
    const body = { organizationId: ORG.toUpperCase(), messages: [text('+351 912 345 678'), { to: 'x', from: 'acme', contentMessage: {} }, text('351912345679', { from: 'globex' })] };
    const response = await check(body);
    expect(response.status).toBe(200);
    const answer = response.body as PreflightBody;
    expect(answer.messages.map((message) => [message.index, message.status, message.units])).toEqual([[0, 'VALID', 1], [1, 'REJECTED', 0], [2, 'REJECTED', 0]]);
    expect(answer.messages[0]).toMatchObject({ message: { to: '351912345678', from: 'acme' }, delivery: { channel: 'RCS' } });
    const rejected = answer.messages[1] as Extract<PreflightBody['messages'][number], { status: 'REJECTED' }>;
    expect(rejected.errors.length).toBeGreaterThan(1);
    expect(answer.messages[2]).toMatchObject({ errors: [{ code: 'SENDER_NOT_CONFIGURED', param: 'messages[2].from' }] });
    expect([answer.units, answer.balance]).toEqual([1, { available: 5, after: 4 }]);
    expect(forecast.asked).toEqual([{ organizationId: ORG, message: answer.messages[0]!.status === 'VALID' ? answer.messages[0]!.message : undefined, expiresAt: null, at: NOW.getTime(), capabilities: false }]);
  });

  it('should give the send\'s first issue of a rejected message first, as the send answers it in all-or-nothing mode', async () => {
    const { check, service } = await preflightOnMemory();
    const body = { organizationId: ORG, messages: [{ to: '35191', from: 7, contentMessage: { text: '' } }] };
    const sent = await service.send({ authorization: bearer, readBody: async () => ({ value: body }) });
    const predicted = (await check(body)).body as PreflightBody;
    const rejected = predicted.messages[0] as Extract<PreflightBody['messages'][number], { status: 'REJECTED' }>;
    expect([rejected.status, rejected.errors[0], rejected.errors.length]).toEqual(['REJECTED', (sent.body as { error: unknown }).error, 3]);
  });

  it('should leave the store, the balance, the queue and the Idempotency-Keys unchanged', async () => {
    const { store, check, service } = await preflightOnMemory();
    const body = { organizationId: ORG, messages: [text('351912345678'), text('351912345679', { expirationDateTime: '2026-01-20T09:00:00Z' })] };
    const before = await snapshot(store);
    const answer = (await check(body)).body as PreflightBody;
    expect(await snapshot(store)).toEqual(before);
    expect(answer.balance).toEqual({ available: 5, after: 3 });
    // The key a preflight carried is still fresh: a send of another body with it is accepted, not refused as reused.
    const sent = await service.send({ authorization: bearer, idempotencyKey: 'key-of-the-preflight', readBody: async () => ({ value: { organizationId: ORG, messages: [text('351912345670')] } }) });
    expect(sent.status).toBe(202);
    expect(await store.tenants.balanceOf(ORG)).toBe(4);
  });

  it('should answer a request the balance cannot pay with a negative after, as the send would answer 402', async () => {
    const { check } = await preflightOnMemory();
    const answer = (await check({ organizationId: ORG, messages: Array.from({ length: 7 }, (_, n) => text(`35191234567${n}`)) })).body as PreflightBody;
    expect([answer.units, answer.balance]).toEqual([7, { available: 5, after: -2 }]);
  });

  it.each([
    ['no key', {}, { authorization: null }, 401, 'UNAUTHENTICATED', ''],
    ['a wrong key', {}, { authorization: 'Bearer not-a-key' }, 401, 'UNAUTHENTICATED', ''],
    ['an unknown query parameter', {}, { query: 'capabilities=true&dryRun=1' }, 400, 'QUERY_PARAMETER_UNKNOWN', 'dryRun'],
    ['a repeated query parameter', {}, { query: 'capabilities=true&capabilities=false' }, 400, 'QUERY_PARAMETER_REPEATED', 'capabilities'],
    ['capabilities neither true nor false', {}, { query: 'capabilities=yes' }, 400, 'CAPABILITIES_FLAG_INVALID', 'capabilities'],
    ['a body that is not an object', [], {}, 400, 'REQUEST_NOT_OBJECT', ''],
    ['no messages', { organizationId: ORG, messages: [] }, {}, 400, 'MESSAGES_EMPTY', ''],
    ['another organization', { organizationId: OTHER_ORG, messages: [text('351912345678')] }, {}, 403, 'ORGANIZATION_FORBIDDEN', 'organizationId'],
    ['an organization without RCS', { organizationId: NO_RCS_ORG, messages: [text('351912345678')] }, {}, 403, 'RCS_CHANNEL_NOT_ENABLED', 'organizationId'],
    ['an unknown organization', { organizationId: '00000000-0000-4000-8000-000000000000', messages: [text('351912345678')] }, {}, 404, 'ORGANIZATION_NOT_FOUND', 'organizationId'],
  ])('should answer %s as the send does, asking no forecast', async (_case, body, options, status, code, param) => {
    const { check, forecast } = await preflightOnMemory();
    const response = await check(body, options as Parameters<typeof check>[1]);
    expect([response.status, response.body]).toMatchObject([status, { error: { code, param }, messages: null }]);
    expect(forecast.asked).toEqual([]);
  });

  it('should answer a body the send would refuse in transport as the send does (413), and count against the rate limit', async () => {
    const { check } = await preflightOnMemory(1);
    const tooLarge = await check(undefined, { readBody: () => Promise.reject(new TransportError('PAYLOAD_TOO_LARGE')) });
    const limited = await check({ organizationId: ORG, messages: [text('351912345678')] });
    expect([tooLarge.status, limited.status, limited.headers['retry-after']]).toEqual([413, 429, '1']);
  });

  it('should route POST /v1.2/rcs/preflight on a whole host, answer another method 405, and the query capabilities=true to the forecast', async () => {
    const { preflight, service, forecast } = await preflightOnMemory();
    const handler = createFetchHandler(service, { preflight });
    const body = JSON.stringify({ organizationId: ORG, messages: [text('351912345678')] });
    const posted = await handler(new Request('http://host/v1.2/rcs/preflight?capabilities=true', { method: 'POST', headers: { authorization: bearer, 'content-type': 'application/json' }, body }));
    const got = await handler(new Request('http://host/v1.2/rcs/preflight'));
    const without = await createFetchHandler(service)(new Request('http://host/v1.2/rcs/preflight', { method: 'POST', body }));
    expect([posted.status, got.status, got.headers.get('allow'), without.status]).toEqual([200, 405, 'POST', 404]);
    expect(forecast.asked.map((request) => request.capabilities)).toEqual([true]);
  });

  it('should refuse ports without their methods when it is made', () => {
    const store = createMemoryStore();
    const ports = { auth: createMemoryAuthPort([]), organizations: store.tenants, senders: store.tenants, balance: store.tenants };
    expect(() => createPreflight({ ports: { ...ports, balance: {} as typeof store.tenants } })).toThrow(/balance\.balanceOf/);
    expect(() => createPreflight({ ports: { ...ports, forecast: {} as DeliveryForecastPort } })).toThrow(TypeError);
  });
});
