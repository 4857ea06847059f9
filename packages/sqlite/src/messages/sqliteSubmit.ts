import { dateTimeToEpochMs } from '@rcs-send/core';
import type { SubmitPort } from '@rcs-send/service';
import type { _Ledger } from '../balance/sqliteBalance';
import type { _Database } from '../database/openDatabase';
import type { _States } from '../states/sqliteStates';
import type { _GroupCommit } from '../write/groupCommit';

/** Error of a submit whose message id is already stored (nothing written, nothing debited). */
const DUPLICATE_ID = 'a message with this id is already stored';

/**
 * The submit port: each message joins the next group commit, whose transaction stores it
 * (queued, due at once), records its ACCEPTED state (at its `acceptedAt`, with its
 * organization, recipient and sender: a cancel withdraws it at the platform by them) and debits one unit of its organization's balance. A submit resolves once
 * that transaction committed; when it fails, every submit of the flush rejects and nothing of
 * it is written. A message whose id is already stored rejects alone.
 *
 * @internal
 */
export function _sqliteSubmit(db: _Database, commit: _GroupCommit, parts: { readonly now: () => number; readonly ledger: _Ledger; readonly states: _States; readonly stored: () => void }): SubmitPort {
  const { now, ledger, states, stored } = parts;
  const insert = db.prepare(
    `INSERT INTO messages (id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, platform_id, handovers, queued, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, ?) ON CONFLICT DO NOTHING`,
  );
  return {
    async submit(submitted) {
      const { id, organizationId, principalId, index, acceptedAt, message } = submitted;
      const json = JSON.stringify(message);
      const expiresAt = message.expirationDateTime === undefined ? null : (dateTimeToEpochMs(message.expirationDateTime) ?? null);
      const accepted = dateTimeToEpochMs(acceptedAt);
      const inserted = await commit.write(
        'submit',
        () => {
          const time = now();
          // Due from its acceptance (oldest first), never later than now: a clock ahead of the store's delays nothing.
          const dueAt = accepted === undefined ? time : Math.min(accepted, time);
          if (insert.run(id, organizationId, principalId, index, acceptedAt, json, expiresAt, dueAt, id, time).changes === 0) return false;
          states.advanceNow({ id, state: 'ACCEPTED', at: acceptedAt, organizationId, to: message.to, from: message.from });
          ledger.debit(organizationId, 1);
          return true;
        },
        (done) => {
          if (!done) return;
          ledger.moved(organizationId);
          stored();
        },
      );
      if (!inserted) throw new Error(DUPLICATE_ID);
    },
  };
}
