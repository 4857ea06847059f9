// The benchmark's redis-server: the one test/redis starts for itself (free loopback port,
// nothing on disk), so both measure and test against the same set-up.
export { freePort, startOwnRedis as startRedis } from '../../../test/redis/support/redisServer';
