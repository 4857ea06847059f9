import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createSendService } from './createSendService';
import type { SendInput } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
/** Two keys of principal `acme` (the old one and its rotation) and one of principal `other`, both members of ORG. */
const KEYS = { acmeOld: 'acme-key-before-rotation-0001', acmeNew: 'acme-key-after-rotation-00002', other: 'other-principal-key-000000003' };
const message = { to: '351912345678', from: 'agent', contentMessage: { text: 'hi' } };
const body = { organizationId: ORG, messages: [message] };
const frozenClock = (): number => 1_767_000_000_000;

function setUp(burst: number) {
  const ports = createMemoryPorts({
    apiKeys: [
      { apiKey: KEYS.acmeOld, principalId: 'acme' },
      { apiKey: KEYS.acmeNew, principalId: 'acme' },
      { apiKey: KEYS.other, principalId: 'other' },
    ],
    organizations: [{ id: ORG, members: ['acme', 'other'], senders: ['agent'], balance: 100 }],
    rateLimit: { requestsPerSecond: 1, burst, now: frozenClock },
  });
  const service = createSendService({ ports, now: () => new Date(frozenClock()) });
  const send = (key: string, value: unknown = body, idempotencyKey?: string) =>
    service.send({ authorization: `Bearer ${key}`, idempotencyKey, readBody: async () => ({ value }) } satisfies SendInput);
  return { ports, send };
}

describe('the scope of rate limits and Idempotency-Keys: the principal, not the API key', () => {
  it('should share one rate limit between the keys of one principal, and never with another principal', async () => {
    // Arrange: a burst of 2 on a frozen clock
    const { send } = setUp(2);
    // Act
    const statuses = [await send(KEYS.acmeOld), await send(KEYS.acmeNew), await send(KEYS.acmeNew), await send(KEYS.acmeOld)].map((r) => r.status);
    const other = await send(KEYS.other);
    // Assert: the third request of acme is refused whichever key it carries; other's first is not
    expect(statuses).toEqual([202, 202, 429, 429]);
    expect(other.status).toBe(202);
  });

  it('should replay a retry sent with another key of the same principal (a rotated key) without submitting again', async () => {
    const { ports, send } = setUp(10);
    const first = await send(KEYS.acmeOld, body, 'order-42');
    const retry = await send(KEYS.acmeNew, body, 'order-42');
    expect(first.status).toBe(202);
    expect(retry.status).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(ports.submit.submitted).toHaveLength(1);
  });

  it('should refuse the same Idempotency-Key with another body from another key of the same principal (422)', async () => {
    const { send } = setUp(10);
    await send(KEYS.acmeOld, body, 'order-42');
    const reused = await send(KEYS.acmeNew, { ...body, messages: [message, message] }, 'order-42');
    expect(reused.status).toBe(422);
  });

  it('should never share an Idempotency-Key between principals: the same key string is another request', async () => {
    const { ports, send } = setUp(10);
    await send(KEYS.acmeOld, body, 'order-42');
    const other = await send(KEYS.other, { ...body, messages: [message, message] }, 'order-42');
    expect(other.status).toBe(202);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(ports.submit.submitted).toHaveLength(3);
  });
});
