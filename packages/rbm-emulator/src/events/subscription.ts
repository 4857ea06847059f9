import { randomUUID } from 'node:crypto';

/** A user leaving or rejoining an agent's messages (RBM's UNSUBSCRIBE or SUBSCRIBE UserEvent). @public */
export interface EmulatorSubscriptionChange {
  /** The agent concerned. */
  readonly agentId: string;
  /** The user's number, E.164 with `+`. */
  readonly from: string;
  /** `UNSUBSCRIBE` (the user opted out: the partner must stop non-essential traffic) or `SUBSCRIBE` (opted back in). */
  readonly eventType: 'UNSUBSCRIBE' | 'SUBSCRIBE';
}

/** What posting a subscription change did. @public */
export interface EmulatorSubscriptionResult {
  /** The webhook's status (the last one, when the event was posted twice). */
  readonly status: number;
  /** The event's id. */
  readonly eventId: string;
}

/** A subscription change from an admin request body, or a sentence saying what is wrong with it. @internal */
export function _subscriptionChangeOf(input: unknown): EmulatorSubscriptionChange | string {
  if (typeof input !== 'object' || input === null) return 'the body must be a JSON object';
  const { agentId, from, eventType } = input as Record<string, unknown>;
  if (typeof agentId !== 'string' || typeof from !== 'string') return 'agentId and from must be strings';
  if (eventType !== 'UNSUBSCRIBE' && eventType !== 'SUBSCRIBE') return 'eventType must be UNSUBSCRIBE or SUBSCRIBE';
  return { agentId, from, eventType };
}

/** RBM's `UserEvent` for a subscription change, with a fresh `eventId` (no messageId: no message is concerned). @internal */
export function _subscriptionEventOf(change: EmulatorSubscriptionChange): Record<string, unknown> {
  return { senderPhoneNumber: change.from, eventType: change.eventType, eventId: randomUUID(), sendTime: new Date().toISOString(), agentId: change.agentId };
}
