import type { OutboxPort } from '../outbox/outboxPort';

/** The part of a Redis connection (ioredis) readiness reads: its status and a PING. */
interface RedisLike {
  /** `ready` once connected. */
  readonly status: string;
  /** One round trip. */
  ping(): Promise<unknown>;
}

/** What `GET /readyz` answers: ready or not, and each check's state (`ok` or what is wrong). */
interface ReadinessReport {
  /** True when every check is ok. */
  readonly ready: boolean;
  /** Each check by name: `outbox`, `redis`, `shutdown`. */
  readonly checks: Readonly<Record<string, string>>;
}

/** The readiness of a server: checked at most once per `cacheMs`, shared by concurrent probes. @internal */
export interface _Readiness {
  /** The latest report, checked afresh when older than the cache. */
  report(): Promise<ReadinessReport>;
  /** From now on not ready: the server is shutting down. */
  drain(): void;
}

/** Milliseconds Redis has to answer a readiness PING. */
const PING_TIMEOUT_MS = 1000;

/** True when `redis` is connected and answers a PING within {@link PING_TIMEOUT_MS}. */
async function redisAnswers(redis: RedisLike): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([redis.ping().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness of a server writing to `outbox` or sharing state on `redis`: not ready while
 * the outbox is not writable at its path, Redis is not connected or does not answer a PING
 * within 1 s, or the server is shutting down. Each probe costs at most one check per
 * `cacheMs` (a stat of the outbox, or one PING), whatever the number of probes.
 *
 * @internal
 */
export function _createReadiness(parts: { readonly outbox?: OutboxPort | undefined; readonly redis?: RedisLike | undefined }, cacheMs = 1000): _Readiness {
  let draining = false;
  let cached: { readonly at: number; readonly report: Promise<ReadinessReport> } | undefined;
  const check = async (): Promise<ReadinessReport> => {
    const [outbox, redis] = await Promise.all([parts.outbox?.ready(), parts.redis === undefined ? undefined : redisAnswers(parts.redis)]);
    const checks: Record<string, string> = {};
    if (outbox !== undefined) checks['outbox'] = outbox ? 'ok' : 'not writable at its path';
    if (redis !== undefined) checks['redis'] = redis ? 'ok' : 'unreachable';
    if (draining) checks['shutdown'] = 'draining';
    return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
  };
  return {
    report() {
      const now = performance.now();
      if (cached === undefined || now - cached.at >= cacheMs) cached = { at: now, report: check() };
      return cached.report;
    },
    drain() {
      draining = true;
      cached = undefined;
    },
  };
}
