import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '../ports/submit';
import { createMemoryStore } from './memoryStore';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const message = (id: string): SubmittedMessage => ({ id, organizationId: ORG, principalId: 'acme', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } } });
const HOUR_MS = 3_600_000;

// What the shared store laws (@rcs-send/store-laws) cannot say of every medium: how a read
// waiting on this store's queue ends, and its options.
describe('createMemoryStore', () => {
  it('should end a read waiting on an empty queue with the message a submit queues meanwhile', async () => {
    const store = createMemoryStore({ pollMs: HOUR_MS });
    const waiting = store.queue.read(10);
    await store.submit.submit(message('m1'));
    expect((await waiting).map((entry) => entry.message.id)).toEqual(['m1']);
  });

  it('should end a waiting read with none when its signal aborts, and when the store closes', async () => {
    const store = createMemoryStore({ pollMs: HOUR_MS });
    const controller = new AbortController();
    const aborted = store.queue.read(10, controller.signal);
    controller.abort();
    expect(await aborted).toEqual([]);
    const closing = store.queue.read(10);
    await store.close();
    expect(await closing).toEqual([]);
  });

  it('should refuse options out of range, naming the option', () => {
    expect(() => createMemoryStore({ pollMs: 0 })).toThrow('pollMs');
    expect(() => createMemoryStore({ pollMs: 2 ** 31 })).toThrow('pollMs');
    expect(() => createMemoryStore({ seenTtlMs: 1.5 })).toThrow('seenTtlMs');
    expect(() => createMemoryStore({ idempotencyTtlMs: Number.NaN })).toThrow('idempotencyTtlMs');
  });
});
