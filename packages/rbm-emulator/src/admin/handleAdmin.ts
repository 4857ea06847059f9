import type { IncomingMessage, ServerResponse } from 'node:http';
import { _FAULT_KINDS, type EmulatorFault, type EmulatorFaults } from '../faults/faults';
import { _writeGoogleError, _writeJson } from './googleError';
import { _readBody } from './readBody';
import type { ReceivedAgentMessage } from './handleSend';
import type { EmulatorEventFault } from '../events/postEvents';
import { _replyOf, type EmulatorReply, type EmulatorReplyResult } from '../events/userReply';

/** What the admin routes read and change. @internal */
export interface _AdminState {
  readonly faults: EmulatorFaults;
  readonly received: { readonly received: readonly ReceivedAgentMessage[]; readonly duplicates: number };
  readonly events: { eventFault: EmulatorEventFault | undefined };
  /** Undefined without a webhook. */
  readonly reply: ((reply: EmulatorReply) => Promise<EmulatorReplyResult>) | undefined;
}

/** The JSON body of an admin request (at most 4 KiB), or a sentence saying why there is none. */
async function jsonBody(request: IncomingMessage): Promise<{ value: unknown } | string> {
  const text = await _readBody(request, 4096);
  if (text === undefined) return 'the body is too large';
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'the body must be JSON';
  }
}

/** The admin routes' prefix. @internal */
export const _ADMIN_PREFIX = '/_emulator/';

/** A fault from an admin request body, or a sentence saying what is wrong with it. */
function faultOf(input: unknown): { fault: EmulatorFault; count: number } | string {
  if (typeof input !== 'object' || input === null) return 'the body must be a JSON object';
  const { kind, count = 1, retryAfterSeconds, delayMs } = input as Record<string, unknown>;
  if (typeof kind !== 'string' || !_FAULT_KINDS.has(kind)) return 'kind must be one of 429, 500, 503, slow, drop';
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1_000_000) return 'count must be an integer from 1 to 1000000';
  if (kind === 'slow') {
    if (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= 600_000)) return 'delayMs must be a number from 0 to 600000';
    return { fault: { kind, delayMs }, count };
  }
  if (kind === '429') {
    if (retryAfterSeconds === undefined) return { fault: { kind }, count };
    if (typeof retryAfterSeconds !== 'number' || !Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) return 'retryAfterSeconds must be a non-negative integer';
    return { fault: { kind, retryAfterSeconds }, count };
  }
  return { fault: { kind } as EmulatorFault, count };
}

/** An event fault from an admin request body, or a sentence saying what is wrong with it. */
function eventFaultOf(input: unknown): { eventFault: EmulatorEventFault | undefined } | string {
  const fault = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['fault'] : undefined;
  if (fault === null) return { eventFault: undefined };
  return fault === 'twice' || fault === 'readFirst' ? { eventFault: fault } : 'fault must be twice, readFirst or null';
}

/**
 * The admin routes (no token): `POST /_emulator/faults` `{ kind, count?, retryAfterSeconds?, delayMs? }`
 * queues faults, `DELETE /_emulator/faults` clears them, `GET /_emulator/received` lists what
 * was taken (`{ received: [...], duplicates }`), `POST /_emulator/event-fault` `{ fault: 'twice' |
 * 'readFirst' | null }` sets how events go wrong, `POST /_emulator/reply` `{ agentId, from, text,
 * postbackData?, type? }` posts a user's reply to the webhook (`{ status, messageId }`).
 *
 * @internal
 */
export async function _handleAdmin(request: IncomingMessage, response: ServerResponse, route: string, state: _AdminState): Promise<void> {
  const { faults } = state;
  if (request.method === 'POST' && (route === 'faults' || route === 'event-fault' || route === 'reply')) {
    const body = await jsonBody(request);
    const parsed = typeof body === 'string' ? body : route === 'faults' ? faultOf(body.value) : route === 'reply' ? _replyOf(body.value) : eventFaultOf(body.value);
    if (typeof parsed === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', parsed);
    if ('count' in parsed) {
      faults.next(parsed.fault, parsed.count);
      return _writeJson(response, 200, { queued: faults.queued });
    }
    if ('agentId' in parsed) {
      if (state.reply === undefined) return _writeGoogleError(response, 400, 'FAILED_PRECONDITION', 'The emulator was started without a webhook URL.');
      const posted = await state.reply(parsed).catch(() => undefined);
      if (posted === undefined) return _writeGoogleError(response, 503, 'UNAVAILABLE', 'The webhook could not be reached.');
      return _writeJson(response, 200, posted);
    }
    state.events.eventFault = parsed.eventFault;
    return _writeJson(response, 200, { fault: parsed.eventFault ?? null });
  }
  if (route === 'faults' && request.method === 'DELETE') {
    faults.clear();
    return _writeJson(response, 200, { queued: 0 });
  }
  if (route === 'received' && request.method === 'GET') return _writeJson(response, 200, { received: state.received.received, duplicates: state.received.duplicates });
  _writeGoogleError(response, 404, 'NOT_FOUND', 'No such admin route.');
}
