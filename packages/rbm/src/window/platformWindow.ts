import { RBM_LIMITS } from '../limits';

/**
 * The longest expiry a send asks of the platform, from the moment of the attempt: RBM refuses an
 * `expireTime` more than 15 days ahead, and one minute less leaves room for the two clocks to
 * disagree. A message expiring later goes out with this expiry instead of its own, and is handed
 * over again when the platform revokes it at the end of that window.
 *
 * @public
 */
export const PLATFORM_WINDOW_MS = RBM_LIMITS.expirationMaxAheadMs - 60_000;
