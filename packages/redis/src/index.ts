// The public surface of @rcs-send/redis, named one by one so that a new export shows in a diff:
// the ports of @rcs-send/service that a fleet of instances must share, on one Redis.
export { connectRedis, type RedisClient, type RedisConnectionOptions } from './client/connectRedis';
export { isRedisClusterUrl, parseRedisClusterUrl, type RedisClusterNode, type RedisClusterUrl } from './client/clusterUrl';
export type { RedisPortOptions } from './client/options';
export { RedisUnavailableError } from './client/unavailable';
export { defineRedisScript, type RedisScript } from './client/redisScript';
export { createRedisBalancePort, type RedisBalanceOptions, type RedisBalancePort } from './balance/redisBalance';
export { createRedisRateLimitPort, type RedisRateLimitOptions } from './rateLimit/redisRateLimit';
export { createRedisIdempotencyPort, type RedisIdempotencyOptions } from './idempotency/redisIdempotency';
export { createRedisSubmitPort, type RedisStreamOptions, type RedisSubmitOptions, type RedisSubmitPort } from './queue/redisSubmit';
export type { QueuedMessage } from './queue/streamEntry';
export { createStreamReader, type StreamReader, type StreamReaderOptions } from './queue/streamReader';
export { redisQueueSource, type RedisQueueSourceOptions } from './queue/streamSource';
export { createRedisStatePort } from './states/redisStatePort';
export type { RedisStateOptions } from './states/stateSettings';
export { createRedisEventLogPort } from './events/redisEventLog';
export { createRedisWebhookOutboxPort } from './webhooks/redisWebhookOutbox';
export { createRedisMessageListPort } from './messages/redisMessageList';
export { createRedisSeenPort, type RedisSeenOptions } from './seen/redisSeenPort';
export { createRedisHandoverPort } from './handovers/redisHandovers';
export { createRedisOptOutPort } from './optOuts/redisOptOuts';
export { createRedisSmsFallbackPort, type RedisSmsFallbackOptions } from './smsFallbacks/redisSmsFallbacks';
export { createRedisTenantStore } from './tenants/redisTenants';
export { createRedisPorts, type RedisPorts, type RedisPortsOptions } from './ports/createRedisPorts';
export { openRedisStore, type RedisStore, type RedisStoreOptions } from './store/openRedisStore';
