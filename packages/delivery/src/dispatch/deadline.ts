import { _boundedTimer } from './boundedTimer';

/** A signal that aborts with a `TimeoutError` after a delay, and what stops its timer. @internal */
export interface _Deadline {
  /** Aborts once the delay has passed. */
  readonly signal: AbortSignal;
  /** Stops the timer (the call it bounded is over). */
  clear(): void;
}

/**
 * Like `AbortSignal.timeout(ms)` for any delay: `AbortSignal.timeout` fires at once beyond
 * 2^31 - 1 ms and throws beyond 2^32 - 1, so an expiration 25 days ahead aborted every send.
 * The timer does not keep the process alive.
 *
 * @internal
 */
export function _deadline(ms: number): _Deadline {
  const controller = new AbortController();
  const clear = _boundedTimer(ms, () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), true);
  return { signal: controller.signal, clear };
}
