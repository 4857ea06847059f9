// The laws of a store's queue (memory, SQLite): each message the submit took is handed out by
// `read` once while it is in flight, as it was taken; after `close()` (as after a restart) again
// if it was never acknowledged, and never again once it was; a read of an empty queue resolves
// to none, its signal aborted or not; and a message handed over again for the platform's next
// window is handed out again under that window's id, even after its acknowledgement.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { platformMessageId } from '@rcs-send/service';
import { acceptedMessages, readUntil, STORE_ORGANIZATION as ORG, withBalances } from './acceptance';
import { HANDOVER_ORGANIZATION, submittedMessage } from './handoverPortLaws';
import type { LawfulStore } from './lawfulStore';
import { withSubject, type Subject } from './subject';

/** Ids of `entries`, sorted. */
const idsOf = (entries: readonly { readonly message: { readonly id: string } }[]): string[] => entries.map((entry) => entry.message.id).sort();

/** Registers the laws of a store's queue, each on a fresh store from `open`. */
export function queueLaws(open: () => Promise<Subject<LawfulStore>>, numRuns = 8): void {
  const opened = (law: (store: LawfulStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should hand each message out once while in flight, again after close() if it was not acknowledged, and never again once it was', () =>
    fc.assert(
      fc.asyncProperty(
        acceptedMessages(ORG, 1, 5).chain((messages) => fc.tuple(fc.constant(messages), fc.subarray(messages.map(({ id }) => id)))),
        ([messages, acknowledged]) =>
          opened(async (store) => {
            await withBalances(store, { [ORG]: 10 });
            for (const message of messages) await store.submit.submit(message);
            const first = await readUntil(store.queue, messages.length);
            expect(idsOf(first)).toEqual(messages.map(({ id }) => id).sort());
            for (const entry of first) expect(entry.message).toEqual(messages.find(({ id }) => id === entry.message.id));
            expect(await store.queue.read(10)).toEqual([]); // all in flight
            for (const entry of first) if (acknowledged.includes(entry.message.id)) await store.queue.ack(entry.ackId);
            await store.queue.close();
            const again = await readUntil(store.queue, messages.length - acknowledged.length);
            expect(idsOf(again)).toEqual(messages.map(({ id }) => id).filter((id) => !acknowledged.includes(id)).sort());
            expect(await store.queue.read(10)).toEqual([]);
            for (const entry of again) await store.queue.ack(entry.ackId);
            await store.queue.close();
            expect(await store.queue.read(10)).toEqual([]); // every one acknowledged: none, even after close()
          }),
      ),
      { numRuns },
    ));

  it('should resolve a read of an empty queue to none, whether its signal aborts before, while it waits or not at all', () =>
    opened(async (store) => {
      expect(await store.queue.read(5)).toEqual([]);
      expect(await store.queue.read(5, AbortSignal.abort())).toEqual([]);
      const controller = new AbortController();
      const waiting = store.queue.read(5, controller.signal);
      controller.abort();
      expect(await waiting).toEqual([]);
    }));

  it("should hand a message handed over again out under the next window's id, even once it was acknowledged", () =>
    opened(async (store) => {
      await withBalances(store, { [HANDOVER_ORGANIZATION]: 10 });
      const message = submittedMessage('f1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b');
      await store.submit.submit(message);
      const first = await readUntil(store.queue, 1);
      expect(first.map(({ message: handed, platformMessageId }) => ({ handed, platformMessageId }))).toEqual([{ handed: message, platformMessageId: undefined }]);
      for (const entry of first) await store.queue.ack(entry.ackId);
      expect(await store.handovers.handOverAgain(message.id, Date.parse(message.acceptedAt))).toBe(true);
      const again = await readUntil(store.queue, 1);
      expect(again.map(({ message: handed, platformMessageId }) => ({ handed, platformMessageId }))).toEqual([{ handed: message, platformMessageId: await platformMessageId(message.id, 1) }]);
    }));
}
