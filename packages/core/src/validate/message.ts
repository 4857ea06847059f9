import { _FIELD_TABLE } from '../fields/fieldTable';
import { LIMITS } from '../limits/limits';
import { _isLaterThanEpochMs } from '../rules/datetime/isLaterDateTime';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import { _canonicalMsisdn } from '../rules/msisdn/canonicalMsisdn';
import { _exceedsJsonBytes } from '../rules/size/exceedsJsonBytes';
import type { ContentMessage } from '../types/content';
import type { Message } from '../types/request';
import type { MessageResult } from '../types/result';
import { _contentMessage } from './contentMessage';
import { _Context, type _Settings } from './context';
import { _dateTimeField } from './dateTimeField';
import { _readMessage } from './fieldReaders';
import { _recordField, _stringField } from './fields';

const MESSAGE = _FIELD_TABLE.message;

/** Walks one message object, reporting into `ctx`; its canonical form (meaningful only without issues). */
function walkMessage(ctx: _Context, input: Record<string, unknown>): Message {
  const [t, f, e, c] = _readMessage(ctx, input);
  const written = _stringField(ctx, t, 'to', MESSAGE.to);
  let to = written as string;
  if (written !== undefined && written.length > 0) {
    const msisdn = _canonicalMsisdn(written);
    if (msisdn.ok) to = msisdn.digits;
    else ctx.reportField(msisdn.code, 'to');
  }
  const from = _stringField(ctx, f, 'from', MESSAGE.from) as string;
  const expires = _dateTimeField(ctx, e, 'expirationDateTime', MESSAGE.expirationDateTime);
  if (!Number.isNaN(expires) && !_isLaterThanEpochMs(e as string, expires, ctx.settings.nowMs)) ctx.reportField('EXPIRATION_NOT_IN_FUTURE', 'expirationDateTime');
  const content = _recordField(ctx, c, 'contentMessage', MESSAGE.contentMessage);
  ctx.enter('contentMessage');
  const contentMessage = (content === undefined ? undefined : _contentMessage(ctx, content)) as ContentMessage;
  ctx.leave();
  return e === undefined
    ? { to, from, contentMessage }
    : { to, from, expirationDateTime: e as string, contentMessage };
}

/**
 * Validates element `index` of `messages` on its own: its fields, its content and its size.
 * Nothing outside the message is read; `input` may be {@link _UNREADABLE} when reading the
 * element threw.
 *
 * @internal
 */
export function _validateMessageAt(input: unknown, index: number, settings: _Settings): MessageResult {
  const ctx = new _Context(settings, index);
  let value: Message | undefined;
  if (_isRecord(input)) {
    try {
      value = walkMessage(ctx, input);
    } catch {
      ctx.leaveAll();
      ctx.report('FIELD_UNREADABLE');
    }
    if (ctx.bytesBound > LIMITS.messageBytesMax && _exceedsJsonBytes(input, LIMITS.messageBytesMax)) {
      ctx.report('MESSAGE_TOO_LARGE');
    }
  } else if (input === _UNREADABLE) {
    ctx.report('FIELD_UNREADABLE');
  } else {
    ctx.report('FIELD_INVALID_TYPE', 'an object');
  }
  return ctx.issues.length === 0 ? { index, ok: true, issues: [], value: value as Message } : { index, ok: false, issues: ctx.issues };
}
