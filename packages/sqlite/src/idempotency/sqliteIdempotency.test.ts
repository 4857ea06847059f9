import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@rcs-send/service';
import { newStore, reopen } from '../../test-support/storeFixtures';

const response = errorResponse('INSUFFICIENT_BALANCE');

describe('the SQLite Idempotency-Key store', () => {
  it("should never let 10,050 keys of one principal push out another principal's key", async () => {
    const store = newStore();
    await store.idempotency.claim('tenant-b', 'key', 'f');
    await store.idempotency.complete('tenant-b', 'key', response);
    const completions: Promise<void>[] = [];
    for (let i = 0; i < 10_050; i += 1) {
      await store.idempotency.claim('tenant-a', `key-${i}`, 'f');
      completions.push(store.idempotency.complete('tenant-a', `key-${i}`, response));
    }
    await Promise.all(completions);
    expect(await store.idempotency.claim('tenant-a', 'key-0', 'f')).toEqual({ state: 'replay', response });
    expect(await store.idempotency.claim('tenant-b', 'key', 'f')).toEqual({ state: 'replay', response });
  });

  it('should forget a claim in progress at a restart (its request died with the process), and keep a completed one', async () => {
    const store = newStore();
    await store.idempotency.claim('acme', 'running', 'f');
    await store.idempotency.claim('acme', 'done', 'f');
    await store.idempotency.complete('acme', 'done', response);
    await store.close();
    const again = reopen(store.path);
    expect(await again.idempotency.claim('acme', 'running', 'g')).toEqual({ state: 'claimed' });
    expect(await again.idempotency.claim('acme', 'done', 'g')).toEqual({ state: 'mismatch' });
  });

  it('should free the key when its response cannot be stored, so that a retry runs afresh', async () => {
    const store = newStore();
    const saboteur = new Database(store.path);
    saboteur.exec("CREATE TRIGGER refuse BEFORE INSERT ON idempotency BEGIN SELECT RAISE(ABORT, 'refused'); END");
    await store.idempotency.claim('acme', 'k', 'f');
    await expect(store.idempotency.complete('acme', 'k', response)).rejects.toMatchObject({ name: 'SqliteStoreError', message: 'sqlite store unavailable during complete' });
    expect(await store.idempotency.claim('acme', 'k', 'f')).toEqual({ state: 'claimed' });
    saboteur.close();
  });
});
