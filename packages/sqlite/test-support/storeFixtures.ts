// What the store's tests share: a folder of database files removed after the file's tests,
// and stores opened there (the messages to submit are in ./messages, free of vitest for the
// child processes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openSqliteStore, type SqliteStore, type SqliteStoreOptions } from '../src/index';

/** A folder of its own for this test file, removed after its tests; `file(name)` is a path in it. */
export function testFolder(): { readonly path: string; file(name: string): string } {
  const path = mkdtempSync(join(tmpdir(), 'rcs-send-sqlite-'));
  afterAll(() => rmSync(path, { recursive: true, force: true }));
  return { path, file: (name) => join(path, name) };
}

const folder = testFolder();
let files = 0;
const open = new Set<SqliteStore>();
afterAll(async () => {
  for (const store of open) await store.close();
});

/** A store on a new file (closed after the file's tests if the test left it open). */
export function newStore(options: Omit<SqliteStoreOptions, 'path'> = {}): SqliteStore {
  files += 1;
  return reopen(folder.file(`store-${files}.db`), options);
}

/** A store on the file at `path`. */
export function reopen(path: string, options: Omit<SqliteStoreOptions, 'path'> = {}): SqliteStore {
  const store = openSqliteStore({ path, ...options });
  open.add(store);
  return store;
}
