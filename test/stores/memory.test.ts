// The memory store proves itself with the store laws, in one call (the store laws' README shows
// this file as their example).
// #region laws
import { describe } from 'vitest';
import { createMemoryStore } from '@rcs-send/service';
import { storeLaws } from '@rcs-send/store-laws';

describe('createMemoryStore', () => {
  storeLaws(async ({ now, ttlMs }) => {
    const store = createMemoryStore({ now, seenTtlMs: ttlMs, idempotencyTtlMs: ttlMs });
    return { port: store, close: () => store.close() };
  }, 'fake');
});
// #endregion
