/**
 * A fault the emulator can answer with instead of (or before) its normal answer:
 * `429` (RESOURCE_EXHAUSTED with `Retry-After`), `500` (INTERNAL), `503` (UNAVAILABLE),
 * `slow` (the normal answer after `delayMs`) or `drop` (the message is taken, then the
 * connection is cut before any answer: the answer lost on its way back).
 *
 * @public
 */
export type EmulatorFault =
  | { /** Too many requests. */ readonly kind: '429'; /** Seconds in `Retry-After`. @defaultValue 1 */ readonly retryAfterSeconds?: number }
  | { /** An internal error. */ readonly kind: '500' }
  | { /** Unavailable. */ readonly kind: '503' }
  | { /** A slow answer. */ readonly kind: 'slow'; /** Milliseconds before the normal answer. */ readonly delayMs: number }
  | { /** A lost answer. */ readonly kind: 'drop' };

/** The fault kinds, for checking an admin request. @internal */
export const _FAULT_KINDS: ReadonlySet<string> = new Set(['429', '500', '503', 'slow', 'drop']);

/** Chooses the fault of a request from its number (1 for the first send the emulator gets), or none. @public */
export type FaultPlan = (requestNumber: number) => EmulatorFault | undefined;

/** The emulator's fault controls. @public */
export interface EmulatorFaults {
  /** Answers the next `count` sends with `fault` (after faults already queued). */
  next(fault: EmulatorFault, count?: number): void;
  /** Sets a plan consulted for every send when no queued fault is left; undefined removes it. */
  plan(plan: FaultPlan | undefined): void;
  /** Forgets the queued faults and the plan. */
  clear(): void;
  /** How many queued faults are left. */
  readonly queued: number;
}

/** The fault controls and the chooser the server calls once per send. @internal */
export function _createFaults(): { controls: EmulatorFaults; take(requestNumber: number): EmulatorFault | undefined } {
  const queue: { fault: EmulatorFault; left: number }[] = [];
  let current: FaultPlan | undefined;
  const controls: EmulatorFaults = {
    next(fault, count = 1) {
      if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
      queue.push({ fault, left: count });
    },
    plan(plan) {
      current = plan;
    },
    clear() {
      queue.length = 0;
      current = undefined;
    },
    get queued() {
      return queue.reduce((sum, entry) => sum + entry.left, 0);
    },
  };
  const take = (requestNumber: number): EmulatorFault | undefined => {
    const head = queue[0];
    if (head === undefined) return current?.(requestNumber);
    head.left -= 1;
    if (head.left === 0) queue.shift();
    return head.fault;
  };
  return { controls, take };
}
