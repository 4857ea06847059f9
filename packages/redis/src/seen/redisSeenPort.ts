import { createHash } from 'node:crypto';
import type { SeenPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { defineRedisScript } from '../client/redisScript';

/** Options of {@link createRedisSeenPort}. @public */
export interface RedisSeenOptions {
  /** Prefix of every key, as the other Redis ports take it (no braces). @defaultValue 'rcs-send:' */
  readonly prefix?: string;
  /** How long a key is remembered, in milliseconds. @defaultValue 7 days, how long RBM retries an event */
  readonly ttlMs?: number;
}

/** `SET key 1 NX PX ttl`: 'OK' the first time, nil after (as a script, so that failures are reported like the other ports'). */
const FIRST_SEEN = defineRedisScript(`return redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1])`, 'seen');

/**
 * The {@link @rcs-send/service#SeenPort} of a fleet: `SET <prefix>seen:<sha256 of key> 1 NX PX ttlMs`, so that
 * every receiver of the fleet drops what another one already took. The key is hashed: bounded
 * in size whatever the platform sends, and no content in Redis's key space.
 *
 * @public
 */
export function createRedisSeenPort(redis: RedisClient, options: RedisSeenOptions = {}): SeenPort {
  const prefix = options.prefix ?? 'rcs-send:';
  const ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) throw new RangeError('ttlMs must be a positive integer');
  return {
    async firstSeen(key) {
      const digest = createHash('sha256').update(key, 'utf8').digest('hex');
      return (await FIRST_SEEN.run(redis, [`${prefix}seen:${digest}`], [ttlMs])) === 'OK';
    },
  };
}
