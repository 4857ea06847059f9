// The whole Redis store obeys the shared store laws of @rcs-send/store-laws, on one Redis and on a
// Redis Cluster: each law on a store of its own, under a key prefix of its own. Redis keeps
// time itself (PX, EXPIRE): the laws at a time boundary are left to the stores that read the
// clock they are given. A read of an empty queue waits 100 ms, not the default second: the
// queue laws make dozens of them.
import { describe } from 'vitest';
import { openRedisStore } from '@rcs-send/redis';
import { storeLaws } from '@rcs-send/store-laws';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

let backend: TestBackend;

describe.each(BACKENDS)('openRedisStore on %s', (name) => {
  openBackend(name, 0, (_, opened) => {
    backend = opened;
  });

  storeLaws(async () => {
    const store = openRedisStore({ url: backend.url, prefix: uniquePrefix('store'), count: 100, blockMs: 100 });
    if (!(await store.ready())) {
      await store.close();
      throw new Error('the store did not connect');
    }
    return { port: store, close: () => store.close() };
  }, 'real');
});
