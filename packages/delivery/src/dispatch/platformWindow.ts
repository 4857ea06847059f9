/**
 * The `expireTime` of one attempt at `nowMs`: none without an expiration, the message's own
 * (already in the translated body) when it falls within `windowMs`, else the end of that window.
 *
 * @internal
 */
export function _expireTimeAt(ownExpireTime: string | undefined, expiresAt: number, nowMs: number, windowMs: number): string | undefined {
  return ownExpireTime !== undefined && expiresAt - nowMs > windowMs ? new Date(nowMs + windowMs).toISOString() : ownExpireTime;
}
