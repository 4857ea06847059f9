import { advances, type MessageState, type StateStep } from './messageStates';

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
  /** The recipient's MSISDN, canonical digits (set with ACCEPTED; kept): a withdrawal at the platform names it. */
  readonly to?: string;
  /** The sender the message was accepted with (set with ACCEPTED; kept): its agent withdraws it. */
  readonly from?: string;
}

/** What is known of a message: its current state and the states it went through. @public */
export interface MessageStatus extends StateChange {
  /** Every state reached, oldest first; the last one is `state`. */
  readonly history: readonly StateStep[];
}

/** The facts set once and kept from then on (organization, recipient, sender): the change's, else the current status's. */
function kept(current: MessageStatus | undefined, change: StateChange): Pick<StateChange, 'organizationId' | 'to' | 'from'> {
  const organizationId = change.organizationId ?? current?.organizationId;
  const to = change.to ?? current?.to;
  const from = change.from ?? current?.from;
  return { ...(organizationId === undefined ? {} : { organizationId }), ...(to === undefined ? {} : { to }), ...(from === undefined ? {} : { from }) };
}

/** The status after a change, or undefined when the change does not move the message forward. @public */
export function applyChange(current: MessageStatus | undefined, change: StateChange): MessageStatus | undefined {
  const handedOver = current?.history.some((step) => step.state === 'SENT') ?? false;
  if (!advances(current?.state, change.state, handedOver)) return undefined;
  return {
    id: change.id,
    state: change.state,
    at: change.at,
    ...kept(current, change),
    ...(change.reason === undefined ? {} : { reason: change.reason }),
    ...(change.attempts === undefined ? (current?.attempts === undefined ? {} : { attempts: current.attempts }) : { attempts: change.attempts }),
    history: [...(current?.history ?? []), { state: change.state, at: change.at, ...(change.platformAt === undefined ? {} : { platformAt: change.platformAt }) }],
  };
}

/** True once the dispatcher is done with a message: any state past ACCEPTED. @public */
export const isDispatched = (status: MessageStatus | undefined): boolean => status !== undefined && status.state !== 'ACCEPTED';
