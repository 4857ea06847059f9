import { _boundedTimer } from './boundedTimer';

/** A signal that aborts with a `TimeoutError` after a delay, or as soon as another signal aborts, and what ends it. @internal */
export interface _Deadline {
  /** Aborts once the delay has passed, or with the reason of the signal it follows. */
  readonly signal: AbortSignal;
  /** Stops the timer and stops following the other signal (the call it bounded is over). */
  clear(): void;
}

/**
 * Like `AbortSignal.any([stop, AbortSignal.timeout(ms)])` for any delay (`Infinity`: none):
 * `AbortSignal.timeout` fires at once beyond 2^31 - 1 ms and throws beyond 2^32 - 1, so an
 * expiration 25 days ahead aborted every send; and `AbortSignal.any` leaves a WeakRef in the
 * set of dependants of a long-lived `stop` for every call (Node 20 never prunes it: two per
 * message for a worker's lifetime), where `clear` here removes its one listener. The timer does
 * not keep the process alive.
 *
 * @internal
 */
export function _deadline(ms: number, stop?: AbortSignal): _Deadline {
  const controller = new AbortController();
  const follow = (): void => controller.abort(stop?.reason);
  if (stop?.aborted === true) follow();
  else stop?.addEventListener('abort', follow, { once: true });
  const cancel = Number.isFinite(ms) ? _boundedTimer(ms, () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), true) : () => undefined;
  return {
    signal: controller.signal,
    clear() {
      cancel();
      stop?.removeEventListener('abort', follow);
    },
  };
}
