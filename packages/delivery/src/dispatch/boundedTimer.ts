/** The longest delay Node's timers take: 2^31 - 1 ms, about 24.8 days. A longer one fires at once or throws. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `done` once `ms` milliseconds have passed, however long that is, with timers no
 * longer than Node allows (re-armed in steps of at most MAX_TIMER_MS, measured on the
 * monotonic clock). Returns what cancels it. With `unref`, the wait does not keep the process alive.
 *
 * @internal
 */
export function _boundedTimer(ms: number, done: () => void, unref = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (left: number): void => {
    const armedAt = performance.now();
    timer = setTimeout(() => {
      const rest = left - (performance.now() - armedAt);
      if (rest > 0) arm(rest);
      else done();
    }, Math.min(Math.max(left, 0), MAX_TIMER_MS));
    if (unref) timer.unref();
  };
  arm(ms);
  return () => clearTimeout(timer);
}
