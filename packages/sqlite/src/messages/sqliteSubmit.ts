import { dateTimeToEpochMs } from '@rcs-send/core';
import type { SubmitPort, SubmittedBatch } from '@rcs-send/service';
import type { _Ledger } from '../balance/sqliteBalance';
import type { _Database } from '../database/openDatabase';
import type { _Idempotency } from '../idempotency/sqliteIdempotency';
import type { _GroupCommit } from '../write/groupCommit';

/** Error of a submit one of whose message ids is already stored (nothing written, nothing debited). */
const DUPLICATE_ID = 'a message with this id is already stored';

/** A message's columns computed before the transaction: its JSON and its times. */
interface PreparedRow {
  readonly json: string;
  readonly expiresAt: number | null;
  readonly acceptedAt: number | undefined;
}

/** What the submit port writes with besides the database. @internal */
export interface _SubmitParts {
  /** The store's clock, in epoch milliseconds. */
  readonly now: () => number;
  /** Debits the organization in the same transaction. */
  readonly ledger: _Ledger;
  /** Keeps a batch's Idempotency-Key response in the same transaction. */
  readonly idempotency: _Idempotency;
  /** Told of the messages stored, once durable. */
  readonly stored: (count: number) => void;
}

/**
 * The submit port: each batch (a request's messages) is one job of the next group commit,
 * whose transaction stores every message (queued, due at once; its state reads ACCEPTED from
 * that row until it changes), debits its organization's balance by their number and keeps
 * the batch's Idempotency-Key response. A batch resolves once that transaction is durable;
 * when it fails, every job of the flush rejects and nothing of it is written. A batch one of
 * whose ids is already stored rejects alone, having written nothing (its own savepoint).
 * `submit` is a batch of one.
 *
 * @internal
 */
export function _sqliteSubmit(db: _Database, commit: _GroupCommit, parts: _SubmitParts): SubmitPort {
  const { now, ledger, idempotency, stored } = parts;
  const insert = db.prepare(
    `INSERT INTO messages (id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, platform_id, handovers, queued, updated_at, accepted_ms, recipient, sender)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, 1, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  // A savepoint inside the flush's transaction: a duplicate undoes this batch only.
  const storeBatch = db.transaction((batch: SubmittedBatch, rows: readonly PreparedRow[]): boolean => {
    const time = now();
    for (let i = 0; i < rows.length; i += 1) {
      const { id, organizationId, principalId, index, acceptedAt, message } = batch.messages[i] as SubmittedBatch['messages'][number];
      const row = rows[i] as PreparedRow;
      // Due from its acceptance (oldest first), never later than now: a clock ahead of the store's delays nothing.
      const dueAt = row.acceptedAt === undefined ? time : Math.min(row.acceptedAt, time);
      // Listed by its acceptance instant (the clock's now for a date-time the core cannot read: there is none from the service).
      const listedAt = row.acceptedAt ?? time;
      if (insert.run(id, organizationId, principalId, index, acceptedAt, row.json, row.expiresAt, dueAt, time, listedAt, message.to, message.from).changes === 0) throw new Error(DUPLICATE_ID);
    }
    ledger.debit(batch.organizationId, rows.length);
    if (batch.idempotency !== undefined) idempotency.keep(batch.idempotency);
    return true;
  });

  const submitBatch = async (batch: SubmittedBatch): Promise<void> => {
    const count = batch.messages.length;
    // Computed before the write, so that a message that cannot be written rejects its batch alone;
    // let go once written, not held through the wait for the fsync, where young-generation
    // collections would copy them (17 KB of JSON a request of payload M).
    let unwritten: readonly PreparedRow[] | undefined = batch.messages.map(({ message, acceptedAt, expiresAt }): PreparedRow => ({
      json: JSON.stringify(message),
      expiresAt,
      acceptedAt: dateTimeToEpochMs(acceptedAt),
    }));
    const taken = await commit.write(
      'submit',
      () => {
        const rows = unwritten as readonly PreparedRow[];
        unwritten = undefined;
        try {
          return storeBatch(batch, rows);
        } catch (error) {
          if (error instanceof Error && error.message === DUPLICATE_ID) return false;
          throw error;
        }
      },
      (done) => {
        if (done) ledger.moved(batch.organizationId, count); // the debit is in the database: read by the next reservation at once
      },
    );
    if (!taken) throw new Error(DUPLICATE_ID);
    // Once durable: the key replays, and the worker may hand the messages over.
    if (batch.idempotency !== undefined) idempotency.kept(batch.idempotency);
    stored(count);
  };

  return {
    submit: (message) => submitBatch({ organizationId: message.organizationId, messages: [message] }),
    submitBatch,
  };
}
