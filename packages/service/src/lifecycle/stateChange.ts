import { advancesOnChannel } from './channelMoves';
import type { MessageChannel, MessageState, StateStep } from './messageStates';

/** What the SMS of a fallback was: set with the SENT on channel SMS, kept from then on. @public */
export interface SmsDetails {
  /** Its segments (the units it cost). */
  readonly segments: number;
  /** `GSM7` or `UCS2`. */
  readonly encoding: 'GSM7' | 'UCS2';
  /** The SMSC's message id of each segment, in order (empty before the SMSC took it). */
  readonly smscMessageIds: readonly string[];
}

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
  /** The channel of the change (absent: RCS, as every platform event); SMS from the fallback's SENT on (kept). */
  readonly channel?: MessageChannel;
  /** The RCS outcome that made the message fall back to SMS (set with the SENT on SMS; kept). */
  readonly fallbackReason?: string;
  /** The SMS of the fallback (set with the SENT on SMS, or a later SMS change; kept). */
  readonly sms?: SmsDetails;
}

/** What is known of a message: its current state and the states it went through. @public */
export interface MessageStatus extends StateChange {
  /** Every state reached, oldest first; the last one is `state`. */
  readonly history: readonly StateStep[];
  /**
   * Set while the message, ACCEPTED, is being handed over to the platform (the dispatcher's call
   * is in flight, or a stop or crash cut it short): a cancel is refused meanwhile, since the
   * platform may be taking it (see {@link handingOver}); the next change of state clears it.
   * Never shown to a client.
   */
  readonly handingOver?: true;
}

/** The facts set once and kept from then on: a later change's value replaces an earlier one's. */
const KEPT = ['organizationId', 'to', 'from', 'channel', 'fallbackReason', 'sms'] as const;

/** The facts of {@link KEPT}: the change's, else the current status's; absent when neither has one. */
function kept(current: MessageStatus | undefined, change: StateChange): Pick<StateChange, (typeof KEPT)[number]> {
  const facts: Partial<Record<(typeof KEPT)[number], unknown>> = {};
  for (const fact of KEPT) {
    const value = change[fact] ?? current?.[fact];
    if (value !== undefined) facts[fact] = value;
  }
  return facts as Pick<StateChange, (typeof KEPT)[number]>;
}

/**
 * The status after a change, or undefined when the change does not move the message forward
 * on its channel ({@link advancesOnChannel}: once a message fell back to SMS, only its SMS
 * receipts move it, and a CANCELLED is refused: an SMS cannot be withdrawn), or when it is a
 * CANCELLED while the message is being handed over (`handingOver`). The status it makes carries
 * no `handingOver`: any change of state ends a handover.
 *
 * @public
 */
export function applyChange(current: MessageStatus | undefined, change: StateChange): MessageStatus | undefined {
  const handedOver = wasHandedOver(current);
  if (!advancesOnChannel(current?.state, current?.channel ?? 'RCS', change.state, change.channel ?? 'RCS', handedOver)) return undefined;
  if (change.state === 'CANCELLED' && current?.handingOver === true) return undefined; // the platform may be taking it: only its answer tells
  const step: StateStep = { state: change.state, at: change.at, ...(change.platformAt === undefined ? {} : { platformAt: change.platformAt }), ...(change.channel === undefined ? {} : { channel: change.channel }) };
  return {
    id: change.id,
    state: change.state,
    at: change.at,
    ...kept(current, change),
    ...(change.reason === undefined ? {} : { reason: change.reason }),
    ...(change.attempts === undefined ? (current?.attempts === undefined ? {} : { attempts: current.attempts }) : { attempts: change.attempts }),
    history: [...(current?.history ?? []), step],
  };
}

/** True once the platform took the message (SENT is in its history): a withdrawal is asked of it, and the phone's DELIVERED and READ still count after a CANCELLED or EXPIRED. @public */
export const wasHandedOver = (status: Pick<MessageStatus, 'history'> | undefined): boolean => status?.history.some((step) => step.state === 'SENT') ?? false;

/** True while a cancel can still change where a message stands: ACCEPTED (never handed over), or SENT on RCS (withdrawn at the platform); never once it fell back to SMS or ended. @public */
export const isCancellable = (status: MessageStatus | undefined): status is MessageStatus => status !== undefined && status.channel !== 'SMS' && (status.state === 'ACCEPTED' || status.state === 'SENT');

/** True once the dispatcher is done with a message: any state past ACCEPTED. @public */
export const isDispatched = (status: MessageStatus | undefined): boolean => status !== undefined && status.state !== 'ACCEPTED';

/**
 * The status of a message whose handover to the platform begins (`inFlight` true, right before
 * the dispatcher's call) or ended without an outcome (false: the call failed and is retried
 * later): `{ write }` the status to store, or `{ proceed }` with nothing to store. A handover
 * begins only from ACCEPTED (a message CANCELLED or past it is never handed over: `proceed`
 * false); a message nothing is known of proceeds (nothing can cancel it).
 *
 * @public
 */
export function handingOver(current: MessageStatus | undefined, inFlight: boolean): { readonly write: MessageStatus } | { readonly proceed: boolean } {
  if (current === undefined) return { proceed: true };
  if (current.state !== 'ACCEPTED') return { proceed: false };
  if ((current.handingOver === true) === inFlight) return { proceed: true };
  const { handingOver: _cleared, ...rest } = current;
  return { write: inFlight ? { ...rest, handingOver: true } : rest };
}
