import type { _ReadinessCheck } from './readiness';

/** The part of a Redis connection (ioredis) readiness reads: its status and a PING. @internal */
export interface _RedisLike {
  /** `ready` once connected. */
  readonly status: string;
  /** One round trip. */
  ping(): Promise<unknown>;
}

/** Milliseconds Redis has to answer a readiness PING. */
const PING_TIMEOUT_MS = 1000;

/** `ok` when `redis` is connected and answers a PING within 1 s, else `unreachable`. @internal */
export function _redisCheck(redis: _RedisLike): _ReadinessCheck {
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
