import { platformMessageId, type PlatformHandoverPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _runScript } from '../client/script';
import { _guard } from '../client/unavailable';
import { _settings } from '../client/options';
import { _streamOf, type RedisSubmitOptions } from '../queue/redisSubmit';
import { _handoverKey, _handoverTtlMs, _platformKey } from './handoverRecord';
import { _ADVANCE_HANDOVER } from './handoverScripts';

/** A message's handover record as read back. */
interface HandoverRecord {
  readonly fields: readonly string[];
  readonly expiresAt: number;
  readonly handovers: number;
  readonly platformId: string;
}

/** The record of a reply to `HMGET entry expiresAt handovers platformId`, or undefined when there is none or it is not one. */
function recordOf(reply: readonly (string | null)[]): HandoverRecord | undefined {
  const [entry, expiresAt, handovers, platformId] = reply;
  if (typeof entry !== 'string' || typeof expiresAt !== 'string' || typeof handovers !== 'string' || typeof platformId !== 'string') return undefined;
  const fields = JSON.parse(entry) as unknown;
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return undefined;
  return { fields, expiresAt: Number(expiresAt), handovers: Number(handovers), platformId };
}

/**
 * The {@link @rcs-send/service#PlatformHandoverPort} of a fleet. The submit port keeps a record
 * of each message expiring beyond the platform's window (`handover:<id>`: its stream entry,
 * expiration, handovers and current platform messageId). `handOverAgain` derives the next
 * window's id with `platformMessageId` of `@rcs-send/service` (as the SQLite store does), maps
 * it to the message (`platform:<next id>`), appends the entry to the stream again with that
 * `platformMessageId`, and only then moves the record to it by compare-and-set: of instances
 * racing for one revocation one moves it, and given the `revoked` window a later one finds it
 * followed and changes nothing. A crash between the steps repeats them when the platform posts
 * its revocation again, under the same derived id, so the platform drops a second copy. `idOf`
 * answers the current window's id (and the next one while its record is being moved), never an
 * earlier window's; `idOf` and `platformIdOf` answer an id the port holds no record of with that
 * id itself (whether it was accepted is the state port's to say). Every key expires
 * `handoverTtlSeconds` after its last write. Give it the submit port's options (`prefix`,
 * `stream`, `handoverTtlSeconds`): it reads what that port wrote.
 *
 * @public
 */
export function createRedisHandoverPort(redis: RedisClient, options: RedisSubmitOptions = {}): PlatformHandoverPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const stream = _streamOf(options);
  const ttlMs = _handoverTtlMs(options);
  const guard = <T>(call: () => Promise<T>): Promise<T> => _guard('handover', retryAfterSeconds, call);
  const read = async (id: string): Promise<HandoverRecord | undefined> => recordOf(await guard(() => redis.hmget(_handoverKey(prefix, id), 'entry', 'expiresAt', 'handovers', 'platformId')));
  return {
    async idOf(platformId) {
      const owner = await guard(() => redis.get(_platformKey(prefix, platformId)));
      const record = await read(owner ?? platformId);
      if (record === undefined) return owner === null ? platformId : undefined;
      if (record.platformId === platformId) return owner ?? platformId;
      // Queued under the next window's id, the record not moved yet: that id is already the current one.
      return owner !== null && (await platformMessageId(owner, record.handovers + 1)) === platformId ? owner : undefined;
    },
    platformIdOf: async (id) => (await read(id))?.platformId ?? id,
    async handOverAgain(id, atMs, revoked) {
      const record = await read(id);
      if (record === undefined || record.expiresAt <= atMs) return false;
      if (revoked !== undefined && record.platformId !== revoked) return true; // that window was followed already
      const next = await platformMessageId(id, record.handovers + 1);
      await guard(() => redis.set(_platformKey(prefix, next), id, 'PX', ttlMs));
      await guard(() => redis.xadd(stream, '*', ...record.fields, 'platformMessageId', next));
      await guard(() => _runScript(redis, _ADVANCE_HANDOVER, [_handoverKey(prefix, id)], [record.handovers, next, ttlMs]));
      return true;
    },
  };
}
