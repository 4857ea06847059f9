import type { MessageState, StateStep } from '@rcs-send/service';

// The states and their steps are the API's (the status lookup answers them): defined once, in the service.
export type { MessageState, StateStep };

/** One move of a message to a state, with when it happened. @public */
export interface StateChange {
  /** The accepted message's id. */
  readonly id: string;
  /** The state reached. */
  readonly state: MessageState;
  /** When, as an RFC 3339 UTC date-time. */
  readonly at: string;
  /** Why, for FAILED. */
  readonly reason?: string;
  /** Send attempts made, for the dispatcher's SENT, FAILED and EXPIRED. */
  readonly attempts?: number;
  /** The organization the message was accepted for (set with ACCEPTED; kept from then on). */
  readonly organizationId?: string;
}

/** What is known of a message: its current state and the states it went through. @public */
export interface MessageStatus extends StateChange {
  /** Every state reached, oldest first; the last one is `state`. */
  readonly history: readonly StateStep[];
}

/**
 * Where states are kept. A change is applied only when it moves the message forward
 * ({@link advances}), so a duplicate or late event is a no-op.
 *
 * @public
 */
export interface MessageStatePort {
  /** What is known of the message, or undefined when nothing is. */
  get(id: string): Promise<MessageStatus | undefined>;
  /** Applies a change durably when it moves the message forward: the new status, or undefined (nothing written) when it does not. */
  advance(change: StateChange): Promise<MessageStatus | undefined>;
}

const RANK: Readonly<Record<MessageState, number>> = { ACCEPTED: 0, SENT: 1, EXPIRED: 1, FAILED: 1, DELIVERED: 2, READ: 3 };

/** True for EXPIRED and FAILED: nothing follows them. @public */
export const isFinalFailure = (state: MessageState): boolean => state === 'EXPIRED' || state === 'FAILED';

/**
 * Whether a message in `current` (undefined: nothing known) may move to `next`: only to a
 * later state (READ may follow ACCEPTED when events overtake the dispatcher), never out of
 * EXPIRED or FAILED, and EXPIRED or FAILED only from ACCEPTED.
 *
 * @public
 */
export function advances(current: MessageState | undefined, next: MessageState): boolean {
  if (current === undefined) return true;
  if (isFinalFailure(current)) return false;
  if (isFinalFailure(next)) return current === 'ACCEPTED';
  return RANK[next] > RANK[current];
}

/** The status after a change, or undefined when the change does not move the message forward. @public */
export function applyChange(current: MessageStatus | undefined, change: StateChange): MessageStatus | undefined {
  if (!advances(current?.state, change.state)) return undefined;
  const organizationId = change.organizationId ?? current?.organizationId;
  return {
    id: change.id,
    state: change.state,
    at: change.at,
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(change.reason === undefined ? {} : { reason: change.reason }),
    ...(change.attempts === undefined ? (current?.attempts === undefined ? {} : { attempts: current.attempts }) : { attempts: change.attempts }),
    history: [...(current?.history ?? []), { state: change.state, at: change.at }],
  };
}

/** Applies `change` to the status `statuses` holds for its message, and stores the result: the new status, or undefined (nothing stored) when it does not move the message forward. @internal */
export function _advanceIn(statuses: Map<string, MessageStatus>, change: StateChange): MessageStatus | undefined {
  const next = applyChange(statuses.get(change.id), change);
  if (next !== undefined) statuses.set(change.id, next);
  return next;
}

/** True once the dispatcher is done with a message: any state past ACCEPTED. @public */
export const isDispatched = (status: MessageStatus | undefined): boolean => status !== undefined && status.state !== 'ACCEPTED';

/** The in-memory state port, for tests and a single process that needs no history across restarts. @public */
export function createMemoryStatePort(): MessageStatePort & { /** Every status, by id. */ readonly statuses: ReadonlyMap<string, MessageStatus> } {
  const statuses = new Map<string, MessageStatus>();
  return {
    statuses,
    get: (id) => Promise.resolve(statuses.get(id)),
    advance: (change) => Promise.resolve(_advanceIn(statuses, change)),
  };
}
