import { createRedisHandoverPort, createRedisOptOutPort, createRedisPorts, createRedisSeenPort, createRedisSmsFallbackPort, createRedisStatePort } from '@rcs-send/redis';
import type { ServerConfig } from '../config/types';
import { _redactedUrl } from '../config/redactedUrl';
import { _redisCheck } from '../health/redisCheck';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _errorSummary } from '../http/requestLog';
import { _bootstrapTenants } from '../tenants/bootstrapTenants';
import { _configuredTenantsGate } from '../tenants/configuredTenantsGate';
import { _positiveCache } from '../tenants/positiveCache';
import type { _ServerStorage } from './serverStorage';

/** How long an instance on Redis keeps a key, an access or a sender it found: the longest a revocation takes to count there. */
const TENANT_READS_TTL_MS = 500;

/**
 * The storage a fleet shares, on the Redis (or Redis Cluster) at `redisUrl`, recorded in
 * `opened`: tenants (completed from the configuration once connected, see
 * {@link _bootstrapTenants}; what a request finds there kept 500 ms, see {@link _positiveCache}),
 * balance, rate limit, Idempotency-Keys, the stream of accepted messages, states, seen keys,
 * handovers to later platform windows, users' opt-outs and SMS fallbacks (kept as long as a
 * status), so that every instance of a fleet
 * hands a revoked message over again and honours an opt-out as one machine does. Waits up to
 * 5 s for the connection and the configuration's tenants; past that it logs `redis-unreachable`
 * and the server starts anyway, answering 503 until Redis is reachable and the configuration is
 * in it (see {@link _configuredTenantsGate}; `/readyz` names the check `tenants`).
 *
 * @internal
 */
export async function _openRedisStorage(config: ServerConfig, redisUrl: string, opened: _OpenedResources, log: (line: string) => void): Promise<_ServerStorage> {
  const ports = opened.add(
    createRedisPorts({
      redis: redisUrl,
      rateLimit: config.rateLimit,
    }),
    (shared) => shared.close(),
  );
  const { balance, submit, idempotency, rateLimit, redis, tenants } = ports;
  const bootstrap = (): Promise<void> =>
    _bootstrapTenants(tenants, config, log).catch((error: unknown) => {
      log(JSON.stringify({ time: new Date().toISOString(), event: 'port-error', source: 'tenants', ..._errorSummary(error) }));
      throw error;
    });
  // Until the configuration is in Redis, a request's key is not refused 401 by a store that lacks it: 503, and /readyz says why.
  const gate = opened.add(_configuredTenantsGate(_positiveCache(tenants, TENANT_READS_TTL_MS), redis, bootstrap), (shut) => shut.close());
  if (!(await ports.ready(5000)) || !(await gate.whenOpen(5000))) log(JSON.stringify({ time: new Date().toISOString(), event: 'redis-unreachable', url: _redactedUrl(redisUrl) }));
  return {
    ports: { balance, submit, idempotency, ...(rateLimit === undefined ? {} : { rateLimit }) },
    tenants: { ...tenants, ...gate.reads }, // a request's three reads without three round trips, refused until the configuration is in
    recordsAccepted: false,
    states: createRedisStatePort(redis),
    seen: createRedisSeenPort(redis),
    handovers: createRedisHandoverPort(redis),
    optOuts: createRedisOptOutPort(redis),
    smsFallbacks: createRedisSmsFallbackPort(redis),
    smsFallbackPolicies: tenants,
    queue: { redisUrl },
    checks: { redis: _redisCheck(redis), tenants: gate.check },
    stats: undefined,
  };
}
