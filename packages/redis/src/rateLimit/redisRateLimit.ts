import type { RateLimitDecision, RateLimitPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _runScript } from '../client/script';
import { _guard } from '../client/unavailable';
import { _TOKEN_BUCKET } from './tokenBucketScript';

/** Options of {@link createRedisRateLimitPort}. @public */
export interface RedisRateLimitOptions extends RedisPortOptions {
  /** Sustained requests per second allowed to one subject, across every instance. */
  readonly requestsPerSecond: number;
  /**
   * Requests one subject may make at once before being limited.
   * @defaultValue `requestsPerSecond`
   */
  readonly burst?: number;
}

/**
 * A {@link @rcs-send/service#RateLimitPort} shared by every instance: a token bucket per subject in Redis (the
 * service consumes per principal, every API key of which shares the bucket; a host may also consume for
 * `org:<id>` or any other key), updated by one Lua script on Redis's clock. A refused request
 * gets the seconds until the bucket has a token again, for `Retry-After`.
 *
 * @public
 */
export function createRedisRateLimitPort(redis: RedisClient, options: RedisRateLimitOptions): RateLimitPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const rate = options.requestsPerSecond;
  const burst = options.burst ?? rate;
  if (!(rate > 0) || !Number.isFinite(rate)) throw new TypeError('requestsPerSecond must be a positive number');
  if (!(burst >= 1) || !Number.isFinite(burst)) throw new TypeError('burst must be at least 1');
  return {
    async consume(subject): Promise<RateLimitDecision> {
      const reply = await _guard('rate limit', retryAfterSeconds, () => _runScript(redis, _TOKEN_BUCKET, [`${prefix}rate:${subject}`], [rate, burst]));
      const [allowed, waitMs] = reply as [number, number];
      if (Number(allowed) === 1) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(waitMs) / 1000)) };
    },
  };
}
