import type { IncomingMessage, ServerResponse } from 'node:http';
import { agentMessageExpiresAt, checkAgentMessage, requiredFeaturesOf, toRbmErrorResponse, type AgentMessage, type RbmApiRoute } from '@rcs-send/rbm';
import type { EmulatorFault } from '../faults/faults';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import { _readBody } from '../http/readBody';
import { _idKey } from '../platform/messages';
import type { _Platform } from '../platform/platform';
import { _featuresOf } from '../recipients/recipient';

/** One message the emulator took (each agent's messageId once). @public */
export interface ReceivedAgentMessage {
  /** The recipient, E.164 with `+`. */
  readonly phoneNumber: string;
  /** The agent it was sent as. */
  readonly agentId: string;
  /** Its id. */
  readonly messageId: string;
  /** The JSON body, as sent. */
  readonly body: unknown;
  /** When the emulator took it. */
  readonly receivedAt: Date;
}

/** What the send handler reads and changes. @internal */
export interface _SendState {
  /** The emulated platform. */
  readonly platform: _Platform;
  /** The messages taken, oldest first (at most `keepReceived`). */
  readonly received: ReceivedAgentMessage[];
  /** The most messages `received` keeps. */
  readonly keepReceived: number;
  /** Sends answered 409 (an id reused). */
  duplicates: number;
}

/** Bodies larger than this are not read (RBM's own limit, 250 KB, is checked on what is read). */
const MAX_READ_BYTES = 1024 * 1024;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers `fault` when it replaces the answer; true when it did. */
function answerFault(response: ServerResponse, fault: EmulatorFault | undefined): boolean {
  if (fault?.kind === '429') {
    const retryAfter = String(fault.retryAfterSeconds ?? 1);
    _writeGoogleError(response, 429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', { 'retry-after': retryAfter });
  } else if (fault?.kind === '500') _writeGoogleError(response, 500, 'INTERNAL', 'Internal error encountered.');
  else if (fault?.kind === '503') _writeGoogleError(response, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
  else return false;
  return true;
}

/** RBM's answer: the message with `name` and `sendTime`; a ttl (input only) comes back as the expireTime it gave. */
function answerOf(body: AgentMessage, phoneNumber: string, messageId: string, sendTime: Date, expiresAt: Date | undefined): AgentMessage {
  const { ttl, ...rest } = body;
  const expireTime = ttl === undefined || ttl === null || expiresAt === undefined ? {} : { expireTime: expiresAt.toISOString() };
  return { ...rest, ...expireTime, name: `phones/${phoneNumber}/agentMessages/${messageId}`, sendTime: sendTime.toISOString() };
}

/**
 * Answers one `agentMessages.create` as RBM does: 400 with RBM's field violations (expiry
 * within the platform's window), 404 for a number that is not RCS-capable, 409
 * ALREADY_EXISTS for an id this agent used before (nothing delivered twice), 400 for a feature
 * the recipient's device lacks, else 200 with the message, its `name` and `sendTime`. A fault,
 * when given, comes first. The bearer token is checked before.
 *
 * @internal
 */
export async function _handleSend(request: IncomingMessage, response: ServerResponse, route: RbmApiRoute, state: _SendState, fault: EmulatorFault | undefined): Promise<void> {
  const text = await _readBody(request, MAX_READ_BYTES);
  if (text === undefined) return _writeGoogleError(response, 413, 'INVALID_ARGUMENT', 'Request payload size exceeds the limit.');
  if (fault?.kind === 'slow') await sleep(fault.delayMs);
  if (answerFault(response, fault)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  }
  const { phoneNumber, query } = route;
  const { platform } = state;
  const [agentId, messageId, now] = [query.get('agentId'), query.get('messageId'), new Date()];
  const check = checkAgentMessage(body, { parent: `phones/${phoneNumber}`, agentId, messageId, now, expirationMaxAheadMs: platform.maxExpiryMs });
  if (!check.ok || agentId === null || messageId === null) return _writeJson(response, 400, toRbmErrorResponse(check.fieldViolations));
  const recipient = platform.recipients.get(phoneNumber);
  if (recipient.kind === 'notRcs') return _writeGoogleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.');
  const key = _idKey(agentId, messageId);
  if (platform.seen.has(key)) {
    state.duplicates += 1;
    return _writeGoogleError(response, 409, 'ALREADY_EXISTS', 'Requested entity already exists.');
  }
  const message = body as AgentMessage;
  const missing = requiredFeaturesOf(message).filter((feature) => !_featuresOf(recipient).includes(feature));
  if (missing.length > 0) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', `The user's device does not support ${missing.join(', ')}.`);
  const expiresAt = agentMessageExpiresAt(message, now);
  platform.seen.add(key);
  state.received.push({ phoneNumber, agentId, messageId, body, receivedAt: now });
  if (state.received.length > state.keepReceived) state.received.shift();
  platform.messages.take({ phoneNumber, agentId, messageId }, expiresAt);
  if (fault?.kind === 'drop') return void request.socket.destroy();
  _writeJson(response, 200, answerOf(message, phoneNumber, messageId, now, expiresAt));
}
