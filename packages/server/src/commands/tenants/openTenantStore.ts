import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TenantStore, WebhookOutboxPort } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';
import type { ServerConfig } from '../../config/types';
import { _redactedUrl } from '../../config/redactedUrl';
import { _CommandError } from '../commandError';

/** The tenant store a command works on, and how to let it go. @internal */
export interface _OpenedTenantStore {
  /** The tenants. */
  readonly tenants: TenantStore;
  /** The webhook outbox (replays, backlogs). */
  readonly webhooks: WebhookOutboxPort;
  /** Where it is, for messages: the database file or the redacted Redis URL. */
  readonly where: string;
  /** Closes the database or the Redis connection. */
  close(): Promise<void>;
}

/** What Redis answers a connection whose credentials it refuses: no retry makes it serve. */
const AUTH_REFUSAL = /^(?:WRONGPASS|NOAUTH|NOPERM) /;

/**
 * The tenant store of `config`, beside servers that may be running on it: the Redis of
 * `redisUrl` (within 5 s; at once when it refuses the URL's credentials), else the database file, opened as a second writer (SQLite serialises
 * writers; the WAL lets the servers read meanwhile). `create` lets a missing database be created
 * (`add-org` on a store no server opened yet). A {@link _CommandError} says why it cannot.
 *
 * @internal
 */
export async function _openTenantStore(config: ServerConfig, create: boolean): Promise<_OpenedTenantStore> {
  if (config.redisUrl !== null) {
    const where = _redactedUrl(config.redisUrl);
    const { openRedisStore } = await import('@rcs-send/redis'); // loaded for Redis only, as the server loads it
    const store = openRedisStore({ url: config.redisUrl });
    let refuse = (_refusal: string): void => undefined;
    const refused = new Promise<string>((resolve) => (refuse = resolve));
    const onError = (error: Error): void => {
      if (AUTH_REFUSAL.test(error.message)) refuse(error.message.split('\n')[0] as string);
    };
    store.redis.on('error', onError);
    const failure = await Promise.race([store.ready(5000).then((ready) => (ready ? undefined : `cannot reach Redis at ${where} within 5 s`)), refused.then((refusal) => `Redis at ${where} refused its credentials: ${refusal} (the user and password of RCS_SEND_REDIS_URL, or redisUrl in --config)`)]);
    store.redis.off('error', onError);
    if (failure !== undefined) {
      await store.close();
      throw new _CommandError(failure);
    }
    return { tenants: store.tenants, webhooks: store.webhooks, where, close: () => store.close() };
  }
  const path = resolve(config.database);
  if (!create && !existsSync(path)) throw new _CommandError(`no database at ${path} (RCS_SEND_DB or "database" in --config name it; the server or "tenants add-org" creates it)`);
  try {
    const store = openSqliteStore({ path, writerLock: false }); // beside the server that holds the lock
    return { tenants: store.tenants, webhooks: store.webhooks, where: path, close: () => store.close() };
  } catch (error) {
    throw new _CommandError(`cannot open the database at ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
