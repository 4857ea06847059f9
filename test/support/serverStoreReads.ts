// Whether the reference server's own store answers the events feed and the message list yet. The
// SQLite and Redis stores gain the events log and the message list in their own change; until
// then the server leaves those two routes off (404 ROUTE_NOT_FOUND) and the tests that read them
// through the server wait for it, run as soon as the store has them (not a test file itself).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@rcs-send/sqlite';

/** True when a SQLite store, the server's default, has `events.after` and `messages.list`. */
export const SERVER_STORE_READS: boolean = await (async () => {
  const directory = await mkdtemp(join(tmpdir(), 'rcs-send-reads-probe-'));
  const store = openSqliteStore({ path: join(directory, 'probe.db') });
  try {
    const { events, messages } = store as Partial<Pick<typeof store, 'events' | 'messages'>>;
    return typeof events?.after === 'function' && typeof messages?.list === 'function';
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
})();
