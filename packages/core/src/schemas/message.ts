import * as v from 'valibot';
import { LIMITS } from '../limits/limits';
import { _UNREADABLE } from '../rules/json/jsonValue';
import { _canonicalMsisdn } from '../rules/msisdn/canonicalMsisdn';
import { _exceedsJsonBytes } from '../rules/size/exceedsJsonBytes';
import { ContentMessageSchema } from './contentMessage';
import { _REVOKED, type _Record } from './json';
import { _fields, _record, _strictObject } from './strictObject';
import { _dateTime, _nonEmptyString } from './values';

/** The clock `expirationDateTime` is compared with: a fixed moment, or a function read at each parse. @public */
export type Clock = Date | (() => Date);

/** The recipient: an MSISDN canonicalised to digits, or the reason it is refused (contract). */
function recipient() {
  return v.pipe(
    _nonEmptyString(),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const msisdn = _canonicalMsisdn(dataset.value);
      if (msisdn.ok) return msisdn.digits;
      addIssue({ message: msisdn.code });
      return NEVER;
    }),
  );
}

/**
 * True when the compact JSON of the message's present fields is over the size limit. A message
 * with a field whose read threw or a revoked proxy is not judged (its other issues say why),
 * as one that cannot be serialised is not.
 */
function isTooLarge(message: _Record): boolean {
  if (Object.values(message).some((value) => value === _UNREADABLE || value === _REVOKED)) return false;
  return _exceedsJsonBytes(message, LIMITS.messageBytesMax);
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
      expirationDateTime: v.exactOptional(_dateTime({ nowMs, notLater: 'EXPIRATION_NOT_IN_FUTURE' })),
      contentMessage: ContentMessageSchema,
    }),
    { rules: v.pipe(_record(), v.check((message) => !isTooLarge(message), 'MESSAGE_TOO_LARGE')) },
  );
}

/** One message, with `expirationDateTime` compared with the current time at each parse. @public */
export const MessageSchema = messageSchema();
