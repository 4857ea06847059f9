import { PLATFORM_WINDOW_MS } from '@rcs-send/rbm';
import type { SubmitPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _guard } from '../client/unavailable';
import { _handoverTtlMs, _rememberForHandover } from '../handovers/handoverRecord';
import { _entryFields } from './streamEntry';

/** Options of {@link createRedisSubmitPort} and {@link createStreamReader}. @public */
export interface RedisStreamOptions extends RedisPortOptions {
  /**
   * The Redis Stream accepted messages are appended to.
   * @defaultValue `${prefix}messages`, i.e. 'rcs-send:messages'
   */
  readonly stream?: string;
}

/** Options of {@link createRedisSubmitPort} (and of `createRedisHandoverPort`, which reads what it keeps). @public */
export interface RedisSubmitOptions extends RedisStreamOptions {
  /**
   * Seconds the handover record of a message with an expiration, and a later window's id, are
   * kept after their last write (as long as a status, so that a message revoked at the end of a
   * platform window can be handed over again).
   * @defaultValue 2592000 (30 days)
   */
  readonly handoverTtlSeconds?: number;
  /**
   * The platform window the worker hands messages over with (its `platformWindowMs`): only a
   * message expiring more than this after its acceptance can be revoked at a window's end with
   * its expiration still ahead, so only such a message gets a handover record.
   * @defaultValue `PLATFORM_WINDOW_MS` of `@rcs-send/rbm` (15 days less a minute)
   */
  readonly handoverWindowMs?: number;
}

/** The Redis {@link @rcs-send/service#SubmitPort}, and the stream it appends to. @public */
export interface RedisSubmitPort extends SubmitPort {
  /** The key of the Redis Stream. */
  readonly stream: string;
}

/** The stream key of `options`. @internal */
export function _streamOf(options: RedisStreamOptions): string {
  return options.stream ?? `${_settings(options).prefix}messages`;
}

/**
 * A {@link @rcs-send/service#SubmitPort} that appends each accepted message to a Redis Stream, one entry per
 * message (`id`, `organizationId`, `principalId`, `index`, `acceptedAt`, and `message`: the
 * canonical message as JSON). A message expiring beyond the platform's window is first recorded for a later
 * handover (`handover:<id>`, see `createRedisHandoverPort`), so that the fleet can hand it over
 * again when the platform revokes it at the end of its window. `submit` resolves only once
 * Redis has acknowledged the XADD; any failure rejects with a {@link RedisUnavailableError}, so
 * the message is reported not taken (503) and its balance released. How durable an
 * acknowledged entry is depends on Redis's own persistence (`appendonly yes`,
 * `appendfsync always` for every write on disk).
 *
 * @public
 */
export function createRedisSubmitPort(redis: RedisClient, options: RedisSubmitOptions = {}): RedisSubmitPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const stream = _streamOf(options);
  const handover = { ttlMs: _handoverTtlMs(options), windowMs: options.handoverWindowMs ?? PLATFORM_WINDOW_MS };
  return {
    stream,
    async submit(message): Promise<void> {
      const fields = _entryFields(message);
      await _guard('submit', retryAfterSeconds, async () => {
        await _rememberForHandover(redis, prefix, message, handover);
        return redis.xadd(stream, '*', ...fields);
      });
    },
  };
}
