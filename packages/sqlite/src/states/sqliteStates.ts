import { applyChange, handingOver, statusEvent, type MessageStatePort, type MessageStatus, type StateChange } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _EventLog } from '../events/sqliteEventLog';
import type { _GroupCommit } from '../write/groupCommit';
import { _ACCEPTED_COLUMNS, _acceptedStatus, type _AcceptedRow } from './acceptedStatus';

/**
 * Message states in the `states` table, one row per message that changed state since its
 * acceptance: its status with the history as JSON, its state and channel (what the message
 * list filters on), and when it last changed (the start of its retention). A stored message
 * without a row there is ACCEPTED, read from its own row. `advance` goes through the group
 * commit: read, apply, write (only when the change moves the message forward), in the flush's
 * transaction, so changes are applied one at a time, in the order they were made; a change
 * the client is told about writes its `message.status` event (at the store's `now()`) and
 * queues its delivery in `events`, in that same transaction: the state and its event are
 * stored together or not at all.
 *
 * @internal
 */
export function _sqliteStates(db: _Database, commit: _GroupCommit, now: () => number, events: Pick<_EventLog, 'recordWithin'>): MessageStatePort {
  const select = db.prepare<[string], { status: string }>('SELECT status FROM states WHERE id = ?');
  const selectAccepted = db.prepare<[string], _AcceptedRow>(`SELECT ${_ACCEPTED_COLUMNS} FROM messages WHERE id = ?`);
  const upsert = db.prepare(
    `INSERT INTO states (id, status, updated_at, state, channel) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, state = excluded.state, channel = excluded.channel`,
  );
  const read = (id: string): MessageStatus | undefined => {
    const row = select.get(id);
    if (row !== undefined) return JSON.parse(row.status) as MessageStatus;
    const accepted = selectAccepted.get(id);
    return accepted === undefined ? undefined : _acceptedStatus(accepted);
  };
  const write = (status: MessageStatus): void => void upsert.run(status.id, JSON.stringify(status), now(), status.state, status.channel ?? 'RCS');
  const advanceNow = (change: StateChange): MessageStatus | undefined => {
    const next = applyChange(read(change.id), change);
    if (next === undefined) return undefined;
    write(next);
    const event = statusEvent(next);
    if (event !== undefined && next.organizationId !== undefined) events.recordWithin({ organizationId: next.organizationId, event, at: now() });
    return next;
  };
  const handOverNow = (id: string, inFlight: boolean): boolean => {
    const outcome = handingOver(read(id), inFlight);
    if ('proceed' in outcome) return outcome.proceed;
    write(outcome.write);
    return true;
  };
  return {
    get: async (id) => _guard(db, 'state lookup', () => read(id)),
    advance: (change) => commit.write('state change', () => advanceNow(change)),
    handOver: (id, inFlight) => commit.write('handover mark', () => handOverNow(id, inFlight)),
  };
}
