import * as v from 'valibot';
import { LIMITS } from '../limits/limits';
import { _arrayLength, _isArray } from '../rules/json/jsonValue';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { messageSchema, type Clock } from './message';
import { _fields, _record, _strictObject } from './strictObject';
import { _list, _text } from './values';

/**
 * The body of `POST /v1.2/rcs/send` (API reference 2.1, 8, 10), with every message's
 * `expirationDateTime` compared with `now`. `REQUEST_NOT_OBJECT` at the root unless it is an
 * object; `MESSAGES_EMPTY` at the root for `messages: []`; canonical `organizationId` in lower case.
 *
 * @param now - the clock; default: the current time at each parse
 * @public
 */
export function sendRequestSchema(now?: Clock) {
  return _strictObject(
    _fields({
      organizationId: v.pipe(_text(_FIELD_TABLE.request.organizationId), v.uuid('ORGANIZATION_ID_INVALID'), v.toLowerCase()),
      messages: _list(messageSchema(now), { max: LIMITS.messagesMax, tooMany: 'MESSAGES_TOO_MANY' }),
    }),
    {
      notObject: 'REQUEST_NOT_OBJECT',
      rules: v.pipe(
        _record(),
        v.check(
          (request) => {
            const messages = request['messages'];
            const length = _isArray(messages) ? _arrayLength(messages) : -1;
            return !(length >= 0 && length < LIMITS.messagesMin);
          },
          'MESSAGES_EMPTY',
        ),
      ),
    },
  );
}

/** The body of `POST /v1.2/rcs/send`, with `expirationDateTime` compared with the current time at each parse. @public */
export const SendRequestSchema = sendRequestSchema();
