import type { IncomingMessage, ServerResponse } from 'node:http';
import { _FAULT_KINDS, type EmulatorFault, type EmulatorFaults } from '../faults/faults';
import { _writeGoogleError, _writeJson } from './googleError';
import { _readBody } from './readBody';
import type { ReceivedAgentMessage } from './handleSend';

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

/**
 * The admin routes (no token): `POST /_emulator/faults` `{ kind, count?, retryAfterSeconds?, delayMs? }`
 * queues faults, `DELETE /_emulator/faults` clears them, `GET /_emulator/received` lists what
 * was taken (`{ received: [...], duplicates }`).
 *
 * @internal
 */
export async function _handleAdmin(
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
  faults: EmulatorFaults,
  received: { readonly list: readonly ReceivedAgentMessage[]; readonly duplicates: number },
): Promise<void> {
  if (route === 'faults' && request.method === 'POST') {
    const text = await _readBody(request, 4096);
    let parsed: ReturnType<typeof faultOf>;
    try {
      parsed = text === undefined ? 'the body is too large' : faultOf(JSON.parse(text));
    } catch {
      parsed = 'the body must be JSON';
    }
    if (typeof parsed === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', parsed);
    faults.next(parsed.fault, parsed.count);
    return _writeJson(response, 200, { queued: faults.queued });
  }
  if (route === 'faults' && request.method === 'DELETE') {
    faults.clear();
    return _writeJson(response, 200, { queued: 0 });
  }
  if (route === 'received' && request.method === 'GET') return _writeJson(response, 200, { received: received.list, duplicates: received.duplicates });
  _writeGoogleError(response, 404, 'NOT_FOUND', 'No such admin route.');
}
