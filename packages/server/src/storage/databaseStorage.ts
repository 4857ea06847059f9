import { resolve } from 'node:path';
import { DatabaseInUseError, openSqliteStore, type SqliteStore } from '@rcs-send/sqlite';
import { ConfigError } from '../config/check';
import type { ServerConfig } from '../config/types';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _bootstrapTenants } from '../tenants/bootstrapTenants';
import type { _ServerStorage } from './serverStorage';

/**
 * The store at `path`, holding its writer lock, or a {@link ConfigError} naming the file and why
 * it cannot be opened (another live server or worker writes it, no such folder, not a database, a
 * newer schema).
 */
function openStore(path: string, onError: (error: unknown) => void): SqliteStore {
  try {
    return openSqliteStore({ path, onError });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new ConfigError(`${error.message}: one database serves one server; to run several, give them one Redis (RCS_SEND_REDIS_URL), or give each its own database (RCS_SEND_DB)`);
    }
    throw new ConfigError(`cannot open the database ${resolve(path)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The storage of a single server: the SQLite store at `config.database` (`@rcs-send/sqlite`,
 * created when missing), recorded in `opened`. The configured balances are starting values,
 * written only where the database has none, so a restart never refills them. Its submit stores
 * a message, records it ACCEPTED and debits its unit in one transaction; its queue feeds the
 * worker; its states, seen keys and Idempotency-Keys survive a restart. A failure of the
 * retention sweep goes to `onError`. A database that cannot be opened is a {@link ConfigError}.
 *
 * @internal
 */
export async function _openDatabaseStorage(config: ServerConfig, opened: _OpenedResources, onError: (error: unknown) => void, log: (line: string) => void): Promise<_ServerStorage> {
  const store = opened.add(openStore(config.database, onError), (open) => open.close());
  await _bootstrapTenants(store.tenants, config, log);
  const { submit, balance, idempotency, states, seen, queue, handovers, optOuts, tenants, smsFallbacks } = store;
  return { ports: { submit, balance, idempotency }, tenants, recordsAccepted: true, states, seen, handovers, optOuts, smsFallbacks, smsFallbackPolicies: tenants, queue: { database: queue }, checks: { database: () => store.health() }, stats: () => store.stats() };
}
