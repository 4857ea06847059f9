import { describe, expect, it } from 'vitest';
import { createMemoryStatePort } from '@rcs-send/service';
import type { WebhookEvent } from './webhookEvents';
import { notifyingStatePort } from './notifyingStatePort';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

/** The memory port wrapped, and every notify call it made. */
function setUp(): { states: ReturnType<typeof notifyingStatePort>; calls: [string, WebhookEvent][] } {
  const calls: [string, WebhookEvent][] = [];
  const states = notifyingStatePort(createMemoryStatePort(), { notify: (organizationId, event) => (calls.push([organizationId, event]), 'queued') });
  return { states, calls };
}

describe('notifyingStatePort', () => {
  it('should notify each forward change after ACCEPTED, with the history, to the organization recorded at ACCEPTED', async () => {
    const { states, calls } = setUp();
    await states.advance({ id: 'm1', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: ORG });
    const sent = await states.advance({ id: 'm1', state: 'SENT', at: '2026-01-01T00:00:01.000Z', attempts: 1 });
    await states.advance({ id: 'm1', state: 'READ', at: '2026-01-01T00:00:03.000Z' });
    expect(sent?.state).toBe('SENT');
    expect(calls).toEqual([
      [ORG, { type: 'message.status', data: { id: 'm1', state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', channel: 'RCS' }, { state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }] } }],
      [ORG, { type: 'message.status', data: { id: 'm1', state: 'READ', at: '2026-01-01T00:00:03.000Z', channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', channel: 'RCS' }, { state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }, { state: 'READ', at: '2026-01-01T00:00:03.000Z', channel: 'RCS' }] } }],
    ]);
    expect(await states.get('m1')).toMatchObject({ state: 'READ', organizationId: ORG });
  });

  it('should carry the reason of FAILED and leave out attempts and the organization', async () => {
    const { states, calls } = setUp();
    await states.advance({ id: 'm2', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: ORG });
    await states.advance({ id: 'm2', state: 'FAILED', at: '2026-01-01T00:00:01.000Z', reason: 'NOT_FOUND: the recipient is not reachable via RCS', attempts: 1 });
    expect(calls.map(([, event]) => event.data)).toEqual([
      { id: 'm2', state: 'FAILED', at: '2026-01-01T00:00:01.000Z', reason: 'NOT_FOUND: the recipient is not reachable via RCS', channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', channel: 'RCS' }, { state: 'FAILED', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }] },
    ]);
  });

  it('should notify nothing for ACCEPTED, a change that does not move the message, or a message without an organization', async () => {
    const { states, calls } = setUp();
    await states.advance({ id: 'm3', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: ORG });
    await states.advance({ id: 'm3', state: 'DELIVERED', at: '2026-01-01T00:00:02.000Z' });
    expect(await states.advance({ id: 'm3', state: 'DELIVERED', at: '2026-01-01T00:00:04.000Z' })).toBeUndefined();
    expect(await states.advance({ id: 'm3', state: 'SENT', at: '2026-01-01T00:00:05.000Z' })).toBeUndefined();
    expect(await states.advance({ id: 'orphan', state: 'SENT', at: '2026-01-01T00:00:01.000Z' })).toMatchObject({ state: 'SENT' });
    expect(calls.map(([, event]) => event.type === 'message.status' && event.data.state)).toEqual(['DELIVERED']);
  });
});
