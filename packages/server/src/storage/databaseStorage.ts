import { openSqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../config/types';
import { _databaseCheck } from '../health/databaseCheck';
import type { _OpenedResources } from '../lifecycle/openedResources';
import type { _ServerStorage } from './serverStorage';

/**
 * The storage of a single server: the SQLite store at `config.database` (`@rcs-send/sqlite`,
 * created when missing), recorded in `opened`. The configured balances are starting values,
 * written only where the database has none, so a restart never refills them. Its submit stores
 * a message, records it ACCEPTED and debits its unit in one transaction; its queue feeds the
 * worker; its states, seen keys and Idempotency-Keys survive a restart. A failure of the
 * retention sweep goes to `onError`.
 *
 * @internal
 */
export function _openDatabaseStorage(config: ServerConfig, opened: _OpenedResources, onError: (error: unknown) => void): _ServerStorage {
  const store = opened.add(openSqliteStore({ path: config.database, onError }), (open) => open.close());
  store.seedBalances(Object.fromEntries(config.organizations.map((organization) => [organization.id, organization.balance])));
  const { submit, balance, idempotency, states, seen, queue } = store;
  return { ports: { submit, balance, idempotency }, recordsAccepted: true, states, seen, queue: { database: queue }, checks: { database: _databaseCheck(store) } };
}
