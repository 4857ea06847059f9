import { isRbmPhoneNumber } from '@rcs-send/rbm';
import type { _Timers } from '../platform/timers';
import { _recipientProblem, type EmulatorRecipient } from './recipient';

/** The recipients' behaviours, by number. @internal */
export interface _Recipients {
  /** The behaviour of a number: the one set, else online when `isRcsCapable`, else notRcs. */
  get(phoneNumber: string): EmulatorRecipient;
  /** Sets a number's behaviour; an offline one comes online at its `onlineAt`. @throws RangeError for an invalid number or recipient */
  set(phoneNumber: string, recipient: EmulatorRecipient): void;
}

/** What the recipients start from, and whom they tell when a number comes online. @internal */
export interface _RecipientSettings {
  /** The numbers set from the start. */
  readonly listed: Readonly<Record<string, EmulatorRecipient>>;
  /** Whether a number not set is RCS-capable (then online). */
  readonly isRcsCapable: (phoneNumber: string) => boolean;
  /** The platform's timers (coming online). */
  readonly timers: _Timers;
  /** Called when a number is set online or an offline one comes online: what waits for it is delivered. */
  readonly onOnline: (phoneNumber: string) => void;
}

const ONLINE: EmulatorRecipient = Object.freeze({ kind: 'online' });
const NOT_RCS: EmulatorRecipient = Object.freeze({ kind: 'notRcs' });

/** A frozen copy, so that a caller's later change does not reach the emulator. */
const copyOf = (recipient: EmulatorRecipient): EmulatorRecipient =>
  Object.freeze(recipient.kind !== 'notRcs' && recipient.features !== undefined ? { ...recipient, features: Object.freeze([...recipient.features]) } : { ...recipient });

/**
 * The recipients of the emulated platform: `listed` numbers behave as set (and may be set again),
 * the others are online or not RCS-capable by `isRcsCapable`. An offline number comes online at
 * its `onlineAt` (a timer, however far ahead), keeping its features.
 *
 * @throws RangeError for a listed number or recipient that is invalid
 * @internal
 */
export function _createRecipients(settings: _RecipientSettings): _Recipients {
  const byNumber = new Map<string, EmulatorRecipient>();
  const comingOnline = new Map<string, () => void>();
  const recipients: _Recipients = {
    get: (phoneNumber) => byNumber.get(phoneNumber) ?? (settings.isRcsCapable(phoneNumber) ? ONLINE : NOT_RCS),
    set(phoneNumber, recipient) {
      if (!isRbmPhoneNumber(phoneNumber)) throw new RangeError(`${JSON.stringify(phoneNumber)} is not an E.164 number with +`);
      const problem = _recipientProblem(recipient);
      if (problem !== undefined) throw new RangeError(`${phoneNumber}: ${problem}`);
      comingOnline.get(phoneNumber)?.();
      comingOnline.delete(phoneNumber);
      byNumber.set(phoneNumber, copyOf(recipient));
      if (recipient.kind === 'online') settings.onOnline(phoneNumber);
      if (recipient.kind !== 'offline') return;
      const online: EmulatorRecipient = recipient.features === undefined ? { kind: 'online' } : { kind: 'online', features: recipient.features };
      comingOnline.set(phoneNumber, settings.timers.at(recipient.onlineAt.getTime(), () => recipients.set(phoneNumber, online)));
    },
  };
  for (const [phoneNumber, recipient] of Object.entries(settings.listed)) recipients.set(phoneNumber, recipient);
  return recipients;
}
