import { _rbmDurationMs, _rbmTimestamp } from '../check/timestamp';
import { _hasSubMillisecond } from './dateTimeText';
import type { AgentMessage } from '../types/agentMessage';

/**
 * When RBM revokes `message` if it is still undelivered: its `expireTime`, or `sentAt` plus its
 * `ttl`; undefined when it has neither, or one RBM would refuse (see {@link checkAgentMessage}).
 * Digits below the millisecond round up, so the instant is never earlier than the one asked.
 *
 * @param sentAt - when the platform took the message (what a ttl counts from)
 * @public
 */
export function agentMessageExpiresAt(message: Pick<AgentMessage, 'expireTime' | 'ttl'>, sentAt: Date): Date | undefined {
  const date = new Date(expiresAtMs(message, sentAt) ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function expiresAtMs(message: Pick<AgentMessage, 'expireTime' | 'ttl'>, sentAt: Date): number | undefined {
  if (typeof message.expireTime === 'string') {
    const instant = _rbmTimestamp(message.expireTime, true);
    if (instant === undefined) return undefined;
    return instant.ms + (_hasSubMillisecond(instant) ? 1 : 0);
  }
  const ttlMs = typeof message.ttl === 'string' ? _rbmDurationMs(message.ttl) : undefined;
  return ttlMs === undefined ? undefined : sentAt.getTime() + Math.ceil(ttlMs);
}
