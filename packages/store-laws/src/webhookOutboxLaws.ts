// The laws of a store's webhook outbox: every event written is queued for delivery, due at once;
// a lease hands a delivery out once until it ends, again after; a settled delivery is gone, a
// retry waits for its time and counts its attempt; dropping empties an organization's queue and
// leaves its log; a replay queues a range of the log again with the events' own ids; the backlog
// counts what is queued and dates the oldest.
import { expect, it } from 'vitest';
import type { NewEvent } from '@rcs-send/service';
import { STORE_ORGANIZATION as ORG } from './acceptance';
import { OTHER_ORGANIZATION, wholeLog } from './eventLogLaws';
import type { LawfulStore } from './lawfulStore';
import { withSubject, type Subject } from './subject';

const LEASE_MS = 30_000;
const WRITTEN_AT = 1_800_000_000_000;

/** `count` events of `organizationId`, written `stepMs` apart from `WRITTEN_AT`, alternating replies and subscriptions. */
async function written(store: LawfulStore, organizationId: string, count: number, stepMs = 1000): Promise<void> {
  for (let i = 0; i < count; i++) {
    const event: NewEvent['event'] =
      i % 2 === 0
        ? { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: `reply ${i}`, receivedAt: '2026-11-25T10:00:00.000Z' } }
        : { type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme_agent', subscribed: false, at: '2026-11-25T10:00:00.000Z' } };
    await store.events.record({ organizationId, event, at: WRITTEN_AT + i * stepMs });
  }
}

/** Registers the laws of a store's webhook outbox, each on a fresh store from `open`; the store's clock is the real one, so "now" is a moment after every write. @public */
export function webhookOutboxLaws(open: () => Promise<Subject<LawfulStore>>): void {
  const opened = (law: (store: LawfulStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);
  const later = (): number => Date.now() + 1000;

  it('should queue every event written, due at once, and lease each one once until its lease ends, then again with the same attempt', () =>
    opened(async (store) => {
      await written(store, ORG, 5);
      const now = later();
      const first = await store.webhooks.lease(ORG, now, LEASE_MS, 3);
      expect(first.map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[1, 1], [2, 1], [3, 1]]);
      expect((await store.webhooks.lease(ORG, now, LEASE_MS, 10)).map((delivery) => delivery.event.sequence)).toEqual([4, 5]);
      expect(await store.webhooks.lease(ORG, now + LEASE_MS - 1, LEASE_MS, 10)).toEqual([]);
      const again = await store.webhooks.lease(ORG, now + LEASE_MS, LEASE_MS, 10);
      expect(again.map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]);
      expect(again.map((delivery) => delivery.event)).toEqual(await wholeLog(store, ORG));
      expect(await store.webhooks.lease(OTHER_ORGANIZATION, now, LEASE_MS, 10)).toEqual([]);
    }));

  it('should forget a settled delivery, and hold a retried one until its time, then lease it as its next attempt', () =>
    opened(async (store) => {
      await written(store, ORG, 3);
      const now = later();
      await store.webhooks.lease(ORG, now, LEASE_MS, 10);
      await store.webhooks.settle(ORG, 1);
      await store.webhooks.settle(ORG, 2, now + 5000);
      await store.webhooks.settle(ORG, 3, now + 60_000);
      expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 2, oldestAt: WRITTEN_AT + 1000 });
      expect(await store.webhooks.lease(ORG, now + 4999, LEASE_MS, 10)).toEqual([]);
      expect((await store.webhooks.lease(ORG, now + 5000, LEASE_MS, 10)).map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[2, 2]]);
      await store.webhooks.settle(ORG, 2);
      await store.webhooks.settle(ORG, 1, now); // settled before: left as it is
      expect((await store.webhooks.lease(ORG, now + 60_000, LEASE_MS, 10)).map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[3, 2]]);
      await store.webhooks.settle(ORG, 3);
      expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 0, oldestAt: null });
      expect(await store.webhooks.lease(ORG, now + 3_600_000, LEASE_MS, 10)).toEqual([]);
    }));

  it('should lease what is due earliest first, the limit at most', () =>
    opened(async (store) => {
      await written(store, ORG, 4);
      const now = later();
      await store.webhooks.lease(ORG, now, LEASE_MS, 10);
      await store.webhooks.settle(ORG, 1, now + 300);
      await store.webhooks.settle(ORG, 2, now + 100);
      await store.webhooks.settle(ORG, 3, now + 200);
      await store.webhooks.settle(ORG, 4, now + 100);
      expect((await store.webhooks.lease(ORG, now + 1000, LEASE_MS, 3)).map((delivery) => delivery.event.sequence)).toEqual([2, 4, 3]);
      expect((await store.webhooks.lease(ORG, now + 1000, LEASE_MS, 3)).map((delivery) => delivery.event.sequence)).toEqual([1]);
    }));

  it('should drop an organization\'s queue whole, keeping its log and every other organization\'s queue', () =>
    opened(async (store) => {
      await written(store, ORG, 4);
      await written(store, OTHER_ORGANIZATION, 2);
      expect(await store.webhooks.drop(ORG)).toBe(4);
      expect(await store.webhooks.drop(ORG)).toBe(0);
      expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 0, oldestAt: null });
      expect(await store.webhooks.lease(ORG, later(), LEASE_MS, 10)).toEqual([]);
      expect(await wholeLog(store, ORG)).toHaveLength(4);
      expect(await store.webhooks.backlog(OTHER_ORGANIZATION)).toEqual({ pending: 2, oldestAt: WRITTEN_AT });
    }));

  it('should replay the events of a range, of the types asked, as first attempts with their own ids, once each however often asked', () =>
    opened(async (store) => {
      await written(store, ORG, 6);
      await store.webhooks.drop(ORG);
      expect(await store.webhooks.replay(ORG, { since: WRITTEN_AT + 1000, until: WRITTEN_AT + 5000 })).toBe(4);
      expect(await store.webhooks.replay(ORG, { since: WRITTEN_AT + 1000, until: WRITTEN_AT + 5000, types: ['message.reply'] })).toBe(2);
      expect(await store.webhooks.replay(ORG, { since: WRITTEN_AT + 6000, until: WRITTEN_AT + 9000 })).toBe(0);
      const log = await wholeLog(store, ORG);
      const leased = await store.webhooks.lease(ORG, later(), LEASE_MS, 10);
      expect(leased.map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[2, 1], [3, 1], [4, 1], [5, 1]]);
      expect(leased.map((delivery) => delivery.event)).toEqual(log.slice(1, 5));
      expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 4, oldestAt: WRITTEN_AT + 1000 });
    }));
}
