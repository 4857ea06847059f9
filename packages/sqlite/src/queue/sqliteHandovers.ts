import { platformMessageId, type PlatformHandoverPort } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';

/**
 * The {@link PlatformHandoverPort} of the store: `idOf` reads which message holds a platform
 * messageId (only its current handover's: an earlier window's id was revoked); `handOverAgain`
 * queues a message again, due at once (the store's clock), under the next handover's id
 * (`platformMessageId` of `@rcs-send/service`, derived before the write), in one group commit,
 * when it has an expiration still ahead of `atMs`. A handover that another call made (before
 * the read, for the `revoked` window; or between the read and the write) is that call's: true,
 * nothing written twice. `wake` tells the queue's
 * waiting reads.
 *
 * @internal
 */
export function _sqliteHandovers(db: _Database, commit: _GroupCommit, now: () => number, wake: () => void): PlatformHandoverPort {
  // A first window's messageId is the message's id (platform_id NULL); a later window's is platform_id.
  const byPlatformId = db.prepare<{ platformId: string }, { readonly id: string }>(
    'SELECT id FROM messages WHERE platform_id = $platformId UNION ALL SELECT id FROM messages WHERE id = $platformId AND platform_id IS NULL',
  );
  const platformIdOf = db.prepare<[string], { readonly platform_id: string }>('SELECT coalesce(platform_id, id) AS platform_id FROM messages WHERE id = ?');
  const find = db.prepare<[string], { readonly expires_at: number | null; readonly handovers: number; readonly platform_id: string }>(
    'SELECT expires_at, handovers, coalesce(platform_id, id) AS platform_id FROM messages WHERE id = ?',
  );
  const requeue = db.prepare('UPDATE messages SET platform_id = ?, handovers = ?, queued = 1, due_at = ?, updated_at = ? WHERE id = ? AND handovers = ?');
  return {
    idOf: async (platformMessageId) => _guard(db, 'read', () => byPlatformId.get({ platformId: platformMessageId })?.id),
    platformIdOf: async (id) => _guard(db, 'read', () => platformIdOf.get(id)?.platform_id),
    async handOverAgain(id, atMs, revoked) {
      const row = _guard(db, 'read', () => find.get(id));
      if (row === undefined || row.expires_at === null || row.expires_at <= atMs) return false;
      if (revoked !== undefined && row.platform_id !== revoked) return true; // that window was followed already
      const next = row.handovers + 1;
      const nextId = await platformMessageId(id, next);
      return commit.write(
        'hand over again',
        () => {
          const time = now();
          requeue.run(nextId, next, time, time, id, row.handovers);
          return true;
        },
        (done) => {
          if (done) wake();
        },
      );
    },
  };
}
