import type { OptOutPort } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';

/**
 * The {@link @rcs-send/service#OptOutPort} in the `opt_outs` table: one row per agent and
 * phone number that unsubscribed, deleted when it subscribes again (an opt-out is kept as
 * long as it holds: it is the user's word, not a record that expires). Written through the
 * group commit.
 *
 * @internal
 */
export function _sqliteOptOuts(db: _Database, commit: _GroupCommit, now: () => number): OptOutPort {
  const unsubscribe = db.prepare('INSERT INTO opt_outs (agent_id, phone_number, since) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const subscribe = db.prepare('DELETE FROM opt_outs WHERE agent_id = ? AND phone_number = ?');
  const find = db.prepare<[string, string], { readonly since: number }>('SELECT since FROM opt_outs WHERE agent_id = ? AND phone_number = ?');
  return {
    record: ({ agentId, phoneNumber, subscribed }) =>
      commit.write('opt-out', () => (subscribed ? subscribe.run(agentId, phoneNumber) : unsubscribe.run(agentId, phoneNumber, now())).changes === 1),
    isUnsubscribed: async (agentId, phoneNumber) => _guard(db, 'read', () => find.get(agentId, phoneNumber) !== undefined),
  };
}
