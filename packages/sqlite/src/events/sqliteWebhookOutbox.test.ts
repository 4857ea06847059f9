import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '@rcs-send/service';
import { ORG } from '../../test-support/messages';
import { newStore } from '../../test-support/storeFixtures';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const REPLY: WebhookEvent = { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'Yes', receivedAt: '2026-01-15T10:00:00.000Z' } };

describe('the SQLite store: the webhook outbox', () => {
  it('should leave a replayed delivery that is already due at its due time (its place kept), and make one leased or waiting for its retry due now, as a first attempt', async () => {
    let now = T0;
    const store = newStore({ now: () => now });
    for (let i = 0; i < 4; i++) await store.events.record({ organizationId: ORG, event: REPLY, at: T0 + i });
    expect((await store.webhooks.lease(ORG, T0, 30_000, 2)).map((delivery) => delivery.event.sequence)).toEqual([1, 2]);
    await store.webhooks.settle(ORG, 2, T0 + 60_000); // waiting for its second attempt
    now = T0 + 100;
    await store.events.record({ organizationId: ORG, event: REPLY, at: now }); // 5, due now
    expect(await store.webhooks.replay(ORG, { since: T0, until: T0 + 4 })).toBe(4);
    // Due at T0 (kept): 3 and 4; due now: 1 (its lease ended by the replay), 2 (its retry brought forward) and 5.
    expect((await store.webhooks.lease(ORG, now, 30_000, 10)).map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[3, 1], [4, 1], [1, 1], [2, 1], [5, 1]]);
    await store.close();
  });
});
