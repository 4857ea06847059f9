import { _FAULT_KINDS, type EmulatorFault } from '../faults/faults';
import type { EmulatorEventFault } from '../events/postEvents';

/** A fault from an admin request body, or a sentence saying what is wrong with it. @internal */
export function _faultOf(input: unknown): { fault: EmulatorFault; count: number } | string {
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

/** An event fault from an admin request body, or a sentence saying what is wrong with it. @internal */
export function _eventFaultOf(input: unknown): { eventFault: EmulatorEventFault | undefined } | string {
  const fault = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['fault'] : undefined;
  if (fault === null) return { eventFault: undefined };
  return fault === 'twice' || fault === 'readFirst' ? { eventFault: fault } : 'fault must be twice, readFirst or null';
}
