import { createHash } from 'node:crypto';
import type { SeenPort } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import type { _GroupCommit } from '../write/groupCommit';

/**
 * The {@link @rcs-send/service#SeenPort} in the `seen` table: the SHA-256 of each key (bounded
 * in size whatever the platform sends, no content stored) and when it is forgotten, `ttlMs`
 * after it was first seen. A key is first seen when it has no row or an expired one; written
 * through the group commit, so two offers of one key in one flush see each other.
 *
 * @internal
 */
export function _sqliteSeen(db: _Database, commit: _GroupCommit, now: () => number, ttlMs: number): SeenPort {
  const offer = db.prepare('INSERT INTO seen (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE seen.expires_at <= ?');
  return {
    firstSeen(key) {
      const digest = createHash('sha256').update(key, 'utf8').digest();
      return commit.write('seen', () => {
        const time = now();
        return offer.run(digest, time + ttlMs, time).changes === 1;
      });
    },
  };
}
