import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _webhookRetryMs, MAX_WEBHOOK_RETRY_AFTER_MS, WEBHOOK_SCHEDULE_MS } from './webhookSchedule';

describe('_webhookRetryMs', () => {
  it('should stay within ±20 % of the scheduled wait, and never under retry-after (cut to an hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: WEBHOOK_SCHEDULE_MS.length }), fc.option(fc.nat(10 * MAX_WEBHOOK_RETRY_AFTER_MS), { nil: undefined }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, afterMs, random) => {
        const planned = WEBHOOK_SCHEDULE_MS[attempt - 1] ?? 0;
        const waitMs = _webhookRetryMs(attempt, WEBHOOK_SCHEDULE_MS, afterMs, () => random);
        const floor = Math.min(afterMs ?? 0, MAX_WEBHOOK_RETRY_AFTER_MS);
        expect(waitMs).toBeGreaterThanOrEqual(Math.max(floor, Math.floor(planned * 0.8)));
        expect(waitMs).toBeLessThanOrEqual(Math.max(floor, planned * 1.2));
      }),
    );
  });

  it('should follow the documented schedule at the jitter midpoint', () => {
    expect(WEBHOOK_SCHEDULE_MS.map((_, i) => _webhookRetryMs(i + 1, WEBHOOK_SCHEDULE_MS, undefined, () => 0.5))).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
  });
});
