// The SQLite store proves itself with the store laws, in one call: each law on a store of its
// own (a fresh database file), exactly as the memory store does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { storeLaws } from '@rcs-send/store-laws';

const folder = mkdtempSync(join(tmpdir(), 'rcs-send-store-laws-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

describe('openSqliteStore', () => {
  storeLaws(async ({ now, ttlMs }) => {
    files += 1;
    const store = openSqliteStore({ path: join(folder, `${files}.db`), now, seenTtlMs: ttlMs, idempotencyTtlMs: ttlMs });
    return { port: store, close: () => store.close() };
  }, 'fake');
});
