import type { IdempotencyClaim, IdempotencyPort, ServiceResponse } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _runScript } from '../client/script';
import { _guard } from '../client/unavailable';
import { _CLAIM, _COMPLETE, _RELEASE } from './idempotencyScripts';

/** Options of {@link createRedisIdempotencyPort}. @public */
export interface RedisIdempotencyOptions extends RedisPortOptions {
  /**
   * How long a completed key is remembered (its response replayed), in seconds.
   * @defaultValue 86400 (24 hours)
   */
  readonly ttlSeconds?: number;
  /**
   * How long a claimed key stays "in progress" without being completed or released, in
   * seconds: past it (the instance that claimed it crashed) a retry runs afresh.
   * @defaultValue 60
   */
  readonly claimSeconds?: number;
}

/** The Redis key of an idempotency key: the scope's length first, so that no two (scope, key) pairs meet. */
const keyOf = (prefix: string, scope: string, key: string): string => `${prefix}idempotency:${scope.length}:${scope}:${key}`;

/**
 * An {@link @rcs-send/service#IdempotencyPort} shared by every instance: one Redis hash per key, claimed,
 * completed and released by Lua scripts, so that only one request of a key runs at a time
 * across the fleet and every retry replays the first response. Each claim has a token: a
 * late instance never completes or frees a key that another claim took.
 *
 * @public
 */
export function createRedisIdempotencyPort(redis: RedisClient, options: RedisIdempotencyOptions = {}): IdempotencyPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const ttl = options.ttlSeconds ?? 86_400;
  const claimSeconds = options.claimSeconds ?? 60;
  // The claims this instance holds: their token and fingerprint, until completed or released.
  const claims = new Map<string, { token: string; fingerprint: string }>();
  const guard = <T>(operation: string, call: () => Promise<T>): Promise<T> => _guard(operation, retryAfterSeconds, call);
  return {
    async claim(scope, key, fingerprint): Promise<IdempotencyClaim> {
      const token = crypto.randomUUID();
      const id = keyOf(prefix, scope, key);
      const reply = (await guard('idempotency claim', () => _runScript(redis, _CLAIM, [id], [fingerprint, token, claimSeconds]))) as [string, string?];
      switch (reply[0]) {
        case 'claimed':
          claims.set(id, { token, fingerprint });
          return { state: 'claimed' };
        case 'replay':
          return { state: 'replay', response: JSON.parse(reply[1] ?? '') as ServiceResponse };
        case 'mismatch':
          return { state: 'mismatch' };
        default:
          return { state: 'in-progress' };
      }
    },
    async complete(scope, key, response) {
      const id = keyOf(prefix, scope, key);
      const claim = claims.get(id);
      if (claim === undefined) return;
      claims.delete(id);
      await guard('idempotency complete', () => _runScript(redis, _COMPLETE, [id], [claim.token, claim.fingerprint, JSON.stringify(response), ttl]));
    },
    async release(scope, key) {
      const id = keyOf(prefix, scope, key);
      const claim = claims.get(id);
      if (claim === undefined) return;
      claims.delete(id);
      await guard('idempotency release', () => _runScript(redis, _RELEASE, [id], [claim.token]));
    },
  };
}
