import { createRedisHandoverPort, createRedisOptOutPort, createRedisPorts, createRedisSeenPort, createRedisStatePort } from '@rcs-send/redis';
import type { ServerConfig } from '../config/types';
import { _redactedUrl } from '../config/redactedUrl';
import { _redisCheck } from '../health/redisCheck';
import type { _OpenedResources } from '../lifecycle/openedResources';
import type { _ServerStorage } from './serverStorage';

/**
 * The storage a fleet shares, on the Redis (or Redis Cluster) at `redisUrl`, recorded in
 * `opened`: balance (the configured balances are starting values, written only where Redis has
 * none), rate limit, Idempotency-Keys, the stream of accepted messages, states, seen keys,
 * handovers to later platform windows and users' opt-outs, so that every instance of a fleet
 * hands a revoked message over again and honours an opt-out as one machine does.
 * Waits up to 5 s for the connection; past that it logs `redis-unreachable` and the server
 * starts anyway, answering 503 until Redis is reachable.
 *
 * @internal
 */
export async function _openRedisStorage(config: ServerConfig, redisUrl: string, opened: _OpenedResources, log: (line: string) => void): Promise<_ServerStorage> {
  const ports = opened.add(
    createRedisPorts({
      redis: redisUrl,
      balances: Object.fromEntries(config.organizations.map((organization) => [organization.id, organization.balance])),
      rateLimit: config.rateLimit,
    }),
    (shared) => shared.close(),
  );
  if (!(await ports.ready(5000))) log(JSON.stringify({ time: new Date().toISOString(), event: 'redis-unreachable', url: _redactedUrl(redisUrl) }));
  const { balance, submit, idempotency, rateLimit, redis } = ports;
  return {
    ports: { balance, submit, idempotency, ...(rateLimit === undefined ? {} : { rateLimit }) },
    recordsAccepted: false,
    states: createRedisStatePort(redis),
    seen: createRedisSeenPort(redis),
    handovers: createRedisHandoverPort(redis),
    optOuts: createRedisOptOutPort(redis),
    queue: { redisUrl },
    checks: { redis: _redisCheck(redis) },
    stats: undefined,
  };
}
