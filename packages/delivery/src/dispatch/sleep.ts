import { _boundedTimer } from './boundedTimer';

/** Waits `ms` (however long: in steps Node's timers allow), or less when `signal` aborts; resolves either way. @internal */
export function _sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) return resolve();
    const done = (): void => {
      cancel();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const cancel = _boundedTimer(ms, done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
