import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkAgentMessage, toRbmErrorResponse } from '@rcs-send/rbm';
import type { EmulatorFault } from '../faults/faults';
import { _writeGoogleError, _writeJson } from './googleError';
import { _readBody } from './readBody';
import type { _SendTarget } from './sendRoute';

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
  readonly isRcsCapable: (phoneNumber: string) => boolean;
  readonly received: ReceivedAgentMessage[];
  readonly keepReceived: number;
  readonly seen: Set<string>;
  readonly onTaken: (message: ReceivedAgentMessage) => void;
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

/**
 * Answers one `agentMessages.create` as RBM does: 401 without a bearer token, 400 with RBM's
 * field violations, 404 for a number that is not RCS-capable, 409 ALREADY_EXISTS for a
 * messageId this agent used before (nothing delivered twice), else 200 with the message,
 * its `name` and `sendTime`. A fault, when given, comes first.
 *
 * @internal
 */
export async function _handleSend(request: IncomingMessage, response: ServerResponse, target: _SendTarget, state: _SendState, fault: EmulatorFault | undefined): Promise<void> {
  const authorization = request.headers.authorization ?? '';
  if (!/^Bearer \S+/.test(authorization))
    return _writeGoogleError(response, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
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
  const { phoneNumber } = target;
  const check = checkAgentMessage(body, { parent: `phones/${phoneNumber}`, agentId: target.agentId, messageId: target.messageId, now: new Date() });
  if (!check.ok) return _writeJson(response, 400, toRbmErrorResponse(check.fieldViolations));
  const agentId = target.agentId ?? ''; // checked: a non-empty string
  const messageId = target.messageId ?? ''; // checked: a UUID
  if (!state.isRcsCapable(phoneNumber)) return _writeGoogleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.');
  const key = `${agentId}\n${messageId}`;
  if (state.seen.has(key)) {
    state.duplicates += 1;
    return _writeGoogleError(response, 409, 'ALREADY_EXISTS', 'Requested entity already exists.');
  }
  const taken: ReceivedAgentMessage = { phoneNumber, agentId, messageId, body, receivedAt: new Date() };
  state.seen.add(key);
  state.received.push(taken);
  if (state.received.length > state.keepReceived) state.received.shift();
  state.onTaken(taken);
  if (fault?.kind === 'drop') return void request.socket.destroy();
  _writeJson(response, 200, { ...(body as object), name: `phones/${phoneNumber}/agentMessages/${messageId}`, sendTime: taken.receivedAt.toISOString() });
}
