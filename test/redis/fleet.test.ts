// Several reference-server processes on one Redis, hit at once: the balance, the rate limit,
// the queue and Idempotency-Keys hold across the fleet as they do in one process. (The same on
// a Redis Cluster: cluster.test.ts.)
import { Redis } from 'ioredis';
import { describeFleet } from './support/fleetSuite';
import { testRedis } from './support/testRedis';

describeFleet('two rcs-send-server processes on one Redis', async () => {
  const redis = await testRedis(1, { flush: true });
  const limited = new Redis(redis.urlOf(2));
  await limited.flushdb();
  await limited.quit();
  return { url: redis.url, limitedUrl: redis.urlOf(2), client: redis.client, close: () => redis.close() };
});
