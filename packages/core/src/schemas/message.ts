import * as v from 'valibot';
import { LIMITS } from '../limits/limits';
import { _isLaterThanEpochMs } from '../rules/datetime/isLaterDateTime';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import { _isRecord } from '../rules/json/jsonValue';
import { _canonicalMsisdn } from '../rules/msisdn/canonicalMsisdn';
import { _exceedsJsonBytes } from '../rules/size/exceedsJsonBytes';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { ContentMessageSchema } from './contentMessage';
import { _fields, _strictObject } from './strictObject';
import { _dateTime, _text } from './values';

/** The fields of a message (API reference 2.2). */
const MESSAGE = _FIELD_TABLE.message;

/** The clock `expirationDateTime` is compared with: a fixed moment, or a function read at each parse. @public */
export type Clock = Date | (() => Date);

/** The recipient: an MSISDN canonicalised to digits, or the reason it is refused (contract). */
function recipient() {
  return v.pipe(
    _text(MESSAGE.to),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const msisdn = _canonicalMsisdn(dataset.value);
      if (msisdn.ok) return msisdn.digits;
      addIssue({ message: msisdn.code });
      return NEVER;
    }),
  );
}

/** False only for a valid date-time at or before `nowMs`. */
function isLaterThanNow(input: string, nowMs: number): boolean {
  const ms = _parseDateTime(input);
  return Number.isNaN(ms) || _isLaterThanEpochMs(input, ms, nowMs);
}

/**
 * The size limit of a message as received (API reference 8): judged after the message's other issues
 * (the order of issues puts it last), on the input itself. A message that cannot be
 * serialised (a cycle, a read that throws, a revoked proxy) is not judged: its other issues
 * say why. Its output is empty, so the intersection keeps the message's.
 */
const sizeLimit = v.pipe(
  v.unknown(),
  v.check((input) => !(_isRecord(input) && _exceedsJsonBytes(input, LIMITS.messageBytesMax)), 'MESSAGE_TOO_LARGE'),
  v.transform((): object => ({})),
);

/**
 * One message (API reference 2.2, 8, 10), with `expirationDateTime` compared with `now`: its
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
  const message = _strictObject(
    _fields({
      to: recipient(),
      from: _text(MESSAGE.from),
      expirationDateTime: v.exactOptional(
        // A check of its own, which the JSON Schema generator reads by its code: it parses the
        // date-time again (the fast path parses it once). An invalid one is only DATETIME_INVALID.
        v.pipe(_dateTime(MESSAGE.expirationDateTime), v.check((input) => isLaterThanNow(input, nowMs()), 'EXPIRATION_NOT_IN_FUTURE')),
      ),
      contentMessage: ContentMessageSchema,
    }),
  );
  // The size limit outputs nothing: the intersection's output is the message's (hence the cast).
  return v.intersect([message, sizeLimit]) as unknown as typeof message;
}

/** One message, with `expirationDateTime` compared with the current time at each parse. @public */
export const MessageSchema = messageSchema();
