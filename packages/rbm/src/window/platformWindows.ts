import type { AgentMessage } from '../types/agentMessage';
import { PLATFORM_WINDOW_MS } from './platformWindow';

/** One stay of a message at the platform: when it is handed over and the `expireTime` it is sent with, at which the platform revokes it if still undelivered. @public */
export interface PlatformWindow {
  /** When it is handed over, RFC 3339 UTC. */
  readonly handedOverAt: string;
  /** The `expireTime` it is sent with: its own expiration when that lies within the window, else the window's end, when it is handed over again for the next window. */
  readonly expireTime: string;
}

/** The most windows {@link platformWindowsOf} lists (about 41 years of 15 days): a later expiration's plan ends there. */
const WINDOWS_MAX = 1000;

/**
 * The `expireTime` of a send at `startMs`: none without an expiration, the message's own
 * (`ownExpireTime`, as the translated body carries it) when its expiration `expiresAt` falls within
 * `windowMs`, else the end of that window.
 *
 * @public
 */
export function windowExpireTime(ownExpireTime: string | undefined, expiresAt: number, startMs: number, windowMs: number = PLATFORM_WINDOW_MS): string | undefined {
  return ownExpireTime !== undefined && expiresAt - startMs > windowMs ? new Date(startMs + windowMs).toISOString() : ownExpireTime;
}

/**
 * The body a send at `startMs` carries: `body` (a translated message expiring at `expiresAt`,
 * epoch milliseconds, or null) with the `expireTime` of {@link windowExpireTime}; `body` itself
 * when that changes nothing. Zero I/O: what a delivery sends and what a preflight predicts.
 *
 * @public
 */
export function agentMessageAt(body: AgentMessage, expiresAt: number | null, startMs: number, windowMs: number = PLATFORM_WINDOW_MS): AgentMessage {
  const expireTime = windowExpireTime(body.expireTime, expiresAt ?? Number.POSITIVE_INFINITY, startMs, windowMs);
  return expireTime === undefined || expireTime === body.expireTime ? body : { ...body, expireTime };
}

/**
 * How an expiration is kept across the platform's windows, for a message handed over at
 * `startMs`: each window's handover and `expireTime`, the next one handed over when the platform
 * revokes the previous one at its end, until the window holding the message's own `expireTime`
 * (at most 1,000 windows). Empty without an expiration (the platform keeps such a message up to
 * 30 days, then drops it).
 *
 * @public
 */
export function platformWindowsOf(body: Pick<AgentMessage, 'expireTime'>, expiresAt: number | null, startMs: number, windowMs: number = PLATFORM_WINDOW_MS): PlatformWindow[] {
  const own = body.expireTime;
  if (own === undefined || expiresAt === null) return [];
  const windows: PlatformWindow[] = [];
  for (let start = startMs; windows.length < WINDOWS_MAX; ) {
    const expireTime: string = windowExpireTime(own, expiresAt, start, windowMs) ?? own;
    windows.push({ handedOverAt: new Date(start).toISOString(), expireTime });
    if (expireTime === own) break;
    start += windowMs;
  }
  return windows;
}
