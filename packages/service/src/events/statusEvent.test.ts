import { describe, expect, it } from 'vitest';
import { applyChange, type MessageStatus, type StateChange } from '../lifecycle/stateChange';
import { statusEvent } from './statusEvent';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

/** The statuses `changes` make of one message, in order, as a state port writes them. */
function statusesOf(changes: readonly StateChange[]): MessageStatus[] {
  const statuses: MessageStatus[] = [];
  for (const change of changes) {
    const next = applyChange(statuses.at(-1), change);
    if (next !== undefined) statuses.push(next);
  }
  return statuses;
}

describe('statusEvent', () => {
  it('should make a message.status event of each state after ACCEPTED, with the history and the channel', () => {
    const [accepted, sent, read] = statusesOf([
      { id: 'm1', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: ORG },
      { id: 'm1', state: 'SENT', at: '2026-01-01T00:00:01.000Z', attempts: 1 },
      { id: 'm1', state: 'READ', at: '2026-01-01T00:00:03.000Z' },
    ]);
    expect(statusEvent(accepted!)).toBeUndefined();
    expect(statusEvent(sent!)).toEqual({ type: 'message.status', data: { id: 'm1', state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', channel: 'RCS' }, { state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }] } });
    expect(statusEvent(read!)?.data.history).toHaveLength(3);
  });

  it('should carry the reason of FAILED and leave out attempts, the organization, the recipient and the sender', () => {
    const [, failed] = statusesOf([
      { id: 'm2', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: ORG, to: '351912345678', from: 'acme' },
      { id: 'm2', state: 'FAILED', at: '2026-01-01T00:00:01.000Z', reason: 'NOT_FOUND: the recipient is not reachable via RCS', attempts: 1 },
    ]);
    expect(statusEvent(failed!)?.data).toEqual({
      id: 'm2',
      state: 'FAILED',
      at: '2026-01-01T00:00:01.000Z',
      reason: 'NOT_FOUND: the recipient is not reachable via RCS',
      channel: 'RCS',
      history: [{ state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', channel: 'RCS' }, { state: 'FAILED', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }],
    });
  });
});
