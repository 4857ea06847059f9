import { describe, expect, it } from 'vitest';
import { createMemoryOptOutPort } from './optOutPort';

const change = (subscribed: boolean, phoneNumber = '+351912345678', agentId = 'acme@rbm.goog') => ({ agentId, phoneNumber, subscribed, at: '2026-11-25T10:00:00.000Z' });

describe('createMemoryOptOutPort', () => {
  it('should keep the last change per agent and number, and say whether a change changed anything', async () => {
    const optOuts = createMemoryOptOutPort();
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(false);
    expect(await optOuts.record(change(true))).toBe(false);
    expect(await optOuts.record(change(false))).toBe(true);
    expect(await optOuts.record(change(false))).toBe(false);
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(true);
    expect(await optOuts.isUnsubscribed('other@rbm.goog', '+351912345678')).toBe(false);
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345679')).toBe(false);
    expect(await optOuts.record(change(true))).toBe(true);
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(false);
  });
});
