import type { LeasedDelivery, WebhookOutboxPort } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';
import { _EVENT_COLUMNS, _keptEventOf, type _EventRow } from './eventRow';

/** A row of a lease: the event, and the attempt its delivery is at. */
type LeaseRow = _EventRow & { readonly attempt: number };

/**
 * The webhook deliveries still to make, in the `deliveries` table: one row per event queued,
 * with when it is due and the attempt to make. `lease` takes the organization's deliveries due
 * by `now` in the order of the `deliveries_due` index (earliest due, then sequence) and moves
 * each one's due time to the end of its lease, so that no other lease takes it before then and
 * one whose process died is due again after. `settle` deletes a delivery or moves it to its
 * retry (one attempt more); `replay` queues a range of the log again, as first attempts due at
 * the store's `now()` (one due earlier keeps its place). Every change is one job of the group commit.
 *
 * @internal
 */
export function _sqliteWebhookOutbox(db: _Database, commit: _GroupCommit, now: () => number): WebhookOutboxPort {
  const due = db.prepare<[string, number, number], LeaseRow>(
    `SELECT ${_EVENT_COLUMNS}, d.attempt FROM deliveries d JOIN events e ON e.organization_id = d.organization_id AND e.sequence = d.sequence
     WHERE d.organization_id = ? AND d.due_at <= ? ORDER BY d.due_at, d.sequence LIMIT ?`,
  );
  const leaseUntil = db.prepare('UPDATE deliveries SET due_at = ? WHERE organization_id = ? AND sequence = ?');
  const forget = db.prepare('DELETE FROM deliveries WHERE organization_id = ? AND sequence = ?');
  const retry = db.prepare('UPDATE deliveries SET due_at = ?, attempt = attempt + 1 WHERE organization_id = ? AND sequence = ?');
  const dropAll = db.prepare('DELETE FROM deliveries WHERE organization_id = ?');
  const requeue = db.prepare(
    `INSERT INTO deliveries (organization_id, sequence, due_at, attempt)
     SELECT organization_id, sequence, @dueAt, 1 FROM events
     WHERE organization_id = @organizationId AND at >= @since AND at < @until AND (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))
     ON CONFLICT (organization_id, sequence) DO UPDATE SET due_at = min(due_at, excluded.due_at), attempt = 1`,
  );
  const backlog = db.prepare<[string], { pending: number; oldestAt: number | null }>(
    `SELECT count(*) AS pending, min(e.at) AS oldestAt FROM deliveries d JOIN events e ON e.organization_id = d.organization_id AND e.sequence = d.sequence WHERE d.organization_id = ?`,
  );

  return {
    lease: (organizationId, at, leaseMs, limit) =>
      commit.write('webhook lease', () =>
        due.all(organizationId, at, limit).map((row): LeasedDelivery => {
          leaseUntil.run(at + leaseMs, organizationId, row.sequence);
          return { event: _keptEventOf(row), attempt: row.attempt };
        }),
      ),
    settle: (organizationId, sequence, retryAt) =>
      commit.write('webhook settle', () => void (retryAt === undefined ? forget.run(organizationId, sequence) : retry.run(retryAt, organizationId, sequence))),
    drop: (organizationId) => commit.write('webhook drop', () => dropAll.run(organizationId).changes),
    replay: (organizationId, { since, until, types }) =>
      commit.write('webhook replay', () => requeue.run({ organizationId, since, until, types: types === undefined ? null : JSON.stringify(types), dueAt: now() }).changes),
    backlog: async (organizationId) => _guard(db, 'webhook backlog', () => backlog.get(organizationId) as { pending: number; oldestAt: number | null }),
  };
}
