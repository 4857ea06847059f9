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
  /** Why, for FAILED, and for EXPIRED or CANCELLED after handover. */
  readonly reason?: string;
  /** When the platform says it happened (its event's time), for what the platform reports. */
  readonly platformAt?: string;
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

/**
 * The states each state may move on to, in the documented order: forward only; EXPIRED, FAILED
 * and CANCELLED end a message. The one table of the rule: `advances`, the Redis script and the
 * API reference's table are read from it.
 *
 * @internal
 */
export const _MOVES: Readonly<Record<MessageState, readonly MessageState[]>> = {
  ACCEPTED: ['SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED'],
  SENT: ['DELIVERED', 'READ', 'EXPIRED', 'CANCELLED'],
  DELIVERED: ['READ'],
  READ: [],
  EXPIRED: [],
  FAILED: [],
  CANCELLED: [],
};

/**
 * What the platform's word on the phone may still move a handed-over message to, from a
 * withdrawal the platform did not confirm (a cancel: its delete answers 200 whatever happened;
 * a failed revoke at the expiration): a DELIVERED or READ that arrives then wins.
 *
 * @internal
 */
export const _AFTER_WITHDRAWAL: Readonly<Partial<Record<MessageState, readonly MessageState[]>>> = {
  EXPIRED: ['DELIVERED', 'READ'],
  CANCELLED: ['DELIVERED', 'READ'],
};

/**
 * Whether a message in `current` (undefined: nothing known) may move to `next`: only forward
 * (READ may follow ACCEPTED when events overtake the dispatcher); EXPIRED and CANCELLED from
 * ACCEPTED or SENT, FAILED from ACCEPTED only; nothing out of EXPIRED, FAILED or CANCELLED,
 * except DELIVERED and READ when the message had been handed over (`handedOver`: SENT is in
 * its history).
 *
 * @public
 */
export function advances(current: MessageState | undefined, next: MessageState, handedOver = false): boolean {
  if (current === undefined) return true;
  return _MOVES[current].includes(next) || (handedOver && (_AFTER_WITHDRAWAL[current]?.includes(next) ?? false));
}

/** The status after a change, or undefined when the change does not move the message forward. @public */
export function applyChange(current: MessageStatus | undefined, change: StateChange): MessageStatus | undefined {
  const handedOver = current?.history.some((step) => step.state === 'SENT') ?? false;
  if (!advances(current?.state, change.state, handedOver)) return undefined;
  const organizationId = change.organizationId ?? current?.organizationId;
  return {
    id: change.id,
    state: change.state,
    at: change.at,
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(change.reason === undefined ? {} : { reason: change.reason }),
    ...(change.attempts === undefined ? (current?.attempts === undefined ? {} : { attempts: current.attempts }) : { attempts: change.attempts }),
    history: [...(current?.history ?? []), { state: change.state, at: change.at, ...(change.platformAt === undefined ? {} : { platformAt: change.platformAt }) }],
  };
}

/** True once the dispatcher is done with a message: any state past ACCEPTED. @public */
export const isDispatched = (status: MessageStatus | undefined): boolean => status !== undefined && status.state !== 'ACCEPTED';

/** The in-memory state port, for tests and a single process that needs no history across restarts. @public */
export function createMemoryStatePort(): MessageStatePort & { /** Every status, by id. */ readonly statuses: ReadonlyMap<string, MessageStatus> } {
  const statuses = new Map<string, MessageStatus>();
  return {
    statuses,
    get: (id) => Promise.resolve(statuses.get(id)),
    advance(change) {
      const next = applyChange(statuses.get(change.id), change); // stored only when it moves the message forward
      if (next !== undefined) statuses.set(change.id, next);
      return Promise.resolve(next);
    },
  };
}
