import { dateTimeToEpochMs } from '@rcs-send/core';
import type { SubmittedMessage } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _runScript } from '../client/script';
import { _entryFields } from '../queue/streamEntry';
import { _REMEMBER } from './handoverScripts';

/** The lifetime of handover records and later windows' ids, in ms, from `handoverTtlSeconds` (default 30 days, as long as a status). @internal */
export function _handoverTtlMs(options: { readonly handoverTtlSeconds?: number }): number {
  const ttlMs = (options.handoverTtlSeconds ?? 30 * 24 * 3600) * 1000;
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) throw new RangeError('handoverTtlSeconds must be a positive number of whole milliseconds');
  return ttlMs;
}

/** The key of message `id`'s handover record: a hash of `entry`, `expiresAt`, `handovers` and `platformId`. @internal */
export const _handoverKey = (prefix: string, id: string): string => `${prefix}handover:${id}`;

/** The key naming the message a later window's platform messageId belongs to. @internal */
export const _platformKey = (prefix: string, platformId: string): string => `${prefix}platform:${platformId}`;

/**
 * Keeps what a handover to a later platform window needs of an accepted message expiring more
 * than `windowMs` after its acceptance (its stream entry and its `expiresAt`), for `ttlMs`
 * after the write. Any other message is never revoked with
 * its expiration still ahead (its first window already ends at its expiration, or it has none),
 * so nothing is kept for it. The submit port calls it before its XADD; Redis failures reject.
 *
 * @internal
 */
export async function _rememberForHandover(redis: RedisClient, prefix: string, message: SubmittedMessage, handover: { readonly ttlMs: number; readonly windowMs: number }): Promise<void> {
  const { expiresAt } = message;
  const acceptedAt = dateTimeToEpochMs(message.acceptedAt);
  if (expiresAt === null || acceptedAt === undefined || expiresAt - acceptedAt <= handover.windowMs) return;
  await _runScript(redis, _REMEMBER, [_handoverKey(prefix, message.id)], [JSON.stringify(_entryFields(message)), expiresAt, message.id, handover.ttlMs]);
}
