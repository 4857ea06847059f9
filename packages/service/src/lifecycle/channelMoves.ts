import { advances, type MessageChannel, type MessageState } from './messageStates';

/**
 * The states a message carried by SMS may move on to: from SENT, its receipts' DELIVERED,
 * FAILED (undelivered, or a refused submit) or EXPIRED (its validity ended); never READ (an SMS
 * has no read report) and never CANCELLED (an SMS cannot be withdrawn once submitted). Every
 * other state is final on SMS. The Redis state script and the API reference are read from it.
 *
 * @public
 */
export const SMS_STATE_MOVES: Readonly<Record<MessageState, readonly MessageState[]>> = {
  ACCEPTED: [],
  SENT: ['DELIVERED', 'EXPIRED', 'FAILED'],
  DELIVERED: [],
  READ: [],
  EXPIRED: [],
  FAILED: [],
  CANCELLED: [],
};

/**
 * The states on RCS from which a message may fall back to SMS: SENT on channel SMS may follow
 * ACCEPTED (no RCS, or RCS skipped) or SENT on RCS (revoked at the platform's window): the one
 * move where a state repeats, on the new channel.
 *
 * @public
 */
export const SMS_FALLBACK_FROM: readonly MessageState[] = ['ACCEPTED', 'SENT'];

/**
 * Whether a message in `current` on `currentChannel` may move to `next` on `nextChannel`
 * (a change with no channel is on RCS): on RCS the moves of {@link advances}; from RCS to SMS
 * only SENT, from a state of {@link SMS_FALLBACK_FROM}; on SMS only the moves of
 * {@link SMS_STATE_MOVES}, and never back to RCS (a platform event, a cancel or a revoke that
 * comes after the fallback is refused). Nothing known (`current` undefined) takes any change.
 *
 * @public
 */
export function advancesOnChannel(current: MessageState | undefined, currentChannel: MessageChannel, next: MessageState, nextChannel: MessageChannel, handedOver = false): boolean {
  if (current === undefined) return true;
  if (currentChannel === 'SMS') return nextChannel === 'SMS' && SMS_STATE_MOVES[current].includes(next);
  if (nextChannel === 'SMS') return next === 'SENT' && SMS_FALLBACK_FROM.includes(current);
  return advances(current, next, handedOver);
}
