import type { CompletedIdempotencyKey, IdempotencyClaim, IdempotencyPort, ServiceResponse } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';

/** The Idempotency-Key store: the port, and what the submit transaction calls to keep a key's response with its messages. @internal */
export interface _Idempotency {
  /** The port. */
  readonly port: IdempotencyPort;
  /** Writes the response of a claimed key: inside the submit transaction. */
  keep(completed: CompletedIdempotencyKey): void;
  /** After that transaction committed: the claim is over (the key replays from now on). */
  kept(completed: CompletedIdempotencyKey): void;
}

/**
 * The Idempotency-Key store: completed responses in the `idempotency` table, keyed by scope
 * (the principal) and key, for `ttlMs` after completion; keys in progress in memory only (a
 * claim lives as long as its request). No cap is shared between scopes: a principal's keys
 * never push out another's. A response is kept in the transaction that stores the request's
 * messages (`keep`), or by `complete` through the group commit; the key reads as in progress
 * until that commit.
 *
 * @internal
 */
export function _sqliteIdempotency(db: _Database, commit: _GroupCommit, now: () => number, ttlMs: number): _Idempotency {
  const select = db.prepare<[string, string, number], { fingerprint: string; response: string }>('SELECT fingerprint, response FROM idempotency WHERE scope = ? AND key = ? AND expires_at > ?');
  const upsert = db.prepare('INSERT OR REPLACE INTO idempotency (scope, key, fingerprint, response, expires_at) VALUES (?, ?, ?, ?, ?)');
  const claims = new Map<string, string>(); // claimed and not yet settled: fingerprint by scope and key
  const idOf = (scope: string, key: string): string => JSON.stringify([scope, key]);
  const write = (scope: string, key: string, fingerprint: string, response: ServiceResponse): void => {
    upsert.run(scope, key, fingerprint, JSON.stringify(response), now() + ttlMs);
  };

  const port: IdempotencyPort = {
    async claim(scope, key, fingerprint): Promise<IdempotencyClaim> {
      const id = idOf(scope, key);
      const claimed = claims.get(id);
      if (claimed !== undefined) return claimed === fingerprint ? { state: 'in-progress' } : { state: 'mismatch' };
      const row = _guard(db, 'claim', () => select.get(scope, key, now()));
      if (row !== undefined) return row.fingerprint === fingerprint ? { state: 'replay', response: JSON.parse(row.response) as ServiceResponse } : { state: 'mismatch' };
      claims.set(id, fingerprint);
      return { state: 'claimed' };
    },
    async complete(scope, key, response) {
      const id = idOf(scope, key);
      const fingerprint = claims.get(id);
      if (fingerprint === undefined) return;
      try {
        await commit.write('complete', () => write(scope, key, fingerprint, response));
      } finally {
        claims.delete(id); // kept or not, the request is over: a retry replays it or runs afresh
      }
    },
    async release(scope, key) {
      claims.delete(idOf(scope, key));
    },
  };

  return {
    port,
    keep({ scope, key, response }) {
      const fingerprint = claims.get(idOf(scope, key));
      if (fingerprint !== undefined) write(scope, key, fingerprint, response);
    },
    kept: ({ scope, key }) => void claims.delete(idOf(scope, key)),
  };
}
