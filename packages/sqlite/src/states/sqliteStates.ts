import { applyChange, type MessageStatePort, type MessageStatus, type StateChange } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';

/** The state port, and the step the submit transaction records ACCEPTED with. @internal */
export interface _States {
  /** The state port. */
  readonly port: MessageStatePort;
  /** Reads, applies {@link @rcs-send/service#applyChange} and writes when it moves forward: inside a transaction. */
  advanceNow(change: StateChange): MessageStatus | undefined;
}

/**
 * Message states in the `states` table, one row per message: its status with the history as
 * JSON, and when it last changed (the start of its retention). `advance` goes through the
 * group commit: read, apply, write (only when the change moves the message forward), in the
 * flush's transaction, so changes are applied one at a time, in the order they were made.
 *
 * @internal
 */
export function _sqliteStates(db: _Database, commit: _GroupCommit, now: () => number): _States {
  const select = db.prepare<[string], { status: string }>('SELECT status FROM states WHERE id = ?');
  const upsert = db.prepare('INSERT INTO states (id, status, updated_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at');
  const read = (id: string): MessageStatus | undefined => {
    const row = select.get(id);
    return row === undefined ? undefined : (JSON.parse(row.status) as MessageStatus);
  };
  const advanceNow = (change: StateChange): MessageStatus | undefined => {
    const next = applyChange(read(change.id), change);
    if (next !== undefined) upsert.run(change.id, JSON.stringify(next), now());
    return next;
  };
  return {
    port: {
      get: async (id) => _guard(db, 'state lookup', () => read(id)),
      advance: (change) => commit.write('state change', () => advanceNow(change)),
    },
    advanceNow,
  };
}
