import type { EmulatorRecipient } from '../recipients/recipient';
import { _createRecipients, type _Recipients } from '../recipients/recipients';
import { _createMessages, type _MessageEvents, type _Messages } from './messages';
import { _createTimers, type _Timers } from './timers';

/** The emulated platform: its recipients, the messages it took, the ids each agent used, its window. @internal */
export interface _Platform {
  /** How each number behaves. */
  readonly recipients: _Recipients;
  /** The messages taken and where each stands. */
  readonly messages: _Messages;
  /** The `_idKey` of every message and agent event taken: RBM ignores an id an agent used before, for either. */
  readonly seen: Set<string>;
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
  const messages = _createMessages((phoneNumber) => recipients.get(phoneNumber), timers, settings.events);
  let recipients: _Recipients;
  try {
    recipients = _createRecipients({ listed: settings.recipients, isRcsCapable: settings.isRcsCapable, timers, onOnline: (phoneNumber) => messages.deliverWaiting(phoneNumber) });
  } catch (error) {
    timers.clear();
    throw error;
  }
  return { recipients, messages, seen: new Set(), maxExpiryMs: settings.maxExpiryMs, timers };
}
