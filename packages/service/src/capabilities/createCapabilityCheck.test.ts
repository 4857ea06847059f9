import { describe, expect, it } from 'vitest';
import { TransportError } from '../errors/transportError';
import { ServiceUnavailableError } from '../errors/unavailableError';
import { createMemoryPorts } from '../memory/memoryPorts';
import type { CapabilityPort } from '../ports/capabilities';
import { createCapabilityCheck } from './createCapabilityCheck';
import type { CapabilityCheckPorts } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const NO_RCS_ORG = '11111111-2222-4333-8444-555555555555';
const KEY = 'capability-test-key-0123456789';
const bearer = `Bearer ${KEY}`;
const REACHABLE = '351912345678';

/** A platform knowing {@link REACHABLE} only, recording what it was asked. */
function platform(): CapabilityPort & { readonly asked: unknown[][] } {
  const asked: unknown[][] = [];
  return {
    asked,
    features: async (from, msisdn) => (asked.push(['features', from, msisdn]), msisdn === REACHABLE ? ['RICHCARD_STANDALONE', 'ACTION_DIAL'] : undefined),
    reachable: async (from, msisdns) => (asked.push(['reachable', from, msisdns]), msisdns.filter((msisdn) => msisdn === REACHABLE)),
  };
}

/** A check over the memory ports of one member `p` of ORG (sender `acme`), with `rateLimit` requests per second at most. */
function checkOf(capabilities: CapabilityPort, options: { rateLimit?: number; onError?: (error: unknown, source: string) => void } = {}) {
  const memory = createMemoryPorts({
    apiKeys: [{ apiKey: KEY, principalId: 'p' }],
    organizations: [
      { id: ORG, members: ['p'], senders: ['acme'], balance: 0 },
      { id: OTHER_ORG, members: ['q'], senders: ['acme'], balance: 0 },
      { id: NO_RCS_ORG, members: ['p'], senders: ['acme'], balance: 0, rcsChannel: false },
    ],
    ...(options.rateLimit === undefined ? {} : { rateLimit: { requestsPerSecond: options.rateLimit, now: () => 0 } }),
  });
  const ports: CapabilityCheckPorts = { ...memory, capabilities };
  return createCapabilityCheck({ ports, ...(options.onError === undefined ? {} : { onError: options.onError }) });
}
const query = (fields: Record<string, string> = { organizationId: ORG, from: 'acme' }) => new URLSearchParams(fields);
const body = (value: unknown) => () => Promise.resolve({ value });

describe('createCapabilityCheck().check', () => {
  it('should answer a reachable number with its features and an unreachable one with none, reading the number as messages[].to', async () => {
    const capabilities = platform();
    const check = checkOf(capabilities);
    const reachable = await check.check({ authorization: bearer, msisdn: '+351 912 345 678', query: query({ organizationId: ORG.toUpperCase(), from: 'acme' }) });
    const unreachable = await check.check({ authorization: bearer, msisdn: '00351912345679', query: query() });
    expect([reachable.status, reachable.headers['cache-control'], reachable.body]).toEqual([200, 'no-store', { msisdn: REACHABLE, reachable: true, features: ['RICHCARD_STANDALONE', 'ACTION_DIAL'] }]);
    expect([unreachable.status, unreachable.body]).toEqual([200, { msisdn: '351912345679', reachable: false, features: [] }]);
    expect(capabilities.asked).toEqual([['features', 'acme', REACHABLE], ['features', 'acme', '351912345679']]);
  });

  it.each([
    ['no key', undefined, '351912345678', query(), 401, 'UNAUTHENTICATED', ''],
    ['no organizationId', bearer, REACHABLE, query({ from: 'acme' }), 400, 'FIELD_REQUIRED', 'organizationId'],
    ['a malformed organizationId', bearer, REACHABLE, query({ organizationId: 'acme', from: 'acme' }), 400, 'ORGANIZATION_ID_INVALID', 'organizationId'],
    ['a repeated organizationId', bearer, REACHABLE, new URLSearchParams([['organizationId', ORG], ['organizationId', ORG], ['from', 'acme']]), 400, 'FIELD_INVALID_TYPE', 'organizationId'],
    ['another organization', bearer, REACHABLE, query({ organizationId: OTHER_ORG, from: 'acme' }), 403, 'ORGANIZATION_FORBIDDEN', 'organizationId'],
    ['an unknown organization', bearer, REACHABLE, query({ organizationId: '00000000-0000-4000-8000-000000000000', from: 'acme' }), 404, 'ORGANIZATION_NOT_FOUND', 'organizationId'],
    ['no RCS channel', bearer, REACHABLE, query({ organizationId: NO_RCS_ORG, from: 'acme' }), 403, 'RCS_CHANNEL_NOT_ENABLED', 'organizationId'],
    ['no from', bearer, REACHABLE, query({ organizationId: ORG }), 400, 'FIELD_REQUIRED', 'from'],
    ['an empty from', bearer, REACHABLE, query({ organizationId: ORG, from: '' }), 400, 'FIELD_EMPTY', 'from'],
    ['a number the send refuses', bearer, '35191234', query(), 400, 'MSISDN_INVALID', 'msisdn'],
    ['an undecodable number', bearer, '', query(), 400, 'MSISDN_INVALID', 'msisdn'],
    ['a sender not of the organization', bearer, REACHABLE, query({ organizationId: ORG, from: 'globex' }), 400, 'SENDER_NOT_CONFIGURED', 'from'],
  ])('should answer %s as sending does, without asking the platform', async (_case, authorization, msisdn, params, status, code, param) => {
    const capabilities = platform();
    const response = await checkOf(capabilities).check({ authorization, msisdn, query: params });
    expect([response.status, response.body]).toMatchObject([status, { error: { code, param }, messages: null }]);
    expect(capabilities.asked).toEqual([]);
  });

  it('should count each check against the send rate limit (429 with Retry-After)', async () => {
    const check = checkOf(platform(), { rateLimit: 1 });
    const first = await check.check({ authorization: bearer, msisdn: REACHABLE, query: query() });
    const second = await check.check({ authorization: bearer, msisdn: REACHABLE, query: query() });
    expect([first.status, second.status, second.headers['retry-after']]).toEqual([200, 429, '1']);
  });

  it('should answer 503 with the Retry-After of an unavailable platform and 500 for another fault, telling onError', async () => {
    const errors: string[] = [];
    const failing = (error: Error): CapabilityPort => ({ features: () => Promise.reject(error), reachable: () => Promise.reject(error) });
    const down = await checkOf(failing(new ServiceUnavailableError('RBM', 30)), { onError: (_e, source) => errors.push(source) }).check({ authorization: bearer, msisdn: REACHABLE, query: query() });
    const broken = await checkOf(failing(new Error('PERMISSION_DENIED'))).checkMany({ authorization: bearer, readBody: body({ organizationId: ORG, from: 'acme', msisdns: [REACHABLE] }) });
    expect([down.status, down.headers['retry-after'], broken.status]).toEqual([503, '30', 500]);
    expect(errors).toEqual(['capabilities']);
  });

  it('should refuse ports without their methods at construction', () => {
    const ports = createMemoryPorts({ apiKeys: [], organizations: [] });
    expect(() => createCapabilityCheck({ ports: { ...ports, capabilities: {} } as unknown as CapabilityCheckPorts })).toThrow(/capabilities needs features and reachable/);
    expect(() => createCapabilityCheck({ ports: { ...ports, senders: undefined } as unknown as CapabilityCheckPorts })).toThrow(/senders\.isConfigured/);
  });
});

describe('createCapabilityCheck().checkMany', () => {
  it('should answer each number in request order, canonical, asking the platform once for the distinct ones', async () => {
    const capabilities = platform();
    const response = await checkOf(capabilities).checkMany({ authorization: bearer, readBody: body({ organizationId: ORG, from: 'acme', msisdns: ['+351 912 345 679', REACHABLE, '00351912345678'] }) });
    expect([response.status, response.body]).toEqual([200, { results: [{ msisdn: '351912345679', reachable: false }, { msisdn: REACHABLE, reachable: true }, { msisdn: REACHABLE, reachable: true }] }]);
    expect(capabilities.asked).toEqual([['reachable', 'acme', ['351912345679', REACHABLE]]]);
  });

  it.each([
    ['a body that is not an object', [REACHABLE], 400, 'REQUEST_NOT_OBJECT', ''],
    ['an unknown key (after the organization)', { organizationId: ORG, from: 'acme', msisdns: [REACHABLE], to: REACHABLE }, 400, 'UNKNOWN_FIELD', 'to'],
    ['another organization before an unknown key', { organizationId: OTHER_ORG, from: 'acme', msisdns: [REACHABLE], to: REACHABLE }, 403, 'ORGANIZATION_FORBIDDEN', 'organizationId'],
    ['no msisdns', { organizationId: ORG, from: 'acme' }, 400, 'FIELD_REQUIRED', 'msisdns'],
    ['msisdns not an array', { organizationId: ORG, from: 'acme', msisdns: REACHABLE }, 400, 'FIELD_INVALID_TYPE', 'msisdns'],
    ['no number', { organizationId: ORG, from: 'acme', msisdns: [] }, 400, 'MSISDNS_COUNT_INVALID', 'msisdns'],
    ['501 numbers', { organizationId: ORG, from: 'acme', msisdns: Array.from({ length: 501 }, () => REACHABLE) }, 400, 'MSISDNS_COUNT_INVALID', 'msisdns'],
    ['a number that is not a string', { organizationId: ORG, from: 'acme', msisdns: [REACHABLE, 351912345678] }, 400, 'FIELD_INVALID_TYPE', 'msisdns[1]'],
    ['a number the send refuses', { organizationId: ORG, from: 'acme', msisdns: [REACHABLE, '0351912345678'] }, 400, 'MSISDN_INVALID', 'msisdns[1]'],
    ['from of the wrong type', { organizationId: ORG, from: 7, msisdns: [REACHABLE] }, 400, 'FIELD_INVALID_TYPE', 'from'],
    ['a sender not of the organization', { organizationId: ORG, from: 'globex', msisdns: [REACHABLE] }, 400, 'SENDER_NOT_CONFIGURED', 'from'],
  ])('should answer %s without asking the platform', async (_case, value, status, code, param) => {
    const capabilities = platform();
    const response = await checkOf(capabilities).checkMany({ authorization: bearer, readBody: body(value) });
    expect([response.status, response.body]).toMatchObject([status, { error: { code, param }, messages: null }]);
    expect(capabilities.asked).toEqual([]);
  });

  it('should describe an unknown key of its body without calling it part of a send', async () => {
    const response = await checkOf(platform()).checkMany({ authorization: bearer, readBody: body({ organizationId: ORG, from: 'acme', msisdns: [REACHABLE], text: 'hi' }) });
    const { error } = response.body as { error: { code: string; description: string } };
    expect(error.code).toBe('UNKNOWN_FIELD');
    expect(error.description).not.toMatch(/send/i);
  });

  it('should take 500 numbers, and read the body only once the request is authenticated and within its rate limit', async () => {
    const many = await checkOf(platform()).checkMany({ authorization: bearer, readBody: body({ organizationId: ORG, from: 'acme', msisdns: Array.from({ length: 500 }, () => REACHABLE) }) });
    expect([many.status, (many.body as { results: unknown[] }).results.length]).toEqual([200, 500]);
    let read = 0;
    const readBody = () => ((read += 1), Promise.reject(new TransportError('UNSUPPORTED_MEDIA_TYPE')));
    const anonymous = await checkOf(platform()).checkMany({ authorization: undefined, readBody });
    const limited = checkOf(platform(), { rateLimit: 1 });
    await limited.check({ authorization: bearer, msisdn: REACHABLE, query: query() });
    const late = await limited.checkMany({ authorization: bearer, readBody });
    const wrongType = await checkOf(platform()).checkMany({ authorization: bearer, readBody });
    expect([anonymous.status, late.status, wrongType.status, read]).toEqual([401, 429, 415, 1]);
  });
});
