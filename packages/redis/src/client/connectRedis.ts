import { Redis, type Cluster } from 'ioredis';
import { isRedisClusterUrl, parseRedisClusterUrl } from './clusterUrl';
import { _FailFastCluster } from './failFastCluster';

/** What the ports run on: one Redis, or a Redis Cluster. @public */
export type RedisClient = Redis | Cluster;

/** Options of {@link connectRedis}. @public */
export interface RedisConnectionOptions {
  /**
   * Milliseconds a command may wait for its reply before it fails (and the request gets 503).
   * @defaultValue 2000
   */
  readonly commandTimeoutMs?: number;
  /**
   * Milliseconds one connection attempt may take.
   * @defaultValue 2000
   */
  readonly connectTimeoutMs?: number;
  /**
   * Longest wait between two reconnection attempts, in milliseconds; attempts never stop.
   * @defaultValue 1000
   */
  readonly maxReconnectDelayMs?: number;
  /** Told of each connection error (refused, reset, timed out); by default they are ignored, as each failed command already says so. */
  readonly onError?: (error: Error) => void;
}

/** The fail-fast settings of every connection, to one Redis or to each node of a cluster. */
function failFast(options: RedisConnectionOptions) {
  const maxDelay = options.maxReconnectDelayMs ?? 1000;
  return {
    commandTimeout: options.commandTimeoutMs ?? 2000,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    retryStrategy: (attempt: number): number => Math.min(maxDelay, 50 * 2 ** Math.min(attempt, 10)),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    protocol: 2 as const,
  };
}

/** A Cluster client seeded with every node of `url`, failing as fast as one connection. */
function connectCluster(url: string, options: RedisConnectionOptions): Cluster {
  const { nodes, username, password, tls } = parseRedisClusterUrl(url);
  // A node is never reconnected (the cluster re-reads its slots instead); queueing is _FailFastCluster's.
  const { retryStrategy, enableOfflineQueue: _queued, ...nodeOptions } = failFast(options);
  return new _FailFastCluster(
    nodes.map((node) => ({ ...node })),
    {
      redisOptions: { ...nodeOptions, ...(username === undefined ? {} : { username }), ...(password === undefined ? {} : { password }), ...(tls ? { tls: {} } : {}) },
      clusterRetryStrategy: retryStrategy,
      enableOfflineQueue: true,
      // A command whose connection closed may have run: fail it (503) rather than send it again.
      retryDelayOnFailover: 0,
      slotsRefreshInterval: 1000,
    },
  );
}

/**
 * Opens an ioredis connection to `url` set up to fail fast: while Redis is unreachable every
 * command is refused at once (no offline queue, no retry, nothing resent after a reconnect, so
 * a command never runs twice) and the connection keeps trying to come back in the background.
 * No auto-pipelining: it holds new commands back while a batch is in flight, so a hung Redis
 * would stretch `commandTimeoutMs` several times over. RESP2, which every Redis speaks.
 *
 * `redis://[user:password@]host:port[/db]` (`rediss://` for TLS) opens one {@link ioredis#Redis};
 * `redis+cluster://[user:password@]host:port,host:port,...` (`rediss+cluster://`) opens a
 * {@link ioredis#Cluster} seeded with every node listed. The cluster follows `MOVED` and `ASK`
 * redirections and waits out `CLUSTERDOWN` and `TRYAGAIN` (refusals, so nothing ran), but a
 * command whose node went away while it was in flight fails (503) instead of being sent to the
 * new master: it may have run.
 *
 * @public
 */
export function connectRedis(url: string, options: RedisConnectionOptions = {}): RedisClient {
  const redis = isRedisClusterUrl(url) ? connectCluster(url, options) : new Redis(url, failFast(options));
  redis.on('error', options.onError ?? (() => undefined));
  return redis;
}
