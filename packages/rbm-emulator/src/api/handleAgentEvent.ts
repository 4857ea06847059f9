import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRbmPhoneNumber, isRbmUuid, type RbmApiRoute } from '@rcs-send/rbm';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import { _objectOf, _readJson } from '../http/readJson';
import { _idKey } from '../platform/messages';
import type { _Platform } from '../platform/platform';

/** The problem of an agent event's URL parts and body, in a sentence, or its fields. */
function agentEventOf(route: RbmApiRoute, value: unknown): { agentId: string; eventId: string; eventType: string; messageId: unknown } | string {
  const [agentId, eventId] = [route.query.get('agentId'), route.query.get('eventId')];
  if (!isRbmPhoneNumber(route.phoneNumber)) return 'parent must be phones/{E.164}.';
  if (agentId === null || agentId === '') return 'agentId is required.';
  if (!isRbmUuid(eventId)) return 'eventId must be an RFC 4122 UUID.';
  const body = _objectOf(value, ['eventType', 'messageId', 'name', 'sendTime']);
  if (typeof body === 'string') return body;
  const { eventType, messageId } = body;
  if (eventType !== 'IS_TYPING' && eventType !== 'READ') return 'eventType must be IS_TYPING or READ.';
  if (eventType === 'READ' && !(typeof messageId === 'string' && messageId !== '')) return 'messageId, the user message read, is required for READ.';
  if (messageId !== undefined && typeof messageId !== 'string') return 'messageId must be a string.';
  return { agentId, eventId, eventType, messageId };
}

/**
 * Answers `agentEvents.create` (IS_TYPING or READ of a user's message): 400 for malformed URL
 * parts or body, 404 for a number that is not RCS-capable, 409 ALREADY_EXISTS for an id this
 * agent used before (for a message or an event), else 200 with the event, its `name` and `sendTime`.
 *
 * @internal
 */
export async function _handleAgentEvent(request: IncomingMessage, response: ServerResponse, route: RbmApiRoute, platform: _Platform): Promise<void> {
  const read = await _readJson(request, 64 * 1024);
  const event = typeof read === 'string' ? read : agentEventOf(route, read.value);
  if (typeof event === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', event);
  if (platform.recipients.get(route.phoneNumber).kind === 'notRcs') return _writeGoogleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.');
  const key = _idKey(event.agentId, event.eventId);
  if (platform.seen.has(key)) return _writeGoogleError(response, 409, 'ALREADY_EXISTS', 'Requested entity already exists.');
  platform.seen.add(key);
  const name = `phones/${route.phoneNumber}/agentEvents/${event.eventId}`;
  _writeJson(response, 200, { eventType: event.eventType, ...(event.messageId === undefined ? {} : { messageId: event.messageId }), name, sendTime: new Date().toISOString() });
}
