import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import type { IdempotencyPort } from '../ports/idempotency';
import type { SubmittedBatch, SubmitPort } from '../ports/submit';
import { createSendService } from './createSendService';
import type { SendInput } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const KEY = 'unit-test-key-0123456789';
const message = { to: '351912345678', from: 'agent', contentMessage: { text: 'hi' } };
const now = () => new Date('2026-01-15T09:00:00Z');
const body = { organizationId: ORG, messages: [message, { ...message, to: 'nope' }, message] };
const input = (idempotencyKey?: string): SendInput => ({
  authorization: `Bearer ${KEY}`,
  readBody: async () => ({ value: body }),
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

/** Memory ports whose submit port takes batches (recording each, failing with `failure` when given) and whose idempotency port records its calls. */
function ports(failure?: unknown) {
  const memory = createMemoryPorts({ apiKeys: [{ apiKey: KEY, principalId: 'p' }], organizations: [{ id: ORG, members: ['p'], senders: ['agent'], balance: 10 }] });
  const batches: SubmittedBatch[] = [];
  const calls: string[] = [];
  const submit: SubmitPort = {
    submit: async () => void calls.push('submit'),
    async submitBatch(batch) {
      if (failure !== undefined) throw failure;
      batches.push(batch);
    },
  };
  const inner = memory.idempotency as IdempotencyPort;
  const idempotency: IdempotencyPort = {
    claim: (...args) => (calls.push('claim'), inner.claim(...args)),
    complete: (...args) => (calls.push('complete'), inner.complete(...args)),
    release: (...args) => (calls.push('release'), inner.release(...args)),
  };
  return { ports: { ...memory, submit, idempotency }, batches, calls, balance: memory.balance };
}

describe('the acceptance sequence on a submit port that takes batches', () => {
  it("should hand the request's valid messages over as one batch, with the response it answers for its Idempotency-Key, and not complete the key itself", async () => {
    let ids = 0;
    const { ports: withBatches, batches, calls } = ports();
    const service = createSendService({ ports: withBatches, now, generateId: () => `id-${++ids}` });
    const response = await service.send(input('key-1'));
    expect(response.status).toBe(200);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.organizationId).toBe(ORG);
    expect(batches[0]?.messages.map(({ id, index }) => [id, index])).toEqual([['id-1', 0], ['id-2', 2]]);
    expect(batches[0]?.idempotency).toEqual({ scope: 'p', key: 'key-1', response });
    expect(calls).toEqual(['claim']);
  });

  it('should hand a batch without idempotency over when the request carried no key', async () => {
    const { ports: withBatches, batches } = ports();
    expect((await createSendService({ ports: withBatches, now }).send(input())).status).toBe(200);
    expect(batches[0]).not.toHaveProperty('idempotency');
    expect(batches[0]?.messages).toHaveLength(2);
  });

  it.each([
    ['a failure', new Error('disk full'), 500, 'SUBMIT_FAILED'],
    ['an unavailable store', Object.assign(new Error('busy'), { unavailable: true, retryAfterSeconds: 3 }), 503, 'SERVICE_UNAVAILABLE'],
  ])('should answer %s of the batch as no message taken: its units released, its key released for a retry, the error told once', async (_name, failure, status, code) => {
    const { ports: failing, calls, balance } = ports(failure);
    const errors: unknown[] = [];
    const service = createSendService({ ports: failing, now, onError: (error, source) => void errors.push([source, error]) });
    const response = await service.send(input('key-2'));
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: { code } });
    expect(errors).toEqual([['submit', failure]]);
    expect(calls).toEqual(['claim', 'release']);
    expect(await balance.reserve(ORG, 10)).toBeDefined(); // every unit back
  });
});
