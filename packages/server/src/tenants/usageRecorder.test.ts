import { describe, expect, it } from 'vitest';
import type { MessageStatePort, MessageStatus } from '@rcs-send/delivery';
import type { StateStep, UsageOutcome } from '@rcs-send/service';
import { _usageRecorder } from './usageRecorder';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

/** A state port that answers each change as a forward move of the organization's message. */
const forward: MessageStatePort = {
  get: async () => undefined,
  handOver: async () => true,
  advance: async (change) => ({ ...change, organizationId: ORG, history: [{ state: change.state, at: change.at }] }) as MessageStatus,
};

describe('usage per organization and day', () => {
  it('should sum what happens in memory and write one count per organization, day and outcome', async () => {
    const writes: [string, string, UsageOutcome, number][] = [];
    const metrics: [string, string, number][] = [];
    const recorder = _usageRecorder({ count: async (...write) => void writes.push(write) }, (...metric) => void metrics.push(metric), () => undefined, 60_000);
    const states = recorder.counting(forward);
    for (const state of ['SENT', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'EXPIRED', 'CANCELLED'] as const) await states.advance({ id: 'm', state, at: '2026-03-01T23:59:59.999Z' });
    await states.advance({ id: 'm', state: 'SENT', at: '2026-03-02T00:00:00.000Z' });
    recorder.answered({ organizationId: ORG, accepted: 2, rejected: 3 });
    await recorder.close();
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
    const history: StateStep[] = [{ state: 'ACCEPTED', at: '2026-03-01T10:00:00.000Z' }];
    const sms = { segments: 3, encoding: 'UCS2', smscMessageIds: [] } as const;
    const moving: MessageStatePort = {
      get: async () => undefined,
      handOver: async () => true,
      advance: async (change) => (history.push({ state: change.state, at: change.at, ...(change.channel === undefined ? {} : { channel: change.channel }) }), { ...change, organizationId: ORG, history: [...history] }),
    };
    const recorder = _usageRecorder({ count: async (...write) => void writes.push(write) }, (...metric) => void metrics.push(metric), () => undefined, 60_000);
    const states = recorder.counting(moving);
    await states.advance({ id: 'm', state: 'SENT', at: '2026-03-01T10:00:01.000Z' });
    await states.advance({ id: 'm', state: 'SENT', at: '2026-03-01T10:00:02.000Z', channel: 'SMS', sms });
    await states.advance({ id: 'm', state: 'DELIVERED', at: '2026-03-01T10:00:03.000Z', channel: 'SMS', sms });
    await recorder.close();
    expect(writes.sort()).toEqual([[ORG, '2026-03-01', 'delivered', 1], [ORG, '2026-03-01', 'sent', 1]]);
    expect(metrics.filter(([, outcome]) => outcome === 'smsSegments')).toEqual([[ORG, 'smsSegments', 3]]);
  });

  it('should keep a count whose write failed for the next write', async () => {
    let fail = true;
    const writes: number[] = [];
    const errors: unknown[] = [];
    const recorder = _usageRecorder(
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
    recorder.answered({ organizationId: ORG, accepted: 0, rejected: 2 });
    await recorder.flush();
    recorder.answered({ organizationId: ORG, accepted: 0, rejected: 1 });
    fail = false;
    await recorder.close();
    expect(errors).toHaveLength(1);
    expect(writes).toEqual([3]);
  });
});
