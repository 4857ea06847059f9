import { Redis } from 'ioredis';

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

/**
 * Opens an ioredis connection to `url` (`redis://[user:password@]host:port[/db]`, or
 * `rediss://` for TLS) set up to fail fast: while Redis is unreachable every command is
 * refused at once (no offline queue, no retry, nothing resent after a reconnect, so a command
 * never runs twice) and the connection keeps trying to come back in the background. No
 * auto-pipelining: it holds new commands back while a batch is in flight, so a hung Redis
 * would stretch `commandTimeoutMs` several times over. RESP2, which every Redis speaks.
 *
 * @public
 */
export function connectRedis(url: string, options: RedisConnectionOptions = {}): Redis {
  const maxDelay = options.maxReconnectDelayMs ?? 1000;
  const redis = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? 2000,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    retryStrategy: (attempt) => Math.min(maxDelay, 50 * 2 ** Math.min(attempt, 10)),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    protocol: 2,
  });
  redis.on('error', options.onError ?? (() => undefined));
  return redis;
}
