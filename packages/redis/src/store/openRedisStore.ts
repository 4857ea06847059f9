import { hostname } from 'node:os';
import type { Store } from '@rcs-send/service';
import type { RedisBalancePort } from '../balance/redisBalance';
import { connectRedis, type RedisClient, type RedisConnectionOptions } from '../client/connectRedis';
import { createRedisHandoverPort } from '../handovers/redisHandovers';
import { createRedisOptOutPort } from '../optOuts/redisOptOuts';
import { createRedisPorts, type RedisPorts } from '../ports/createRedisPorts';
import { createStreamReader } from '../queue/streamReader';
import { redisQueueSource } from '../queue/streamSource';
import { createRedisEventLogPort } from '../events/redisEventLog';
import { createRedisMessageListPort } from '../messages/redisMessageList';
import { _whenReady } from '../ports/whenReady';
import { createRedisSeenPort } from '../seen/redisSeenPort';
import { createRedisSmsFallbackPort } from '../smsFallbacks/redisSmsFallbacks';
import { createRedisStatePort } from '../states/redisStatePort';
import { createRedisWebhookOutboxPort } from '../webhooks/redisWebhookOutbox';
import { _recordingSubmit } from './recordingSubmit';
import { _redisHealth } from './redisHealth';

/** Options of {@link openRedisStore}. @public */
export interface RedisStoreOptions {
  /** `redis://host:port` or `redis+cluster://host:port,host:port`: the fleet's Redis or Redis Cluster. */
  readonly url: string;
  /** How to connect. */
  readonly connection?: RedisConnectionOptions;
  /** Prefix of every key, to share one Redis between deployments (no braces: the first `{...}` of a key is its hash tag). @defaultValue 'rcs-send:' */
  readonly prefix?: string;
  /** The per-principal rate limit the fleet shares; absent or null: none. */
  readonly rateLimit?: { readonly requestsPerSecond: number; readonly burst?: number } | null;
  /** This process's name in the stream's consumer group, unique in the fleet. @defaultValue `<hostname>:<pid>` */
  readonly consumer?: string;
  /** The consumer group the fleet's engines share: each accepted message goes to one of them. @defaultValue 'delivery' */
  readonly group?: string;
  /** Most messages one read of the queue hands out. @defaultValue 32 */
  readonly count?: number;
  /** Milliseconds a read of an empty queue waits for a message before it resolves to none: a whole number from 1 (else a RangeError), below the connection's command timeout. @defaultValue 1000 */
  readonly blockMs?: number;
  /** Messages another consumer left unacknowledged this long (it died) are taken over, in milliseconds. @defaultValue 60000 */
  readonly claimIdleMs?: number;
  /** Milliseconds between looks for such messages. @defaultValue 10000 */
  readonly claimEveryMs?: number;
}

/** A store on Redis: the {@link @rcs-send/service#Store}, with its connection and the ports it was made of. @public */
export interface RedisStore extends Store {
  /** The balance port, which also reads the units an organization has left (held ones excluded). */
  readonly balance: RedisBalancePort;
  /** The connection of every port (the queue reads on one of its own). */
  readonly redis: RedisClient;
  /** Resolves true once both connections are ready, false if that did not happen within `timeoutMs` (default 5000). */
  ready(timeoutMs?: number): Promise<boolean>;
}

/**
 * The store of a fleet, on one Redis or a Redis Cluster: the send service's ports
 * (`createRedisPorts`), states with the organizations' event logs, webhook queues and message
 * lists (each organization's on its slot, so that a state change writes its event in the same
 * script), seen keys, handovers, opt-outs and SMS fallback records, and the consumer end of the
 * queue, the stream of accepted messages read through the consumer group `group` on a
 * connection of its own (a blocking read holds it). Its submit records each message ACCEPTED
 * before appending it. `checks.redis` says `ok` while Redis answers a PING within 1 s.
 * Opens its connections at once without waiting for them: a Redis not reachable yet makes the ports
 * fail with `RedisUnavailableError` (503) until it is.
 *
 * @public
 */
export function openRedisStore(options: RedisStoreOptions): RedisStore {
  const prefix = options.prefix ?? 'rcs-send:';
  const ports: RedisPorts = createRedisPorts({ redis: options.url, prefix, ...(options.connection === undefined ? {} : { connection: options.connection }), rateLimit: options.rateLimit ?? null });
  const { redis, balance, idempotency, tenants, rateLimit } = ports;
  const reading = connectRedis(options.url, options.connection);
  const readingReady = _whenReady(reading, async () => undefined);
  const states = createRedisStatePort(redis, { prefix });
  const reader = createStreamReader(reading, { prefix, group: options.group ?? 'delivery', consumer: options.consumer ?? `${hostname()}:${process.pid}`, count: options.count ?? 32, ...(options.blockMs === undefined ? {} : { blockMs: options.blockMs }) });
  return {
    redis,
    ready: async (timeoutMs) => (await Promise.all([ports.ready(timeoutMs), readingReady(timeoutMs)])).every(Boolean),
    submit: _recordingSubmit(ports.submit, states),
    balance,
    idempotency,
    ...(rateLimit === undefined ? {} : { rateLimit }),
    tenants,
    queue: redisQueueSource(reader, { ...(options.claimIdleMs === undefined ? {} : { claimIdleMs: options.claimIdleMs }), ...(options.claimEveryMs === undefined ? {} : { claimEveryMs: options.claimEveryMs }) }),
    states,
    events: createRedisEventLogPort(redis, { prefix }),
    webhooks: createRedisWebhookOutboxPort(redis, { prefix }),
    messages: createRedisMessageListPort(redis, { prefix }),
    seen: createRedisSeenPort(redis, { prefix }),
    handovers: createRedisHandoverPort(redis, { prefix }),
    optOuts: createRedisOptOutPort(redis, { prefix }),
    smsFallbacks: createRedisSmsFallbackPort(redis, { prefix }),
    checks: { redis: _redisHealth(redis) },
    async close() {
      await Promise.all([ports.close(), reading.quit().catch(() => reading.disconnect())]);
    },
  };
}
