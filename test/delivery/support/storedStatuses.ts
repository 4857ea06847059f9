// What a server's database holds of its messages' states, read as another process would.
import type { MessageStatus } from '@rcs-send/delivery';
import { openSqliteStore } from '@rcs-send/sqlite';

/** The status of each message stored in the database at `path`, by id, read through a read-only store: what the server committed. */
export async function storedStatuses(path: string): Promise<Map<string, MessageStatus | undefined>> {
  const store = openSqliteStore({ path, readonly: true });
  try {
    return new Map([...store.exportMessages()].map((message) => [message.id, message.status]));
  } finally {
    await store.close();
  }
}
