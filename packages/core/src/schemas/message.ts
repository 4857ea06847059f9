import * as v from 'valibot';
import { LIMITS } from '../limits/limits';
import { _canonicalMsisdn, type MsisdnError } from '../rules/msisdn/canonicalMsisdn';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import { ContentMessageSchema } from './contentMessage';
import { _REVOKED, _UNREADABLE, type _Record } from './json';
import { _fields, _record, _strictObject } from './strictObject';
import { _dateTime, _nonEmptyString } from './values';

/** The clock `expirationDateTime` is compared with: a fixed moment, or a function read at each parse. @public */
export type Clock = Date | (() => Date);

/** True when `_canonicalMsisdn` refused the number (digits never start with a letter). */
function isMsisdnError(result: string): result is MsisdnError {
  return result.startsWith('TO_');
}

/** The recipient: an MSISDN canonicalised to digits, or the reason it is refused (contract). */
function recipient() {
  return v.pipe(
    _nonEmptyString(),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const digits = _canonicalMsisdn(dataset.value);
      if (!isMsisdnError(digits)) return digits;
      addIssue({ message: digits });
      return NEVER;
    }),
  );
}

/**
 * The UTF-8 byte length of the compact JSON of the message's present fields; 0 when it cannot
 * be serialised (a cycle, a BigInt, a read that throws, a revoked proxy): its other issues
 * already say why.
 */
function jsonBytes(message: _Record): number {
  if (Object.values(message).some((value) => value === _UNREADABLE || value === _REVOKED)) return 0;
  let json: string | undefined;
  try {
    json = JSON.stringify(message);
  } catch {
    return 0;
  }
  return json === undefined ? 0 : new TextEncoder().encode(json).length;
}

/**
 * One message (spec 2.2, 8, contract), with `expirationDateTime` compared with `now`: its
 * size is measured on its fields as received, before canonicalisation.
 *
 * @param now - the clock; default: the current time at each parse
 * @public
 */
export function messageSchema(now: Clock = () => new Date()) {
  const nowMs = (): number => {
    const ms = (typeof now === 'function' ? now() : now).getTime();
    return Number.isNaN(ms) ? Date.now() : ms; // an invalid clock reads as the current time, as in the core
  };
  return _strictObject(
    _fields({
      to: recipient(),
      from: _nonEmptyString(),
      expirationDateTime: v.exactOptional(
        v.pipe(
          _dateTime(),
          // An invalid date-time is only DATETIME_INVALID: NaN is never at or before now.
          v.check((input) => !(_parseDateTime(input) <= nowMs()), 'EXPIRATION_NOT_IN_FUTURE'),
        ),
      ),
      contentMessage: ContentMessageSchema,
    }),
    { rules: v.pipe(_record(), v.check((message) => jsonBytes(message) <= LIMITS.messageBytesMax, 'MESSAGE_TOO_LARGE')) },
  );
}

/** One message, with `expirationDateTime` compared with the current time at each parse. @public */
export const MessageSchema = messageSchema();
