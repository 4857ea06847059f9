import type { EmulatorRecipient } from '../recipients/recipient';
import { _createRecipients, type _Recipients } from '../recipients/recipients';
import { _createMessages, type _MessageEvents, type _Messages } from './messages';
import { _createRecentIds, type _RecentIds } from './recentIds';
import { _createTimers, type _Timers } from './timers';

/** The emulated platform: its recipients, the messages it took, the ids each agent used, its window. @internal */
export interface _Platform {
  /** How each number behaves. */
  readonly recipients: _Recipients;
  /** The messages taken and where each stands. */
  readonly messages: _Messages;
  /** The `_idKey` of the last messages and agent events taken (`keepMessages` of them): RBM ignores an id an agent used before, for either. */
  readonly seen: _RecentIds;
  /** How far ahead an expiration may lie, in milliseconds. */
  readonly maxExpiryMs: number;
  /** Every timer of the platform, stopped together when the emulator closes. */
  readonly timers: _Timers;
}

/** What the platform starts from. @internal */
export interface _PlatformSettings {
  /** The numbers set from the start. */
  readonly recipients: Readonly<Record<string, EmulatorRecipient>>;
  /** Whether a number not set is RCS-capable (then online). */
  readonly isRcsCapable: (phoneNumber: string) => boolean;
  /** How far ahead an expiration may lie, in milliseconds. */
  readonly maxExpiryMs: number;
  /** Where the platform's events about messages go. */
  readonly events: _MessageEvents;
  /** The most ids (of messages and agent events) remembered, and the most settled messages kept: the oldest go first. */
  readonly keepMessages: number;
}

/**
 * Creates the platform; a number set online, or an offline one coming online, gets what waits
 * for it delivered.
 *
 * @throws RangeError for a listed recipient that is invalid
 * @internal
 */
export function _createPlatform(settings: _PlatformSettings): _Platform {
  const timers = _createTimers();
  const messages = _createMessages((phoneNumber) => recipients.get(phoneNumber), timers, settings.events, settings.keepMessages);
  let recipients: _Recipients;
  try {
    recipients = _createRecipients({ listed: settings.recipients, isRcsCapable: settings.isRcsCapable, timers, onOnline: (phoneNumber) => messages.deliverWaiting(phoneNumber) });
  } catch (error) {
    timers.clear();
    throw error;
  }
  return { recipients, messages, seen: _createRecentIds(settings.keepMessages), maxExpiryMs: settings.maxExpiryMs, timers };
}
