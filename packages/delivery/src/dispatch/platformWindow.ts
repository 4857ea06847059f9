import { RBM_LIMITS } from '@rcs-send/rbm';

/**
 * The longest expiry a send asks of the platform, from the moment of the attempt: RBM refuses an
 * `expireTime` more than 15 days ahead, and one minute less leaves room for the two clocks to
 * disagree. A message expiring later goes out with this expiry instead of its own.
 *
 * @public
 */
export const PLATFORM_WINDOW_MS = RBM_LIMITS.expirationMaxAheadMs - 60_000;

/**
 * The `expireTime` of one attempt at `nowMs`: none without an expiration, the message's own
 * (already in the translated body) when it falls within `windowMs`, else the end of that window.
 *
 * @internal
 */
export function _expireTimeAt(ownExpireTime: string | undefined, expiresAt: number, nowMs: number, windowMs: number): string | undefined {
  return ownExpireTime !== undefined && expiresAt - nowMs > windowMs ? new Date(nowMs + windowMs).toISOString() : ownExpireTime;
}
