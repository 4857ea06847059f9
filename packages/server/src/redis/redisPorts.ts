import { createRedisPorts, type RedisPorts } from '@rcs-send/redis';
import type { SendPorts } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _redactedUrl } from '../config/redactedUrl';

/**
 * The ports a fleet shares, on the Redis (or Redis Cluster) at `redisUrl`: balance (the configured balances are
 * starting values, written only where Redis has none), rate limit, Idempotency-Keys and the
 * stream of accepted messages. Waits up to 5 s for the connection; past that it logs
 * `redis-unreachable` and the server starts anyway, answering 503 until Redis is reachable.
 *
 * @internal
 */
export async function _openRedisPorts(config: ServerConfig, redisUrl: string, log: (line: string) => void): Promise<RedisPorts> {
  const ports = createRedisPorts({
    redis: redisUrl,
    balances: Object.fromEntries(config.organizations.map((organization) => [organization.id, organization.balance])),
    rateLimit: config.rateLimit,
  });
  if (!(await ports.ready(5000))) log(JSON.stringify({ time: new Date().toISOString(), event: 'redis-unreachable', url: _redactedUrl(redisUrl) }));
  return ports;
}

/** The send-service ports among `ports` (none when undefined). @internal */
export function _sendPortsOf(ports: RedisPorts | undefined): Partial<SendPorts> {
  if (ports === undefined) return {};
  const { balance, submit, idempotency, rateLimit } = ports;
  return { balance, submit, idempotency, ...(rateLimit === undefined ? {} : { rateLimit }) };
}
