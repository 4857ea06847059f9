import { describe, expect, it } from 'vitest';
import type { MessageState, MessageStatus, StateStep, UsageOutcome } from '@rcs-send/service';
import { _usageCounter } from './usageCounter';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

/** A status of the organization's message reaching `state` at `at`, after `before`. */
const reached = (state: MessageState, at: string, before: readonly StateStep[] = [], more: Partial<MessageStatus> = {}): MessageStatus => ({ id: 'm', state, at, organizationId: ORG, history: [...before, { state, at }], ...more });

describe('usage per organization and day', () => {
  it('should sum what happens in memory and write one count per organization, day and outcome', async () => {
    const writes: [string, string, UsageOutcome, number][] = [];
    const metrics: [string, string, number][] = [];
    const counter = _usageCounter({ count: async (...write) => void writes.push(write) }, (...metric) => void metrics.push(metric), () => undefined, 60_000);
    for (const state of ['SENT', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'EXPIRED', 'CANCELLED'] as const) counter.count(reached(state, '2026-03-01T23:59:59.999Z'));
    counter.count(reached('SENT', '2026-03-02T00:00:00.000Z'));
    counter.count({ id: 'x', state: 'SENT', at: '2026-03-02T00:00:00.000Z', history: [] }); // no organization: nothing to count
    counter.answered({ organizationId: ORG, accepted: 2, rejected: 3 });
    await counter.close();
    const today = new Date().toISOString().slice(0, 10);
    expect(writes.sort()).toEqual(
      [
        [ORG, '2026-03-01', 'delivered', 1],
        [ORG, '2026-03-01', 'expired', 1],
        [ORG, '2026-03-01', 'failed', 1],
        [ORG, '2026-03-01', 'sent', 2],
        [ORG, '2026-03-02', 'sent', 1],
        [ORG, today, 'rejected', 3],
      ].sort(),
    );
    expect(metrics).toContainEqual([ORG, 'accepted', 2]);
  });

  it("should count an SMS's segments, and a SENT on SMS after a SENT on RCS (a revoked message that fell back) as no second message sent", async () => {
    const writes: [string, string, UsageOutcome, number][] = [];
    const metrics: [string, string, number][] = [];
    const sms = { segments: 3, encoding: 'UCS2', smscMessageIds: [] } as const;
    const counter = _usageCounter({ count: async (...write) => void writes.push(write) }, (...metric) => void metrics.push(metric), () => undefined, 60_000);
    const accepted: StateStep = { state: 'ACCEPTED', at: '2026-03-01T10:00:00.000Z' };
    const sentByRcs: StateStep = { state: 'SENT', at: '2026-03-01T10:00:01.000Z' };
    const sentBySms: StateStep = { state: 'SENT', at: '2026-03-01T10:00:02.000Z', channel: 'SMS' };
    counter.count(reached('SENT', sentByRcs.at, [accepted]));
    counter.count({ ...reached('SENT', sentBySms.at, [accepted, sentByRcs], { channel: 'SMS', sms }), history: [accepted, sentByRcs, sentBySms] });
    counter.count(reached('DELIVERED', '2026-03-01T10:00:03.000Z', [accepted, sentByRcs, sentBySms], { channel: 'SMS', sms }));
    await counter.close();
    expect(writes.sort()).toEqual([[ORG, '2026-03-01', 'delivered', 1], [ORG, '2026-03-01', 'sent', 1]]);
    expect(metrics.filter(([, outcome]) => outcome === 'smsSegments')).toEqual([[ORG, 'smsSegments', 3]]);
  });

  it('should keep a count whose write failed for the next write', async () => {
    let fail = true;
    const writes: number[] = [];
    const errors: unknown[] = [];
    const counter = _usageCounter(
      {
        count: async (_organizationId, _day, _outcome, count) => {
          if (fail) throw new Error('busy');
          writes.push(count);
        },
      },
      () => undefined,
      (error) => void errors.push(error),
      60_000,
    );
    counter.answered({ organizationId: ORG, accepted: 0, rejected: 2 });
    await counter.flush();
    counter.answered({ organizationId: ORG, accepted: 0, rejected: 1 });
    fail = false;
    await counter.close();
    expect(errors).toHaveLength(1);
    expect(writes).toEqual([3]);
  });
});
