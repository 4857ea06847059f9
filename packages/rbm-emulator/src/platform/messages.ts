import type { EmulatorRecipient } from '../recipients/recipient';
import { _createRecentIds } from './recentIds';
import type { _Timers } from './timers';

/**
 * Where a message taken by the emulator stands: `waiting` at the platform for its recipient to
 * come online, `delivered` to the phone, or `revoked` (by its expiry or `agentMessages.delete`)
 * and never delivered.
 *
 * @public
 */
export type EmulatorMessageState = 'waiting' | 'delivered' | 'revoked';

/** The message an event is about. @internal */
export interface _EventTarget {
  /** The agent the message was sent as. */
  readonly agentId: string;
  /** The message's id. */
  readonly messageId: string;
  /** The recipient, E.164 with `+`. */
  readonly phoneNumber: string;
}

/** What the platform tells the agent's webhook about its messages. @internal */
export interface _MessageEvents {
  /** The phone took the message (DELIVERED, then READ). */
  delivered(target: _EventTarget): void;
  /** The message's expiry came while it waited: revoked, or the revocation failed (it still waits). */
  expired(target: _EventTarget, revoked: boolean): void;
}

/** The lifecycle of the messages the emulator took. @internal */
export interface _Messages {
  /** Takes a message: delivered at once to an online recipient, else waiting, revoked at `expiresAt` if still waiting. */
  take(target: _EventTarget, expiresAt: Date | undefined): void;
  /** `agentMessages.delete`: a waiting message of that number is revoked; any other is left as it is. */
  revoke(phoneNumber: string, agentId: string, messageId: string): void;
  /** Delivers every message waiting for a number that came online. */
  deliverWaiting(phoneNumber: string): void;
  /** Where a message stands, or undefined when the emulator never took it (or, settled long ago, forgot it). */
  stateOf(agentId: string, messageId: string): EmulatorMessageState | undefined;
}

interface Entry {
  readonly target: _EventTarget;
  state: EmulatorMessageState;
  cancelExpiry: (() => void) | undefined;
}

/** The key of an id an agent used (a message's, an agent event's). @internal */
export const _idKey = (agentId: string, id: string): string => `${agentId}\n${id}`;

/**
 * The platform's messages, reading each recipient's behaviour when it matters. Every message
 * waiting for its phone is kept; of those settled (delivered or revoked), the last `keepSettled`,
 * the one settled longest ago forgotten first (its state is then unknown).
 *
 * @internal
 */
export function _createMessages(recipientOf: (phoneNumber: string) => EmulatorRecipient, timers: _Timers, events: _MessageEvents, keepSettled: number): _Messages {
  const entries = new Map<string, Entry>();
  const waiting = new Map<string, Set<Entry>>();
  const settled = _createRecentIds(keepSettled, (key) => entries.get(key)?.state !== 'waiting' && entries.delete(key)); // a message taken again under a forgotten id may wait
  const settle = (entry: Entry, state: 'delivered' | 'revoked'): void => {
    entry.state = state;
    entry.cancelExpiry?.();
    waiting.get(entry.target.phoneNumber)?.delete(entry);
    if (waiting.get(entry.target.phoneNumber)?.size === 0) waiting.delete(entry.target.phoneNumber);
    settled.add(_idKey(entry.target.agentId, entry.target.messageId));
    if (state === 'delivered') events.delivered(entry.target);
  };
  const expire = (entry: Entry): void => {
    if (entry.state !== 'waiting') return;
    const recipient = recipientOf(entry.target.phoneNumber);
    const revoked = !(recipient.kind === 'offline' || recipient.kind === 'neverOnline') || recipient.revokeFails !== true;
    if (revoked) settle(entry, 'revoked');
    events.expired(entry.target, revoked);
  };
  return {
    take(target, expiresAt) {
      const entry: Entry = { target, state: 'waiting', cancelExpiry: undefined };
      entries.set(_idKey(target.agentId, target.messageId), entry);
      if (recipientOf(target.phoneNumber).kind === 'online') return settle(entry, 'delivered');
      waiting.set(target.phoneNumber, (waiting.get(target.phoneNumber) ?? new Set()).add(entry));
      if (expiresAt !== undefined) entry.cancelExpiry = timers.at(expiresAt.getTime(), () => expire(entry));
    },
    revoke(phoneNumber, agentId, messageId) {
      const entry = entries.get(_idKey(agentId, messageId));
      if (entry?.state === 'waiting' && entry.target.phoneNumber === phoneNumber) settle(entry, 'revoked');
    },
    deliverWaiting(phoneNumber) {
      for (const entry of [...(waiting.get(phoneNumber) ?? [])]) settle(entry, 'delivered');
      waiting.delete(phoneNumber);
    },
    stateOf: (agentId, messageId) => entries.get(_idKey(agentId, messageId))?.state,
  };
}
