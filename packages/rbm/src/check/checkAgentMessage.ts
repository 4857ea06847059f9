import { RBM_LIMITS } from '../limits';
import { _compareToMs } from '../time/dateTimeText';
import { MESSAGE_TRAFFIC_TYPE_UNSPECIFIED, MESSAGE_TRAFFIC_TYPES } from '../types/agentMessage';
import { isRbmPhoneNumber, isRbmUuid } from '../ids';
import { _checkContentMessage } from './content';
import { _checkOutputOnly, _OUTPUT_ONLY_FIELDS } from './outputOnly';
import type { RbmFieldViolation } from './reasons';
import { _jsonBytes } from './size';
import { _rbmDurationMs, _rbmTimestamp } from './timestamp';
import { _enum, _object, _oneOf, _present, _string, _violate, type _Check, type _Json } from './walk';

/** Options of {@link checkAgentMessage}: the URL parts of the call, and a clock. @public */
export interface CheckAgentMessageOptions {
  /** The `parent` of the URL (`phones/+E.164`); checked when given. */
  parent?: unknown;
  /** The `agentId` query parameter; checked when given. */
  agentId?: unknown;
  /** The `messageId` query parameter; checked when given. */
  messageId?: unknown;
  /** The clock expireTime and ttl may lie at most `expirationMaxAheadMs` after; without it that rule is not checked. */
  now?: Date;
  /**
   * How far after `now` an expiration may lie, in milliseconds (an emulator shortens RBM's window to test it in seconds).
   * @defaultValue `RBM_LIMITS.expirationMaxAheadMs` (15 days)
   */
  expirationMaxAheadMs?: number;
}

/** The verdict of {@link checkAgentMessage}: no violation, or at least one in document order. @public */
export type AgentMessageCheck = { /** Valid. */ ok: true; /** None. */ fieldViolations: [] } | { /** Invalid. */ ok: false; /** At least one. */ fieldViolations: RbmFieldViolation[] };

const FIELDS = ['contentMessage', 'messageTrafficType', 'expireTime', 'ttl', ..._OUTPUT_ONLY_FIELDS];
const TRAFFIC_TYPES = [...MESSAGE_TRAFFIC_TYPES, MESSAGE_TRAFFIC_TYPE_UNSPECIFIED];

function checkUrlParts(check: _Check, options: CheckAgentMessageOptions): void {
  const { parent, agentId, messageId } = options;
  if ('parent' in options && !(typeof parent === 'string' && parent.startsWith('phones/') && isRbmPhoneNumber(parent.slice(7))))
    _violate(check, 'parent', 'PARENT_INVALID', 'parent must be phones/+ followed by an E.164 number.');
  if ('agentId' in options && !(typeof agentId === 'string' && agentId !== ''))
    _violate(check, 'agentId', 'AGENT_ID_INVALID', 'agentId must be a non-empty string.');
  if ('messageId' in options && !isRbmUuid(messageId))
    _violate(check, 'messageId', 'MESSAGE_ID_INVALID', 'messageId must be an RFC 4122 UUID.');
}

function checkExpiration(check: _Check, json: _Json, options: CheckAgentMessageOptions): void {
  _oneOf(check, json, ['expireTime', 'ttl'], '', false);
  const { now, expirationMaxAheadMs: aheadMs = RBM_LIMITS.expirationMaxAheadMs } = options;
  const window = aheadMs % 86_400_000 === 0 ? `${aheadMs / 86_400_000} days` : `${aheadMs} ms`;
  const limitMs = now === undefined ? undefined : now.getTime() + aheadMs;
  const expireTime = _string(check, json, 'expireTime', '');
  if (expireTime !== undefined) {
    const instant = _rbmTimestamp(expireTime, true);
    if (instant === undefined) _violate(check, 'expireTime', 'TIMESTAMP_INVALID', 'expireTime must be an RFC 3339 UTC timestamp ending in Z.');
    else if (limitMs !== undefined && _compareToMs(instant, limitMs) > 0)
      _violate(check, 'expireTime', 'EXPIRATION_TOO_FAR', `expireTime must be at most ${window} ahead.`);
  }
  const ttl = _string(check, json, 'ttl', '');
  if (ttl !== undefined) {
    const ms = _rbmDurationMs(ttl);
    if (ms === undefined) _violate(check, 'ttl', 'DURATION_INVALID', 'ttl must be a duration such as "3600s".');
    else if (limitMs !== undefined && ms > aheadMs) _violate(check, 'ttl', 'EXPIRATION_TOO_FAR', `ttl must be at most ${window}.`);
  }
}

function checkBody(check: _Check, body: unknown, options: CheckAgentMessageOptions): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    _violate(check, '', 'BODY_NOT_OBJECT', 'The body must be a JSON object.');
    return;
  }
  const json = _object(check, body, '', FIELDS) as _Json;
  if (_present(json['contentMessage'])) _checkContentMessage(check, json['contentMessage'], 'contentMessage');
  else _violate(check, 'contentMessage', 'FIELD_REQUIRED', 'contentMessage is required.');
  _enum(check, json, 'messageTrafficType', '', TRAFFIC_TYPES);
  checkExpiration(check, json, options);
  _checkOutputOnly(check, json);
  if (_jsonBytes(body) > RBM_LIMITS.bodyBytesMax)
    _violate(check, '', 'BODY_TOO_LARGE', `The body must be at most ${RBM_LIMITS.bodyBytesMax} bytes of compact JSON.`);
}

/**
 * Checks an RBM `phones.agentMessages.create` body (and, when given, its URL parts) against
 * the field rules of RBM's REST reference, as the platform would before answering 400
 * INVALID_ARGUMENT. Zero I/O; never throws; never mutates `body`.
 *
 * @param body - the parsed JSON body, any value
 * @public
 */
export function checkAgentMessage(body: unknown, options: CheckAgentMessageOptions = {}): AgentMessageCheck {
  const check: _Check = { violations: [] };
  try {
    checkUrlParts(check, options);
    checkBody(check, body, options);
  } catch {
    _violate(check, '', 'BODY_UNREADABLE', 'The body could not be read.');
  }
  return check.violations.length === 0 ? { ok: true, fieldViolations: [] } : { ok: false, fieldViolations: check.violations };
}
