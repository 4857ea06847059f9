// The laws of a store's submit (memory, SQLite): it records each message it takes ACCEPTED
// itself, with its organization, recipient and sender, alone or in a batch; it takes an id once
// (a batch naming one taken before is refused whole, nothing written); it keeps a batch's
// Idempotency-Key response with the batch; and it debits the balance by the messages it takes,
// whatever requests run at once, never below zero, read alike through the balance port and the
// tenants once no reservation is in flight, and counted accepted in the day's usage.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ServiceResponse, SubmittedMessage } from '@rcs-send/service';
import { acceptedMessages, readUntil, STORE_ORGANIZATION as ORG, takeBatch, withBalances } from './acceptance';
import type { LawfulStore } from './lawfulStore';
import { withSubject, type Subject } from './subject';

const DAY_MS = 86_400_000;
const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
let sequence = 0;

/** A message of `ORG` with an id no other of the run has. */
function nextMessage(): SubmittedMessage {
  sequence += 1;
  return { id: `submit-law-${sequence}`, organizationId: ORG, principalId: 'acme', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${sequence}` } } };
}

/** The 202 a request of `messages` gets. */
const accepted = (messages: readonly SubmittedMessage[]): ServiceResponse => ({
  status: 202,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: { error: null, messages: messages.map(({ index, id }) => ({ index, status: 'ACCEPTED', id })) },
});

/** Registers the laws of a store's submit, each on a fresh store from `open`. */
export function submitLaws(open: () => Promise<Subject<LawfulStore>>, numRuns = 20): void {
  const opened = (law: (store: LawfulStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should record each message it takes ACCEPTED itself, at its acceptance, with its organization, recipient and sender, alone or in a batch', () =>
    fc.assert(
      fc.asyncProperty(acceptedMessages(ORG, 1, 5), fc.boolean(), (messages, batched) =>
        opened(async (store) => {
          await withBalances(store, { [ORG]: 10 });
          if (batched) await takeBatch(store, { organizationId: ORG, messages });
          else for (const message of messages) await store.submit.submit(message);
          for (const { id, acceptedAt: at, organizationId, message } of messages) {
            expect(await store.states.get(id)).toStrictEqual({ id, state: 'ACCEPTED', at, organizationId, to: message.to, from: message.from, history: [{ state: 'ACCEPTED', at }] });
          }
        }),
      ),
      { numRuns },
    ));

  it('should refuse a message whose id it took before, and a batch naming one, writing nothing of them', () =>
    opened(async (store) => {
      await withBalances(store, { [ORG]: 10 });
      const [first, unseen, last] = [nextMessage(), nextMessage(), nextMessage()];
      const held = await store.balance.reserve(ORG, 5); // as the service pays for what it submits: the three messages and the batch of two
      await store.submit.submit(first);
      await expect(store.submit.submit({ ...first, acceptedAt: '2026-01-15T09:00:05.000Z' })).rejects.toThrow();
      if (store.submit.submitBatch !== undefined) await expect(store.submit.submitBatch({ organizationId: ORG, messages: [unseen, first] })).rejects.toThrow();
      await store.submit.submit(last);
      await store.balance.release(held!, 3); // the three refused: the second of `first` and the batch
      await store.balance.commit?.(held!, 2);
      expect(await store.states.get(first.id)).toMatchObject({ state: 'ACCEPTED', at: first.acceptedAt, history: [{ state: 'ACCEPTED', at: first.acceptedAt }] });
      expect(await store.states.get(unseen.id)).toBeUndefined();
      expect((await readUntil(store.queue, 2)).map((entry) => entry.message.id).sort()).toEqual([first.id, last.id].sort());
      expect(await store.queue.read(10)).toEqual([]);
      expect(await store.balance.balanceOf(ORG)).toBe(8);
      expect(await store.tenants.balanceOf(ORG)).toBe(8);
    }));

  it("should keep a batch's Idempotency-Key response as it takes the batch, replayed from then on", () =>
    opened(async (store) => {
      await withBalances(store, { [ORG]: 10 });
      const messages = [nextMessage(), { ...nextMessage(), index: 1 }];
      expect(await store.idempotency.claim('acme', 'batch-key', 'f')).toEqual({ state: 'claimed' });
      await takeBatch(store, { organizationId: ORG, messages, idempotency: { scope: 'acme', key: 'batch-key', response: accepted(messages) } });
      expect(await store.idempotency.claim('acme', 'batch-key', 'f')).toEqual({ state: 'replay', response: accepted(messages) });
      expect(await store.idempotency.claim('acme', 'batch-key', 'g')).toEqual({ state: 'mismatch' });
    }));

  it('should answer the balance with the units held by requests in flight left out, through the balance port and the tenants alike, a credit included', () =>
    opened(async (store) => {
      await withBalances(store, { [ORG]: 10 });
      const held = await store.balance.reserve(ORG, 3);
      expect(held).toBeDefined();
      expect([await store.balance.balanceOf(ORG), await store.tenants.balanceOf(ORG)]).toEqual([7, 7]);
      expect(await store.tenants.credit(ORG, 1, 'top-up', Date.now())).toBe(8);
      expect(await store.tenants.balanceOf(ORG)).toBe(8);
      await store.balance.release(held!, 3);
      expect([await store.balance.balanceOf(ORG), await store.tenants.balanceOf(ORG)]).toEqual([11, 11]);
    }));

  it('should debit the balance by the messages it takes, alone or in batches, whatever requests run at once, never below zero, as its tenants and usage read it', async () => {
    const request = fc.record({ count: fc.integer({ min: 1, max: 4 }), taken: fc.integer({ min: 0, max: 4 }), batched: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12 }), fc.array(request, { maxLength: 12 }), (start, requests) =>
        opened(async (store) => {
          await withBalances(store, { [ORG]: start });
          const taken = await Promise.all(
            requests.map(async ({ count, taken: wanted, batched }) => {
              const reservation = await store.balance.reserve(ORG, count);
              if (reservation === undefined) return [];
              const messages = Array.from({ length: Math.min(count, wanted) }, (_, index) => ({ ...nextMessage(), index }));
              if (batched && messages.length > 0) await takeBatch(store, { organizationId: ORG, messages });
              else await Promise.all(messages.map((message) => store.submit.submit(message)));
              if (messages.length < count) await store.balance.release(reservation, count - messages.length);
              await store.balance.commit?.(reservation, messages.length);
              return messages;
            }),
          );
          const stored = taken.flat();
          const usage = await store.tenants.usage(ORG, dayOf(Date.now() - DAY_MS), dayOf(Date.now() + DAY_MS)); // a debit counts on the day it happens
          expect(start - stored.length).toBeGreaterThanOrEqual(0);
          expect(await store.balance.balanceOf(ORG)).toBe(start - stored.length);
          expect(await store.tenants.balanceOf(ORG)).toBe(start - stored.length);
          expect(usage.reduce((sum, day) => sum + day.accepted, 0)).toBe(stored.length);
          for (const { id } of stored) expect((await store.states.get(id))?.state).toBe('ACCEPTED');
        }),
      ),
      { numRuns },
    );
  });
}
