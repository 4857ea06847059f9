/** The delays between attempts: doubling from `initial` up to `max`, in milliseconds. @public */
export interface RetryDelay {
  /** The first delay. */
  initial: number;
  /** The longest delay. */
  max: number;
}

/** The delay before attempt `attempt` (1 for the first retry): doubling, capped, the upper half of it jittered. */
export function retryDelayMs(delay: RetryDelay, attempt: number, random: () => number = Math.random): number {
  const full = Math.min(delay.max, delay.initial * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
