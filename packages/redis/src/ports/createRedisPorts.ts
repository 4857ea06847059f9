import type { IdempotencyPort, RateLimitPort, TenantStore } from '@rcs-send/service';
import { createRedisBalancePort, type RedisBalancePort } from '../balance/redisBalance';
import { connectRedis, type RedisClient, type RedisConnectionOptions } from '../client/connectRedis';
import type { RedisPortOptions } from '../client/options';
import { createRedisIdempotencyPort } from '../idempotency/redisIdempotency';
import { createRedisRateLimitPort } from '../rateLimit/redisRateLimit';
import { createRedisSubmitPort, type RedisSubmitPort } from '../queue/redisSubmit';
import { createRedisTenantStore } from '../tenants/redisTenants';
import { _whenReady } from './whenReady';

/** Options of {@link createRedisPorts}. @public */
export interface RedisPortsOptions extends RedisPortOptions {
  /**
   * A connection (to one Redis or a Redis Cluster), or the URL to open one with {@link connectRedis}
   * (closed by {@link RedisPorts.close}): `redis://host:port` or `redis+cluster://host:port,host:port`.
   */
  readonly redis: RedisClient | string;
  /** How to connect when `redis` is a URL. */
  readonly connection?: RedisConnectionOptions;
  /** Starting balances per organization, written only where Redis has none yet, each time the connection becomes ready. */
  readonly balances?: Readonly<Record<string, number>>;
  /** The per-principal rate limit; absent or null: no rate limit port. */
  readonly rateLimit?: { readonly requestsPerSecond: number; readonly burst?: number } | null;
  /**
   * Seconds a completed Idempotency-Key is remembered.
   * @defaultValue 86400
   */
  readonly idempotencyTtlSeconds?: number;
  /**
   * The Redis Stream of accepted messages.
   * @defaultValue `${prefix}messages`
   */
  readonly stream?: string;
}

/** The Redis ports of the send service, and their connection. @public */
export interface RedisPorts {
  /** The connection every port uses. */
  readonly redis: RedisClient;
  /** The balance ledger. */
  readonly balance: RedisBalancePort;
  /** The submit queue (a Redis Stream). */
  readonly submit: RedisSubmitPort;
  /** The Idempotency-Key store. */
  readonly idempotency: IdempotencyPort;
  /** Organizations, members, senders, API keys (digests), the balance ledger and usage. */
  readonly tenants: TenantStore;
  /** The rate limit, when one was configured. */
  readonly rateLimit?: RateLimitPort;
  /** Resolves true once connected (and the balances seeded), false if that did not happen within `timeoutMs` (default 5000). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Closes the connection if these ports opened it (from a URL); else leaves it to its owner. */
  close(): Promise<void>;
}

/**
 * Every port of the send service that must be shared by a fleet of instances, on one Redis:
 * balance, submit queue, idempotency, tenants (which the host's authentication and organization
 * ports read) and (when configured) rate limit.
 *
 * @public
 */
export function createRedisPorts(options: RedisPortsOptions): RedisPorts {
  const owned = typeof options.redis === 'string';
  const redis = typeof options.redis === 'string' ? connectRedis(options.redis, options.connection) : options.redis;
  const common: RedisPortOptions = {
    ...(options.prefix === undefined ? {} : { prefix: options.prefix }),
    ...(options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds }),
  };
  const balance = createRedisBalancePort(redis, common);
  const seed = async (): Promise<void> => {
    if (options.balances !== undefined) await balance.seed(options.balances);
  };
  const whenReady = _whenReady(redis, seed);
  const { rateLimit } = options;
  return {
    redis,
    balance,
    tenants: createRedisTenantStore(redis, balance, common),
    submit: createRedisSubmitPort(redis, { ...common, ...(options.stream === undefined ? {} : { stream: options.stream }) }),
    idempotency: createRedisIdempotencyPort(redis, { ...common, ...(options.idempotencyTtlSeconds === undefined ? {} : { ttlSeconds: options.idempotencyTtlSeconds }) }),
    ...(rateLimit === undefined || rateLimit === null ? {} : { rateLimit: createRedisRateLimitPort(redis, { ...common, ...rateLimit }) }),
    ready: whenReady,
    async close() {
      if (!owned) return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
