// The laws every PlatformHandoverPort obeys (SQLite, Redis, Redis Cluster), with the submit port
// of the same store: a message is named by its own id until it is handed over again, then by
// the next window's id only (`platformMessageId` of the service: the same in every store); it is
// handed over again only while its own expiration is ahead (at that very millisecond: no
// longer); handovers racing for one revocation hand it over once; the queue hands the message
// out again under the current window's id.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { platformMessageId, type PlatformHandoverPort, type SubmittedMessage } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

/** A store's handover port, the submit port that fills it, and what its queue hands out. @public */
export interface HandoverStore {
  /** The store's submit port. */
  submit(message: SubmittedMessage): Promise<void>;
  /** The port under test. */
  readonly handovers: PlatformHandoverPort;
  /** The platform messageId each queued entry of message `id` is handed out under, in queue order (undefined: its own id). */
  handedOut(id: string): Promise<(string | undefined)[]>;
}

/** The organization every message of these laws is accepted for (a store that debits a balance seeds it). @public */
export const HANDOVER_ORGANIZATION = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const EXPIRES_AT = T0 + 40 * 24 * 3600 * 1000;

/** An accepted message `id`, expiring at `expiresAt` (null: without an expiration). @public */
export const submittedMessage = (id: string, expiresAt: number | null = EXPIRES_AT): SubmittedMessage => ({
  id,
  organizationId: HANDOVER_ORGANIZATION,
  principalId: 'acme',
  index: 0,
  acceptedAt: new Date(T0).toISOString(),
  expiresAt,
  message: { to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' }, ...(expiresAt === null ? {} : { expirationDateTime: new Date(expiresAt).toISOString() }) },
});

/** Registers the laws of a PlatformHandoverPort, each on a fresh store from `open`. @public */
export function handoverPortLaws(open: () => Promise<Subject<HandoverStore>>): void {
  const opened = (law: (store: HandoverStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should name a message by its own id, then after each handover by that window\'s id only, never an earlier one', () =>
    opened(async ({ submit, handovers }) => {
      const id = 'a1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b';
      await submit(submittedMessage(id));
      expect(await handovers.idOf(id)).toBe(id);
      expect(await handovers.platformIdOf(id)).toBe(id);
      const windows = [id];
      for (const n of [1, 2, 3]) {
        expect(await handovers.handOverAgain(id, T0 + n)).toBe(true);
        windows.push(await platformMessageId(id, n));
        expect(await handovers.platformIdOf(id)).toBe(windows[n]);
        expect(await handovers.idOf(windows[n]!)).toBe(id);
        for (const earlier of windows.slice(0, n)) expect(await handovers.idOf(earlier)).toBeUndefined();
      }
    }));

  it('should hand over again while the own expiration is ahead, not at it, and never a message without one or unknown', () =>
    opened(async ({ submit, handovers }) => {
      const [expiring, lasting] = ['b1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b', 'c1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b'];
      await submit(submittedMessage(expiring));
      await submit(submittedMessage(lasting, null));
      expect(await handovers.handOverAgain(expiring, EXPIRES_AT)).toBe(false);
      expect(await handovers.platformIdOf(expiring)).toBe(expiring);
      expect(await handovers.handOverAgain(expiring, EXPIRES_AT - 1)).toBe(true);
      expect(await handovers.handOverAgain(lasting, T0)).toBe(false);
      expect(await handovers.platformIdOf(lasting)).toBe(lasting);
      expect(await handovers.handOverAgain('00000000-0000-4000-8000-000000000000', T0)).toBe(false);
    }));

  it('should follow a revoked window once, for handovers racing for it or coming after, and queue the message under the next window\'s id', () =>
    opened(async ({ submit, handovers, handedOut }) => {
      const id = 'd1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b';
      await submit(submittedMessage(id));
      expect(await Promise.all([handovers.handOverAgain(id, T0, id), handovers.handOverAgain(id, T0, id)])).toEqual([true, true]);
      expect(await handovers.handOverAgain(id, T0, id)).toBe(true);
      const next = await platformMessageId(id, 1);
      expect(await handovers.platformIdOf(id)).toBe(next);
      const queued = await handedOut(id);
      expect(queued.at(-1)).toBe(next);
      expect(queued).not.toContain(await platformMessageId(id, 2));
    }));

  it('should keep the handovers of messages apart, whatever number each was handed over', () =>
    fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }), (counts) =>
        opened(async ({ submit, handovers }) => {
          const ids = counts.map((_, i) => `e${i}c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b`);
          for (const id of ids) await submit(submittedMessage(id));
          for (const [i, count] of counts.entries()) for (let n = 0; n < count; n++) await handovers.handOverAgain(ids[i]!, T0);
          for (const [i, count] of counts.entries()) {
            const current = await platformMessageId(ids[i]!, count);
            expect(await handovers.platformIdOf(ids[i]!)).toBe(current);
            expect(await handovers.idOf(current)).toBe(ids[i]);
          }
        }),
      ),
      { numRuns: 8 },
    ));
}
