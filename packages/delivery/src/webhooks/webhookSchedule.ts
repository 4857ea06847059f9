/**
 * The default waits before each retry of a webhook, in milliseconds, in the Standard Webhooks
 * manner: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, so 8 attempts over about 27 h 35 min (each
 * wait ±20 %). The deliveries are kept in the store, so a restart does not shorten them.
 *
 * @public
 */
export const WEBHOOK_SCHEDULE_MS: readonly number[] = Object.freeze([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);

/** The longest `retry-after` honoured, in milliseconds (1 hour): a longer one is cut to it. @public */
export const MAX_WEBHOOK_RETRY_AFTER_MS = 3_600_000;

/** Throws a RangeError unless `schedule` is a list of non-negative finite waits. @internal */
export function _checkSchedule(schedule: readonly number[]): void {
  if (!schedule.every((ms) => Number.isFinite(ms) && ms >= 0)) throw new RangeError('schedule must hold non-negative numbers of milliseconds');
}

/**
 * Milliseconds to wait after failed attempt `attempt` (1-based, at most `schedule.length`):
 * the schedule's wait with ±20 % jitter, never less than the endpoint's `retry-after`
 * (`afterMs`, cut to {@link MAX_WEBHOOK_RETRY_AFTER_MS}).
 *
 * @internal
 */
export function _webhookRetryMs(attempt: number, schedule: readonly number[], afterMs: number | undefined, random: () => number): number {
  const planned = schedule[attempt - 1] ?? 0;
  const jittered = Math.floor(planned * (0.8 + 0.4 * random()));
  return Math.max(jittered, Math.min(afterMs ?? 0, MAX_WEBHOOK_RETRY_AFTER_MS));
}
