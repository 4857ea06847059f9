import { createHash } from 'node:crypto';
import type { OptOutPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _guard } from '../client/unavailable';

/**
 * The {@link @rcs-send/service#OptOutPort} of a fleet: one key per agent and number that
 * unsubscribed, `<prefix>opt-out:<sha256 of agent id and number>`, holding when it was learned;
 * deleted when the user subscribes again. An opt-out never expires (it is the user's word, as
 * in the SQLite store). Each change is one command (`SET NX`, `DEL`), so that the fleet's
 * receivers agree whichever takes a repeat: the first one changes it, the others report no
 * change. The key is hashed: bounded in size, and no phone number in Redis's key space.
 *
 * @public
 */
export function createRedisOptOutPort(redis: RedisClient, options: RedisPortOptions = {}): OptOutPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const keyOf = (agentId: string, phoneNumber: string): string => `${prefix}opt-out:${createHash('sha256').update(`${agentId}\n${phoneNumber}`, 'utf8').digest('hex')}`;
  const guard = <T>(call: () => Promise<T>): Promise<T> => _guard('opt-out', retryAfterSeconds, call);
  return {
    async record({ agentId, phoneNumber, subscribed, at }) {
      const key = keyOf(agentId, phoneNumber);
      return subscribed ? (await guard(() => redis.del(key))) === 1 : (await guard(() => redis.set(key, at, 'NX'))) === 'OK';
    },
    isUnsubscribed: async (agentId, phoneNumber) => (await guard(() => redis.exists(keyOf(agentId, phoneNumber)))) === 1,
  };
}
