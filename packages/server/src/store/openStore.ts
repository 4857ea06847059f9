import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { Store } from '@rcs-send/service';
import { DatabaseInUseError, openSqliteStore, type SqliteStoreStats } from '@rcs-send/sqlite';
import { ConfigError } from '../config/check';
import { _redactedUrl } from '../config/redactedUrl';
import type { ServerConfig } from '../config/types';
import { _errorSummary } from '../http/requestLog';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _bootstrapTenants } from '../tenants/bootstrapTenants';
import { _configuredTenantsGate } from '../tenants/configuredTenantsGate';
import { _configuredTenantsStored } from '../tenants/configuredTenantsStored';
import { _positiveCache } from '../tenants/positiveCache';

/** A store a server or a worker runs on, and what its metrics read of it. @internal */
export interface _OpenedStore {
  /** The store, its configured tenants brought in. */
  readonly store: Store;
  /** The database's commits and messages stored so far, for the metrics; undefined on Redis. */
  readonly stats: (() => SqliteStoreStats) | undefined;
  /** Where the queue and the states are, in words (for the banner): the database, or this process's consumer of the stream. */
  readonly description: string;
  /** Keeps a tenant stored after the start (the run's key) with the configuration: on Redis brought in again, and looked for, with it; nothing to do on the database, which loses nothing. */
  keep(tenant: KeptTenant): void;
}

/** A tenant stored after the start, that the store must keep holding while the server runs. */
interface KeptTenant {
  /** Stores it again where the store lacks it. */
  restore(): Promise<void>;
  /** Whether the store holds it; rejects as the store does. */
  isStored(): Promise<boolean>;
}

/** How long an instance on Redis keeps a key, an access or a sender it found: the longest a revocation takes to count there. */
const TENANT_READS_TTL_MS = 500;

/**
 * The store of `config`, the one place that names a medium, recorded in `opened`: the embedded
 * SQLite database at `config.database` (created when missing; holding its writer lock, so that a
 * second server on it is refused: a {@link ConfigError} naming the file and how to run a fleet),
 * or, with `redisUrl`, the fleet's Redis or Redis Cluster. The configuration's tenants are brought
 * in where the store lacks them ({@link _bootstrapTenants}): on the database at once; on Redis at
 * each connection (a Redis restarted without its data has lost them), retried every second while
 * that fails, the keyed reads refused (503) and `checks.tenants` not ok until they are in
 * ({@link _configuredTenantsGate}; the check looks for them in Redis, {@link _configuredTenantsStored}),
 * a request's reads kept 500 ms ({@link _positiveCache}); what `keep` is given (the run's key) is
 * brought in and looked for with them. It waits up to 5 s for Redis, then logs
 * `redis-unreachable` and goes on: the server answers 503 until Redis is there.
 *
 * `@rcs-send/redis` is loaded here, for Redis only. Its ioredis defines a class that extends
 * `String`, and from then on V8 keeps `String.prototype`'s properties in a dictionary in the
 * whole process: every string method the core and the HTTP layer call gets slower (validating
 * payload M took 31 µs instead of 19, the duplicate-key check 23 instead of 11). A server on its
 * database never pays that.
 *
 * @internal
 */
export async function _openStore(config: ServerConfig, opened: _OpenedResources, onError: (error: unknown) => void, log: (line: string) => void): Promise<_OpenedStore> {
  const { redisUrl } = config;
  if (redisUrl === null) {
    const store = opened.add(openDatabase(config.database, onError), (open) => open.close());
    await _bootstrapTenants(store.tenants, config, log);
    return { store, stats: () => store.stats(), description: 'queue and states in the database', keep: () => undefined };
  }
  const consumer = `${hostname()}:${process.pid}`; // unique per process: each engine of the fleet takes a share of the stream
  const { claimIdleMs } = config;
  const claimEveryMs = Math.max(100, Math.min(10_000, Math.floor(claimIdleMs / 5))); // a dead instance's messages wait at most a fifth more than claimIdleMs
  const { openRedisStore } = await import('@rcs-send/redis');
  const store = opened.add(openRedisStore({ url: redisUrl, rateLimit: config.rateLimit, consumer, claimIdleMs, claimEveryMs }), (open) => open.close());
  const kept: KeptTenant[] = [];
  const bringIn = async (): Promise<void> => {
    await _bootstrapTenants(store.tenants, config, log);
    for (const tenant of kept) await tenant.restore();
  };
  const bootstrap = (): Promise<void> =>
    bringIn().catch((error: unknown) => {
      log(JSON.stringify({ time: new Date().toISOString(), event: 'port-error', source: 'tenants', ..._errorSummary(error) }));
      throw error;
    });
  const configuredStored = _configuredTenantsStored(store.tenants, config);
  const stored = async (): Promise<boolean> => (await configuredStored()) && (await Promise.all(kept.map((tenant) => tenant.isStored()))).every(Boolean);
  const gate = opened.add(_configuredTenantsGate(_positiveCache(store.tenants, TENANT_READS_TTL_MS), store.redis, bootstrap, stored), (shut) => shut.close());
  if (!(await store.ready(5000)) || !(await gate.whenOpen(5000))) log(JSON.stringify({ time: new Date().toISOString(), event: 'redis-unreachable', url: _redactedUrl(redisUrl) }));
  const description = `consumer ${consumer} of the stream's group delivery; states and events in Redis on each organization's slot (rcs-send:{o:<organization>}...)`;
  const keep = (tenant: KeptTenant): void => void kept.push(tenant);
  return { store: { ...store, tenants: { ...store.tenants, ...gate.reads }, checks: { ...store.checks, tenants: gate.check } }, stats: undefined, description, keep };
}

/** The database at `path`, holding its writer lock, or a {@link ConfigError} naming the file and why it cannot be opened (another live server or worker writes it, no such folder, not a database, a newer schema). */
function openDatabase(path: string, onError: (error: unknown) => void) {
  try {
    return openSqliteStore({ path, onError });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new ConfigError(`${error.message}: one database serves one server; to run several, give them one Redis (RCS_SEND_REDIS_URL), or give each its own database (RCS_SEND_DB)`);
    }
    throw new ConfigError(`cannot open the database ${resolve(path)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
