import { isCancellable, ServiceUnavailableError, wasHandedOver, type MessageCancelPort, type MessageStatePort, type MessageStatus, type PlatformHandoverPort } from '@rcs-send/service';
import type { DeliveryPort } from '../port/deliveryPort';
import { _revokeMessage } from './revokeMessage';

/** Options of {@link createMessageCancelPort}. @public */
export interface MessageCancelOptions {
  /** The state port the acceptance, the dispatcher and the status lookup share. */
  readonly states: MessageStatePort;
  /** The platform SENT messages are withdrawn from (its `revoke`); absent, or without `revoke`, a SENT message is not cancelled (its status comes back as it is). */
  readonly delivery?: Pick<DeliveryPort, 'revoke'>;
  /** Which platform messageId a message is handed over under now (a later window's, for a message expiring beyond the platform's). @defaultValue its own id */
  readonly handovers?: Pick<PlatformHandoverPort, 'platformIdOf'>;
  /** The RBM agent id of a sender, as the dispatcher's. @defaultValue the sender itself */
  readonly agentIdOf?: (from: string) => string;
  /** Told when a message the dispatcher handed over while it was being cancelled could not be withdrawn (it stays CANCELLED; a DELIVERED may follow). */
  readonly onError?: (error: unknown) => void;
  /** How long a cancel waits for a handover in flight to end (then 503 with `Retry-After: 1`), in milliseconds. @defaultValue 10000 */
  readonly handoverWaitMs?: number;
  /** The clock, in epoch milliseconds: the time of a CANCELLED recorded after a wait. @defaultValue `Date.now` */
  readonly now?: () => number;
  /** Told each CANCELLED a cancel recorded, once it is written (a webhook, usage, a log line). */
  readonly onStatus?: (status: MessageStatus) => void;
}

/** Milliseconds between two looks at a message being handed over. */
const HANDOVER_POLL_MS = 25;

/** The reason recorded with a CANCELLED that the platform was asked to withdraw. */
const WITHDRAWN = 'REVOKED: withdrawn at the platform, which does not confirm it (a DELIVERED may still follow)';

/**
 * The cancel port of `@rcs-send/service`'s status lookup, over a state port and the platform:
 * an ACCEPTED message is recorded CANCELLED, so the dispatcher never hands it over; one whose
 * handover is in flight (`handingOver`: the platform may be taking it) is never answered
 * CANCELLED "never handed over": the cancel waits for the handover's outcome (up to
 * `handoverWaitMs`, then a `ServiceUnavailableError`: 503, retry) and cancels what it finds
 * (SENT: withdrawn; ACCEPTED again after a failed attempt: CANCELLED; FAILED: as it is); a SENT
 * one is first withdrawn with `revoke`, then recorded CANCELLED with a reason. A platform fault on that
 * withdrawal is a `ServiceUnavailableError` (nothing recorded: the client may retry); a refusal
 * (already delivered) or no way to withdraw leaves the message as it is. A message sent by SMS
 * (an SMS fallback) comes back unchanged without asking the platform, as any other state does.
 *
 * @public
 */
export function createMessageCancelPort(options: MessageCancelOptions): MessageCancelPort {
  const { states, delivery, agentIdOf, handovers } = options;
  const onError = options.onError ?? (() => undefined);
  const now = options.now ?? Date.now;
  /** `status`, once `onStatus` was told of it (when there is one). */
  const told = (status: MessageStatus | undefined): MessageStatus | undefined => {
    if (status !== undefined) options.onStatus?.(status);
    return status;
  };
  const handoverWaitMs = options.handoverWaitMs ?? 10_000;
  /** Withdraws `status`'s message under the messageId it is handed over under now. */
  const revoke = async (status: MessageStatus) => {
    const platformMessageId = await handovers?.platformIdOf(status.id);
    return _revokeMessage(delivery, platformMessageId === undefined ? status : { ...status, platformMessageId }, agentIdOf);
  };
  const cancelSent = async (current: MessageStatus, at: string): Promise<MessageStatus | undefined> => {
    const result = await revoke(current);
    if (result === undefined || result.outcome === 'failed') return current;
    if (result.outcome === 'retry') throw new ServiceUnavailableError(`withdrawal: ${result.reason}`, result.afterMs === undefined ? 1 : result.afterMs / 1000);
    return told(await states.advance({ id: current.id, state: 'CANCELLED', at, reason: WITHDRAWN })) ?? states.get(current.id);
  };
  const cancelAccepted = async (id: string, at: string): Promise<MessageStatus | undefined> => {
    const cancelled = told(await states.advance({ id, state: 'CANCELLED', at }));
    if (cancelled !== undefined && wasHandedOver(cancelled)) {
      // The dispatcher's SENT came between the read and the record: the platform has the message.
      const result = await revoke(cancelled).catch((error: unknown) => ({ outcome: 'failed' as const, reason: String(error) }));
      if (result?.outcome !== 'revoked') onError(new Error(`message ${id}, cancelled as it was sent, was not withdrawn: ${result?.reason ?? 'no way to withdraw it here'}`));
    }
    return cancelled;
  };
  return {
    async cancel(id, requestedAt) {
      const deadline = now() + handoverWaitMs;
      for (let waited = false; ; waited = true) {
        const current = await states.get(id);
        const at = waited ? new Date(now()).toISOString() : requestedAt; // after a wait, the CANCELLED comes after what the wait saw
        if (!isCancellable(current)) return current; // ended, or a submitted SMS, which cannot be withdrawn
        if (current.state === 'SENT') return cancelSent(current, at);
        if (current.handingOver !== true) {
          const cancelled = await cancelAccepted(id, at);
          if (cancelled !== undefined || now() >= deadline) return cancelled ?? states.get(id);
          // Refused: a handover began, or the message moved on, since the read: look again.
        } else if (now() >= deadline) {
          throw new ServiceUnavailableError('cancel: the message is being handed over to the platform', 1);
        } else await new Promise((resolve) => setTimeout(resolve, HANDOVER_POLL_MS));
      }
    },
  };
}
