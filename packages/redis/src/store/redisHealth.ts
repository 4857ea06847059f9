import type { StoreCheck } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';

/** Milliseconds Redis has to answer a readiness PING. */
const PING_TIMEOUT_MS = 1000;

/** `ok` when `redis` is connected and answers a PING within 1 s, else `unreachable`. @internal */
export function _redisHealth(redis: Pick<RedisClient, 'status' | 'ping'>): StoreCheck {
  return async () => {
    if (redis.status !== 'ready') return 'unreachable';
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    try {
      return (await Promise.race([redis.ping().then(() => true, () => false), late])) ? 'ok' : 'unreachable';
    } finally {
      clearTimeout(timer);
    }
  };
}
