import type { MessageStatus, SubmittedMessage } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import { _acceptedStatus } from '../states/acceptedStatus';
import { _messageOf, type _MessageRow } from './messageRow';

/** One stored message, as {@link SqliteStore.exportMessages} gives it. @public */
export interface ExportedMessage extends SubmittedMessage {
  /** True until a worker acknowledged it. */
  readonly queued: boolean;
  /** What is known of its delivery: its state and history (ACCEPTED until it changes). */
  readonly status: MessageStatus;
}

/** Messages read per query: a page is read whole, so writes of this connection go on between pages. */
const PAGE = 500;

/** A row of the export query. */
type ExportRow = _MessageRow & { readonly seq: number; readonly queued: number; readonly status: string | null };

/**
 * Every stored message with its status, in the order they were stored, read page by page (so
 * that an export of millions holds one page in memory, and the writer's transactions are not
 * held up by an open statement).
 *
 * @internal
 */
export function* _exportMessages(db: _Database): IterableIterator<ExportedMessage> {
  const page = db.prepare<[number, number], ExportRow>(
    'SELECT m.*, s.status FROM messages m LEFT JOIN states s ON s.id = m.id WHERE m.seq > ? ORDER BY m.seq LIMIT ?',
  );
  for (let after = 0; ; ) {
    const rows = _guard(db, 'export', () => page.all(after, PAGE));
    for (const row of rows) {
      const submitted = _messageOf(row);
      // No state row: ACCEPTED, made of the message this row already parsed.
      const status = row.status === null ? _acceptedStatus({ ...row, recipient: submitted.message.to, sender: submitted.message.from }) : (JSON.parse(row.status) as MessageStatus);
      yield { ...submitted, queued: row.queued === 1, status };
    }
    if (rows.length < PAGE) return;
    after = (rows[rows.length - 1] as ExportRow).seq;
  }
}
