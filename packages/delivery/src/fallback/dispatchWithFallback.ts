import type { SubmittedMessage } from '@rcs-send/service';
import { dispatchMessage, type DispatchOptions, type MessageOutcome } from '../dispatch/dispatchMessage';
import { SMS_FALLBACK_REASONS } from './fallbackReasons';
import type { _SmsFallbackStep } from './smsFallbackStep';

/** What became of a message the dispatcher sent with a fallback: its RCS outcome to record, `'fallen-back'` (the fallback wrote its states), or undefined (stopped: it stays queued). @internal */
export type _FallbackOutcome = MessageOutcome | 'fallen-back' | undefined;

/**
 * Delivers `submitted` as {@link dispatchMessage} does, falling back to SMS where its sender's
 * policy says: a message whose recipient a capability check (or the platform's 404 to an earlier
 * send) lately found unable to receive RCS falls back at once as NOT_RCS_CAPABLE (not a promotional one: its opt-out is checked on the
 * way to RCS; and when the balance cannot pay for the SMS, RCS is tried); a message the platform revoked at the end of its window (`revoked`: the entry of
 * its next window) falls back instead of being handed over again, while its own expiration is
 * ahead (after it, it is dispatched as before and ends EXPIRED, never sent); a FAILED outcome
 * falls back as NOT_RCS_CAPABLE (the platform's 404) or FAILED, never when its recipient
 * unsubscribed. When the balance cannot pay for the SMS, a revoked message is handed over
 * again (it keeps the unit it paid) and a failed one ends FAILED `SMS fallback: insufficient balance`.
 *
 * @internal
 */
export async function _dispatchWithFallback(submitted: SubmittedMessage, revoked: boolean, options: DispatchOptions, fallback: _SmsFallbackStep): Promise<_FallbackOutcome> {
  const expiresAt = submitted.expiresAt ?? Number.NEGATIVE_INFINITY; // a revoked message has one; without one it is never handed over again
  if (revoked && expiresAt > (options.now ?? Date.now)() && (await fallback.fallBack(submitted, 'REVOKED', SMS_FALLBACK_REASONS.revoked)) === 'taken') return 'fallen-back';
  // Known unreachable: straight to SMS, unless promotional (its recipient's opt-out is checked on the way to RCS).
  const promotional = options.messageTrafficTypeOf?.(submitted) === 'PROMOTION';
  if (!revoked && !promotional && fallback.knownUnreachable(submitted) && (await fallback.fallBack(submitted, 'NOT_RCS_CAPABLE', SMS_FALLBACK_REASONS.knownNotRcsCapable)) === 'taken') return 'fallen-back';
  const outcome = await dispatchMessage(submitted, options);
  if (outcome?.state !== 'FAILED' || outcome.unsubscribed === true) return outcome;
  if (outcome.notRcsCapable === true) fallback.noteNotRcsCapable(submitted); // the next message to this number skips RCS
  const answer = outcome.notRcsCapable === true ? await fallback.fallBack(submitted, 'NOT_RCS_CAPABLE', SMS_FALLBACK_REASONS.notRcsCapable) : await fallback.fallBack(submitted, 'FAILED', outcome.reason);
  if (answer === 'taken') return 'fallen-back';
  return answer === 'refused' ? { state: 'FAILED', attempts: outcome.attempts, reason: SMS_FALLBACK_REASONS.insufficientBalance } : outcome;
}
