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
 * Keeps what a handover to a later platform window needs of an accepted message that has an
 * expiration (its stream entry and the expiration, read with the core's one date reader), for
 * `ttlMs` after the write; a message without an expiration is never handed over again, so
 * nothing is kept for it. The submit port calls it before its XADD; Redis failures reject.
 *
 * @internal
 */
export async function _rememberForHandover(redis: RedisClient, prefix: string, message: SubmittedMessage, ttlMs: number): Promise<void> {
  const { expirationDateTime } = message.message;
  const expiresAt = expirationDateTime === undefined ? undefined : dateTimeToEpochMs(expirationDateTime);
  if (expiresAt === undefined) return;
  await _runScript(redis, _REMEMBER, [_handoverKey(prefix, message.id)], [JSON.stringify(_entryFields(message)), expiresAt, message.id, ttlMs]);
}
