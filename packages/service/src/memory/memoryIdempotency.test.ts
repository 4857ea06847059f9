import { describe, expect, it } from 'vitest';
import { errorResponse } from '../response/errorResponse';
import { createMemoryIdempotencyPort } from './memoryIdempotency';

const response = errorResponse('INSUFFICIENT_BALANCE');

describe('createMemoryIdempotencyPort', () => {
  it('should claim once, then say in-progress, then replay a copy of the completed response', async () => {
    const store = createMemoryIdempotencyPort();
    expect(await store.claim('p', 'k', 'f')).toEqual({ state: 'claimed' });
    expect(await store.claim('p', 'k', 'f')).toEqual({ state: 'in-progress' });
    await store.complete('p', 'k', response);
    const replay = await store.claim('p', 'k', 'f');
    expect(replay).toEqual({ state: 'replay', response });
    if (replay.state === 'replay') expect(replay.response).not.toBe(response);
  });

  it('should say mismatch for another fingerprint and keep scopes apart', async () => {
    const store = createMemoryIdempotencyPort();
    await store.claim('p', 'k', 'f');
    expect(await store.claim('p', 'k', 'g')).toEqual({ state: 'mismatch' });
    expect(await store.claim('q', 'k', 'g')).toEqual({ state: 'claimed' });
  });

  it('should forget a released key, an expired key, and the oldest past maxEntries', async () => {
    let now = 0;
    const store = createMemoryIdempotencyPort({ ttlSeconds: 10, maxEntries: 2, now: () => now });
    await store.claim('p', 'a', 'f');
    await store.release('p', 'a');
    expect(await store.claim('p', 'a', 'g')).toEqual({ state: 'claimed' });
    now = 10_000;
    expect(await store.claim('p', 'a', 'h')).toEqual({ state: 'claimed' });
    await store.claim('p', 'b', 'f');
    await store.claim('p', 'c', 'f');
    expect(await store.claim('p', 'a', 'x')).toEqual({ state: 'claimed' });
  });
});
