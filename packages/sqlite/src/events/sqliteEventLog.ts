import { randomUUID } from 'node:crypto';
import type { EventLogPort, KeptEvent, NewEvent } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';
import { _EVENT_COLUMNS, _keptEventOf, type _EventRow } from './eventRow';

/** The event logs: the port, and the write a state change makes inside its own transaction. @internal */
export interface _EventLog {
  /** The event log port. */
  readonly port: EventLogPort;
  /** Writes `event` and queues its delivery, inside the caller's transaction; answers the event of its key when the log holds one. */
  recordWithin(event: NewEvent): KeptEvent;
}

/**
 * The organizations' event logs in the `events` table. A write, one job of the group commit,
 * takes the organization's next sequence from `event_logs` (one more than its last, which a
 * sweep never lowers), inserts the event with a fresh `msg_` id and queues its delivery in
 * `deliveries`, due at the store's `now()` as attempt 1, all in the flush's transaction: the
 * writes of one process follow one another, so every sequence is taken once and none is
 * skipped, and an event is seen only with every lower one of its organization. A keyed write
 * first looks the key up, in the same transaction, and answers the event it finds.
 *
 * @internal
 */
export function _sqliteEventLog(db: _Database, commit: _GroupCommit, now: () => number): _EventLog {
  const byKey = db.prepare<[string, string], _EventRow>(`SELECT ${_EVENT_COLUMNS} FROM events e WHERE e.organization_id = ? AND e.key = ?`);
  const nextSequence = db.prepare<[string], { last_sequence: number }>(
    'INSERT INTO event_logs (organization_id, last_sequence) VALUES (?, 1) ON CONFLICT (organization_id) DO UPDATE SET last_sequence = last_sequence + 1 RETURNING last_sequence',
  );
  const insert = db.prepare('INSERT INTO events (organization_id, sequence, id, type, data, at, key) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const queue = db.prepare('INSERT INTO deliveries (organization_id, sequence, due_at, attempt) VALUES (?, ?, ?, 1)');
  const after = db.prepare<[string, number, number], _EventRow>(`SELECT ${_EVENT_COLUMNS} FROM events e WHERE e.organization_id = ? AND e.sequence > ? ORDER BY e.sequence LIMIT ?`);

  const recordWithin = ({ organizationId, event, at, key }: NewEvent): KeptEvent => {
    const known = key === undefined ? undefined : byKey.get(organizationId, key);
    if (known !== undefined) return _keptEventOf(known);
    const { last_sequence: sequence } = nextSequence.get(organizationId) as { last_sequence: number };
    const id = `msg_${randomUUID()}`;
    insert.run(organizationId, sequence, id, event.type, JSON.stringify(event.data), at, key ?? null);
    queue.run(organizationId, sequence, now());
    return { organizationId, sequence, id, at, event };
  };

  return {
    port: {
      record: (event) => commit.write('event', () => recordWithin(event)),
      after: async (organizationId, afterSequence, limit) => _guard(db, 'events', () => after.all(organizationId, afterSequence, limit).map(_keptEventOf)),
    },
    recordWithin,
  };
}
