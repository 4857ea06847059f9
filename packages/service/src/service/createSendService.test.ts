import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import type { SendPorts } from '../ports/ports';
import { createSendService } from './createSendService';
import type { SendInput } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const KEY = 'unit-test-key-0123456789';
const seed = () =>
  createMemoryPorts({ apiKeys: [{ apiKey: KEY, principalId: 'p' }], organizations: [{ id: ORG, members: ['p'], senders: ['agent'], balance: 10 }] });
const message = { to: '351912345678', from: 'agent', contentMessage: { text: 'hi' } };
const input = (value: unknown, authorization = `Bearer ${KEY}`): SendInput => ({ authorization, readBody: async () => ({ value }) });
const now = () => new Date('2026-01-15T09:00:00Z');
const revokedProxy = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

describe('createSendService', () => {
  it('should submit the canonical message with its id, organization, principal and time', async () => {
    const ports = seed();
    const service = createSendService({ ports, now, generateId: () => 'id-1' });
    const response = await service.send(input({ organizationId: ORG.toUpperCase(), messages: [{ ...message, to: '+351 912 345 678' }] }));
    expect(response.status).toBe(202);
    expect(ports.submit.submitted).toEqual([
      { id: 'id-1', organizationId: ORG, principalId: 'p', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { ...message, to: '351912345678' } },
    ]);
  });

  it('should hand each message its expiration read once as epoch milliseconds, a leap second (23:59:60) as the next minute and an offset applied', async () => {
    const ports = seed();
    const service = createSendService({ ports, now, generateId: () => 'id' });
    const expirations = ['2026-06-30T23:59:60Z', '2026-01-15T10:00:00.001+01:00', '2026-12-31T23:59:59.999Z'];
    const response = await service.send(input({ organizationId: ORG, messages: expirations.map((expirationDateTime) => ({ ...message, expirationDateTime })) }));
    expect(response.status).toBe(202);
    expect(ports.submit.submitted.map((submitted) => submitted.expiresAt)).toEqual([Date.parse('2026-07-01T00:00:00.000Z'), Date.parse('2026-01-15T09:00:00.001Z'), Date.parse('2026-12-31T23:59:59.999Z')]);
  });

  it('should commit the units of the messages taken and release those of the messages the port refused', async () => {
    const memory = seed();
    const settled: string[] = [];
    const balance = {
      reserve: memory.balance.reserve.bind(memory.balance),
      release: async (_reservation: never, count: number) => void settled.push(`release ${count}`),
      commit: async (_reservation: never, count: number) => void settled.push(`commit ${count}`),
    };
    let calls = 0;
    const submit = { submit: async () => { if (++calls === 2) throw new Error('queue full'); } };
    const service = createSendService({ ports: { ...memory, balance, submit }, now, onError: () => {} });
    const response = await service.send(input({ organizationId: ORG, messages: [message, message, message] }));
    expect(response.status).toBe(200);
    expect(settled).toEqual(['release 1', 'commit 2']);
  });

  it('should not read the body of an unauthenticated request', async () => {
    let read = false;
    const service = createSendService({ ports: seed(), now });
    const response = await service.send({ authorization: 'Bearer nope', readBody: async () => ((read = true), { value: {} }) });
    expect(response.status).toBe(401);
    expect(read).toBe(false);
  });

  it.each([
    ['an Error', new Error('secret detail')],
    ['a string', 'secret detail'],
    ['null', null],
    ['an object whose getters throw', { get unavailable(): boolean { throw new Error('secret detail'); } }],
    ['a revoked proxy', revokedProxy()],
  ])('should normalise %s thrown by a port to a 500 that says nothing of it, and tell onError', async (_, thrown) => {
    const seen: Array<[unknown, string]> = [];
    const ports: SendPorts = { ...seed(), auth: { authenticate: () => { throw thrown; } } };
    const service = createSendService({ ports, now, onError: (error, source) => seen.push([error, source]) });
    const response = await service.send(input({ organizationId: ORG, messages: [message] }));
    expect(response.status).toBe(500);
    expect(JSON.stringify(response)).not.toContain('secret');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]).toBe(thrown);
    expect(seen[0]?.[1]).toBe('auth');
  });

  it('should answer 500 when a port answers something it does not document', async () => {
    const ports: SendPorts = { ...seed(), organizations: { access: async () => 'maybe' as never } };
    expect((await createSendService({ ports, now }).send(input({ organizationId: ORG, messages: [message] }))).status).toBe(500);
  });

  it('should charge nothing when the id generator throws', async () => {
    const ports = seed();
    const service = createSendService({ ports, now, generateId: () => { throw new Error('no entropy'); } });
    expect((await service.send(input({ organizationId: ORG, messages: [message] }))).status).toBe(500);
    expect(ports.balance.balanceOf(ORG)).toBe(10);
  });

  it('should tell the host the accepted and rejected messages of each request answered in an organization, and nothing of one refused before it', async () => {
    const answers: unknown[] = [];
    const errors: string[] = [];
    const ports = seed();
    const service = createSendService({ ports, now, onAnswered: (answer) => answers.push(answer), onError: (_error, source) => errors.push(source) });
    await service.send(input({ organizationId: ORG, messages: [message, { ...message, from: 'unknown_agent' }] }));
    await service.send(input({ organizationId: ORG, messages: Array.from({ length: 11 }, () => message) })); // 402: 9 units left
    await service.send(input({ organizationId: ORG, messages: [message] }, 'Bearer wrong-key'));
    await service.send(input({ organizationId: '00000000-0000-4000-8000-000000000000', messages: [message] }));
    expect(answers).toEqual([
      { organizationId: ORG, accepted: 1, rejected: 1 },
      { organizationId: ORG, accepted: 0, rejected: 11 },
    ]);
    const throwing = createSendService({ ports: seed(), now, onAnswered: () => { throw new Error('counter down'); }, onError: (_error, source) => errors.push(source) });
    expect((await throwing.send(input({ organizationId: ORG, messages: [message] }))).status).toBe(202);
    expect(errors).toEqual(['service']);
  });

  it('should survive an onError that throws', async () => {
    const ports: SendPorts = { ...seed(), balance: { reserve: async () => { throw new Error('x'); }, release: async () => undefined } };
    const service = createSendService({ ports, now, onError: () => { throw new Error('logger down'); } });
    expect((await service.send(input({ organizationId: ORG, messages: [message] }))).status).toBe(500);
  });

  it.each([
    ['a hostile getter', Object.defineProperty({ messages: [message] }, 'organizationId', { get: () => { throw new Error('boom'); }, enumerable: true })],
    ['a revoked proxy', revokedProxy()],
    ['an array', [message]],
    ['a string', 'organizationId'],
    ['null', null],
  ])('should answer 400 to %s as the body', async (_, body) => {
    const response = await createSendService({ ports: seed(), now }).send(input(body));
    expect(response.status).toBe(400);
    expect(response.body.messages).toBeNull();
  });

  it('should answer 400 MALFORMED_JSON when an Idempotency-Key comes with a body JSON cannot encode', async () => {
    const cyclic: Record<string, unknown> = { organizationId: ORG, messages: [message] };
    cyclic['self'] = cyclic;
    const response = await createSendService({ ports: seed(), now }).send({ ...input(cyclic), idempotencyKey: 'k' });
    expect(response.status).toBe(400);
  });
});
