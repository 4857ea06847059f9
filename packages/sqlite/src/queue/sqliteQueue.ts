import type { QueueEntry, QueueSource } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import { _MESSAGE_COLUMNS, _messageOf, type _MessageRow } from '../messages/messageRow';
import type { _GroupCommit } from '../write/groupCommit';

/** The queue, and what the store calls when messages arrive or it closes. @internal */
export interface _Queue {
  /** The queue source a dispatcher reads. */
  readonly source: QueueSource;
  /** Wakes the reads waiting for messages (a submit of this process committed). */
  wake(): void;
}

/**
 * The queue of accepted messages in the `messages` table: `read` hands out the queued
 * messages that are due, oldest first, never one this object already handed out and that is
 * not acknowledged yet; `ack` (through the group commit) ends a message's queueing. With none
 * due, a read waits for a submit of this process, `pollMs` (another process may submit into
 * the same file) or its signal, then resolves to `[]`. What is still queued after a restart
 * is read again: at least once.
 *
 * @internal
 */
export function _sqliteQueue(db: _Database, commit: _GroupCommit, now: () => number, pollMs: number): _Queue {
  const due = db.prepare<[number, number], _MessageRow & { readonly platform_id: string | null }>(
    `SELECT ${_MESSAGE_COLUMNS}, platform_id FROM messages WHERE queued = 1 AND due_at <= ? ORDER BY due_at, seq LIMIT ?`,
  );
  const done = db.prepare('UPDATE messages SET queued = 0, updated_at = ? WHERE id = ? AND queued = 1');
  const handedOut = new Set<string>();
  const waiting = new Set<() => void>();
  const wake = (): void => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const wait = (signal: AbortSignal | undefined): Promise<void> =>
    new Promise((resolve) => {
      if (signal?.aborted === true) return resolve();
      const finish = (): void => {
        clearTimeout(timer);
        waiting.delete(finish);
        signal?.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, pollMs);
      waiting.add(finish);
      signal?.addEventListener('abort', finish, { once: true });
    });

  const source: QueueSource = {
    async read(max, signal) {
      const limit = Math.floor(max);
      const rows = limit >= 1 ? _guard(db, 'read', () => due.all(now(), limit + handedOut.size)) : [];
      const entries: QueueEntry[] = [];
      for (const row of rows) {
        if (entries.length === limit) break;
        if (handedOut.has(row.id)) continue;
        handedOut.add(row.id);
        entries.push({ ackId: row.id, message: _messageOf(row), ...(row.platform_id === null ? {} : { platformMessageId: row.platform_id }) });
      }
      if (entries.length === 0) await wait(signal);
      return entries;
    },
    async ack(ackId) {
      try {
        await commit.write('ack', () => void done.run(now(), ackId));
      } finally {
        handedOut.delete(ackId); // acknowledged, or not: then handed out again, and the dispatcher finds its state
      }
    },
    async close() {
      // Acknowledgements pending are committed now; what is handed out and not acknowledged is handed out again to the next reader.
      commit.flush();
      handedOut.clear();
      wake();
    },
  };
  return { source, wake };
}
