// The laws of a store's event logs: sequences 1, 2, 3... per organization, whatever writes run at
// once; an event read back as written, its id fixed; one event per key and organization; and a
// message's `message.status` events written by the state changes themselves, one per change the
// client is told about, nothing for ACCEPTED or for a change that moves nothing.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { statusEvent, type MessageStatus, type NewEvent, type SubmittedMessage, type WebhookEvent } from '@rcs-send/service';
import { STORE_ORGANIZATION as ORG, withBalances } from './acceptance';
import type { LawfulStore } from './lawfulStore';
import { withSubject, type Subject } from './subject';

/** A second organization, whose log must stay apart from the first's. @public */
export const OTHER_ORGANIZATION = '7a1f0e3c-2b4d-4c6e-8f90-a1b2c3d4e5f6';
const ID = /^msg_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let made = 0;

/** A reply event, the kind a client is told about without any message of its own. */
const reply = fc.record({ text: fc.string({ minLength: 1, maxLength: 30 }), from: fc.constantFrom('+351912345678', '+351912345679') }).map(({ text, from }): WebhookEvent => ({ type: 'message.reply', data: { from, to: 'acme_agent', text, receivedAt: '2026-11-25T10:00:00.000Z' } }));

/** An event of either organization, at some epoch millisecond. */
const newEvent = fc.record({ organizationId: fc.constantFrom(ORG, OTHER_ORGANIZATION), event: reply, at: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }) });

/** A message of `ORG` with an id no other of the run has. */
function message(): SubmittedMessage {
  made += 1;
  return { id: `event-law-${made}`, organizationId: ORG, principalId: 'acme', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${made}` } } };
}

/** Every event of `organizationId`'s log, read in pages of `page`. */
export async function wholeLog(store: LawfulStore, organizationId: string, page = 3): Promise<Awaited<ReturnType<LawfulStore['events']['after']>>[number][]> {
  const all = [];
  for (let after = 0; ; ) {
    const events = await store.events.after(organizationId, after, page);
    all.push(...events);
    if (events.length < page) return all;
    after = events.at(-1)!.sequence;
  }
}

/** Registers the laws of a store's event logs, each on a fresh store from `open`. @public */
export function eventLogLaws(open: () => Promise<Subject<LawfulStore>>, numRuns = 15): void {
  const opened = (law: (store: LawfulStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should number each organization\'s events 1, 2, 3... in the order written, and read them back as written, in order, page by page', () =>
    fc.assert(
      fc.asyncProperty(fc.array(newEvent, { maxLength: 12 }), fc.integer({ min: 1, max: 5 }), (events, page) =>
        opened(async (store) => {
          const kept = [];
          for (const event of events) kept.push(await store.events.record(event));
          for (const organizationId of [ORG, OTHER_ORGANIZATION]) {
            const written = events.filter((event) => event.organizationId === organizationId);
            const log = await wholeLog(store, organizationId, page);
            expect(log.map((event) => event.sequence)).toEqual(written.map((_, index) => index + 1));
            expect(log.map(({ organizationId: owner, at, event }) => ({ organizationId: owner, at, event }))).toEqual(written);
            expect(log).toEqual(kept.filter((event) => event.organizationId === organizationId));
          }
          expect(kept.every((event) => ID.test(event.id))).toBe(true);
          expect(new Set(kept.map((event) => event.id)).size).toBe(kept.length);
        }),
      ),
      { numRuns },
    ));

  it('should read from any sequence: the events above it, at most the limit', () =>
    opened(async (store) => {
      for (let i = 0; i < 10; i++) await store.events.record({ organizationId: ORG, event: { type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme_agent', subscribed: i % 2 === 0, at: '2026-11-25T10:00:00.000Z' } }, at: 1_800_000_000_000 + i });
      expect((await store.events.after(ORG, 0, 1)).map((event) => event.sequence)).toEqual([1]);
      expect((await store.events.after(ORG, 7, 100)).map((event) => event.sequence)).toEqual([8, 9, 10]);
      expect((await store.events.after(ORG, 3, 2)).map((event) => event.sequence)).toEqual([4, 5]);
      expect(await store.events.after(ORG, 10, 100)).toEqual([]);
      expect(await store.events.after(ORG, 11, 100)).toEqual([]);
      expect(await store.events.after(OTHER_ORGANIZATION, 0, 100)).toEqual([]);
    }));

  it('should give every one of many events written at once its own sequence, none skipped', () =>
    opened(async (store) => {
      const kept = await Promise.all(Array.from({ length: 40 }, (_, i) => store.events.record({ organizationId: ORG, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: `reply ${i}`, receivedAt: '2026-11-25T10:00:00.000Z' } }, at: 1_800_000_000_000 })));
      expect(kept.map((event) => event.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect((await wholeLog(store, ORG, 7)).map((event) => event.id)).toEqual([...kept].sort((a, b) => a.sequence - b.sequence).map((event) => event.id));
    }));

  it('should keep one event per key and organization: a second write of the key answers the first event and writes nothing', () =>
    opened(async (store) => {
      const event = (text: string): NewEvent['event'] => ({ type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text, receivedAt: '2026-11-25T10:00:00.000Z' } });
      const first = await store.events.record({ organizationId: ORG, event: event('first'), at: 1_800_000_000_000, key: 'rbm:reply:1' });
      const again = await Promise.all([1, 2, 3].map(() => store.events.record({ organizationId: ORG, event: event('again'), at: 1_800_000_000_001, key: 'rbm:reply:1' })));
      for (const kept of again) expect(kept).toEqual(first);
      const elsewhere = await store.events.record({ organizationId: OTHER_ORGANIZATION, event: event('elsewhere'), at: 1_800_000_000_002, key: 'rbm:reply:1' });
      const unkeyed = await store.events.record({ organizationId: ORG, event: event('first'), at: 1_800_000_000_000 });
      expect(elsewhere.sequence).toBe(1);
      expect(unkeyed.sequence).toBe(2);
      expect((await wholeLog(store, ORG)).map((kept) => kept.id)).toEqual([first.id, unkeyed.id]);
      expect((await store.webhooks.backlog(ORG)).pending).toBe(2);
    }));

  it('should write a message\'s message.status event with each state change the client is told about, in the step that records it, and none for ACCEPTED or a change that moves nothing', () =>
    opened(async (store) => {
      await withBalances(store, { [ORG]: 10 });
      const sent = message();
      await store.submit.submit(sent);
      expect(await store.events.after(ORG, 0, 10)).toEqual([]);
      const statuses: MessageStatus[] = [];
      for (const [state, at] of [['SENT', '2026-01-15T09:00:01.000Z'], ['DELIVERED', '2026-01-15T09:00:02.000Z'], ['DELIVERED', '2026-01-15T09:00:03.000Z'], ['SENT', '2026-01-15T09:00:04.000Z'], ['READ', '2026-01-15T09:00:05.000Z']] as const) {
        const status = await store.states.advance({ id: sent.id, state, at });
        if (status !== undefined) statuses.push(status);
      }
      expect(statuses.map((status) => status.state)).toEqual(['SENT', 'DELIVERED', 'READ']);
      const log = await wholeLog(store, ORG);
      expect(log.map((kept) => kept.event)).toEqual(statuses.map((status) => statusEvent(status)));
      expect(log.map((kept) => kept.sequence)).toEqual([1, 2, 3]);
      expect((await store.webhooks.backlog(ORG)).pending).toBe(3);
      await store.states.advance({ id: 'never-accepted', state: 'SENT', at: '2026-01-15T09:00:01.000Z' });
      expect(await wholeLog(store, ORG)).toHaveLength(3); // a message without an organization tells nobody
    }));
}
