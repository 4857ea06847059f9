import { describe, expect, it } from 'vitest';
import { newStore, reopen } from '../../test-support/storeFixtures';

describe('the store\'s opt-outs', () => {
  it('should keep an opt-out across a restart, and drop it when the user subscribes again', async () => {
    const store = newStore();
    expect(await store.optOuts.record({ agentId: 'acme@rbm.goog', phoneNumber: '+351912345678', subscribed: false, at: '2026-11-25T10:00:00.000Z' })).toBe(true);
    await store.close();
    const again = reopen(store.path);
    expect(await again.optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(true);
    expect(await again.optOuts.record({ agentId: 'acme@rbm.goog', phoneNumber: '+351912345678', subscribed: true, at: '2026-11-25T11:00:00.000Z' })).toBe(true);
    await again.close();
    const third = reopen(store.path);
    expect(await third.optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(false);
    await third.close();
  });
});
