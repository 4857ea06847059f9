// The public surface of @rcs-send/redis-harness (private: tests and benchmarks only).
export { freePort, hasRedisServer, NO_REDIS, startOwnRedis, type OwnRedis } from './redisServer';
export { startOwnCluster, type OwnCluster } from './redisCluster';
