/** The longest delay `setTimeout` takes: past it Node fires at once (with a warning), so no timer here asks for more. @internal */
export const _MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The emulator's timers: each fires at an instant however far ahead, and all stop together. @internal */
export interface _Timers {
  /** Calls `fire` once the clock reaches `atMs` (epoch ms; at once when past), never synchronously; returns a cancel function. */
  at(atMs: number, fire: () => void): () => void;
  /** Cancels every timer not yet fired. */
  clear(): void;
}

/**
 * Timers that wait any length in steps of at most {@link _MAX_TIMEOUT_MS}: each step re-reads
 * the clock, so a step that wakes early (timers round) or a clock that moved is caught up.
 *
 * @internal
 */
export function _createTimers(): _Timers {
  const live = new Map<symbol, ReturnType<typeof setTimeout>>();
  const delayTo = (atMs: number): number => Math.min(Math.max(atMs - Date.now(), 0), _MAX_TIMEOUT_MS);
  return {
    at(atMs, fire) {
      const id = Symbol('timer');
      const step = (): void => {
        if (Date.now() < atMs) return void live.set(id, setTimeout(step, delayTo(atMs)));
        live.delete(id);
        fire();
      };
      live.set(id, setTimeout(step, delayTo(atMs)));
      return () => {
        clearTimeout(live.get(id));
        live.delete(id);
      };
    },
    clear() {
      for (const handle of live.values()) clearTimeout(handle);
      live.clear();
    },
  };
}
