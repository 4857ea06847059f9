import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';

/**
 * The retention sweep, one transaction: deletes the messages no longer queued whose last
 * change (acceptance, acknowledgement, state) is `retentionMs` old or older, with their
 * states; the states of no message of this store just as old; the SMS fallbacks (and their
 * SMSC ids) of no message of this store whose last change is just as old; the events written
 * just as long ago, with their deliveries still queued; and the Idempotency-Keys and seen keys
 * that expired. A message still queued, and its state, are never deleted. The organizations'
 * last sequences stay: an event written after a sweep continues its organization's numbering.
 *
 * @internal
 */
export function _sweeper(db: _Database, now: () => number, retentionMs: number): () => void {
  const oldStates = db.prepare(
    `DELETE FROM states WHERE updated_at <= @cutoff
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = states.id AND (m.queued = 1 OR m.updated_at > @cutoff))`,
  );
  const oldMessages = db.prepare(
    `DELETE FROM messages WHERE queued = 0 AND updated_at <= @cutoff
       AND NOT EXISTS (SELECT 1 FROM states s WHERE s.id = messages.id AND s.updated_at > @cutoff)`,
  );
  const forgotten = `SELECT id FROM sms_fallbacks WHERE updated_at <= @cutoff AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = sms_fallbacks.id)`;
  const oldSegments = db.prepare(`DELETE FROM sms_segments WHERE id IN (${forgotten})`);
  const oldFallbacks = db.prepare(`DELETE FROM sms_fallbacks WHERE id IN (${forgotten})`);
  const oldDeliveries = db.prepare('DELETE FROM deliveries WHERE (organization_id, sequence) IN (SELECT organization_id, sequence FROM events WHERE at <= ?)');
  const oldEvents = db.prepare('DELETE FROM events WHERE at <= ?');
  const expiredKeys = db.prepare('DELETE FROM idempotency WHERE expires_at <= ?');
  const expiredSeen = db.prepare('DELETE FROM seen WHERE expires_at <= ?');
  const sweep = db.transaction((time: number) => {
    const cutoff = time - retentionMs;
    oldStates.run({ cutoff });
    oldMessages.run({ cutoff });
    oldSegments.run({ cutoff });
    oldFallbacks.run({ cutoff });
    oldDeliveries.run(cutoff);
    oldEvents.run(cutoff);
    expiredKeys.run(time);
    expiredSeen.run(time);
  });
  return () => _guard(db, 'sweep', () => sweep.immediate(now()));
}
