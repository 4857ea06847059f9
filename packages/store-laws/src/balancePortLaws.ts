// The laws every BalancePort obeys with the SubmitPort it pairs with (memory, Redis, SQLite):
// never more held than the balance (and all of it taken), whatever reserves at once; short or odd counts hold
// nothing; a reservation settles at most what it holds, once; and for any requests made at
// once (reserve, submit some, release the rest, commit), what is left plus what was stored is
// the starting balance, exactly.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { BalancePort, BalanceReservation, SubmitPort, SubmittedMessage } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

/** A balance port, the submit port whose messages it pays for, and how to read both. @public */
export interface Ledger {
  /** The balance port under test. */
  readonly balance: BalancePort;
  /** The submit port that stores the messages it pays for. */
  readonly submit: SubmitPort;
  /** The units `organizationId` has left, holds excluded. */
  balanceOf(organizationId: string): number | Promise<number>;
  /** How many messages the submit port stored. */
  stored(): number | Promise<number>;
}

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
let sequence = 0;

/** An accepted message of `organizationId`, with an id no other message of the run has. */
function accepted(organizationId: string): SubmittedMessage {
  sequence += 1;
  const message = { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${sequence}` } };
  return { id: `law-${sequence}`, organizationId, principalId: 'acme', index: 0, acceptedAt: '2026-01-01T00:00:00.000Z', expiresAt: null, message };
}

/** Registers the laws of a BalancePort and its SubmitPort, each on a fresh ledger from `open` with the starting balances given. @public */
export function balancePortLaws(open: (balances: Readonly<Record<string, number>>) => Promise<Subject<Ledger>>, numRuns = 40): void {
  const opened = (balances: Readonly<Record<string, number>>, law: (ledger: Ledger) => Promise<void>): Promise<void> => withSubject(open, balances, law);
  const reserved = async (ledger: Ledger, count: number): Promise<BalanceReservation> => {
    const reservation = await ledger.balance.reserve(ORG, count);
    if (reservation === undefined) throw new Error('expected a reservation');
    return reservation;
  };

  it('should never hold more than the balance, however many reserve at once', () =>
    opened({ [ORG]: 100 }, async (ledger) => {
      const reservations = await Promise.all(Array.from({ length: 300 }, (_, i) => ledger.balance.reserve(ORG, 1 + (i % 3))));
      const held = reservations.reduce((sum, reservation) => sum + (reservation?.count ?? 0), 0);
      expect(held).toBe(100); // every unit taken: requests of 1 come until the end
      expect(await ledger.balanceOf(ORG)).toBe(0);
    }));

  it('should hold the whole balance at its boundary, and nothing when short or for a count that is not a positive integer', () =>
    opened({ [ORG]: 2 }, async (ledger) => {
      for (const count of [3, 0, -1, 1.5, Number.NaN]) expect(await ledger.balance.reserve(ORG, count)).toBeUndefined();
      expect(await ledger.balanceOf(ORG)).toBe(2);
      expect((await reserved(ledger, 2)).count).toBe(2);
      expect(await ledger.balanceOf(ORG)).toBe(0);
    }));

  it('should know no balance for an organization it was not given', () =>
    opened({}, async (ledger) => {
      expect(await ledger.balance.reserve(ORG, 1)).toBeUndefined();
      expect(await ledger.balanceOf(ORG)).toBe(0);
    }));

  it('should release at most what a reservation holds, once', () =>
    opened({ [ORG]: 5 }, async (ledger) => {
      const reservation = await reserved(ledger, 3);
      await ledger.balance.release(reservation, 2);
      await ledger.balance.release(reservation, 5);
      await ledger.balance.release(reservation, 1);
      expect(await ledger.balanceOf(ORG)).toBe(5);
    }));

  it('should keep the units of the messages stored spent once committed: a later release gives nothing back', () =>
    opened({ [ORG]: 5 }, async (ledger) => {
      const reservation = await reserved(ledger, 3);
      await Promise.all([ledger.submit.submit(accepted(ORG)), ledger.submit.submit(accepted(ORG))]);
      await ledger.balance.release(reservation, 1);
      await ledger.balance.commit?.(reservation, 2);
      await ledger.balance.release(reservation, 2);
      expect(await ledger.balanceOf(ORG)).toBe(3);
      expect(await ledger.stored()).toBe(2);
    }));

  it('should leave the starting balance minus the messages stored, for any requests made at once', async () => {
    const request = fc.record({ count: fc.integer({ min: 1, max: 4 }), submitted: fc.integer({ min: 0, max: 4 }) });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 }), fc.array(request, { maxLength: 20 }), (start, requests) =>
        opened({ [ORG]: start }, async (ledger) => {
          const taken = await Promise.all(
            requests.map(async ({ count, submitted }) => {
              const reservation = await ledger.balance.reserve(ORG, count);
              if (reservation === undefined) return 0;
              const messages = Math.min(count, submitted);
              await Promise.all(Array.from({ length: messages }, () => ledger.submit.submit(accepted(ORG))));
              if (messages < count) await ledger.balance.release(reservation, count - messages);
              await ledger.balance.commit?.(reservation, messages);
              return messages;
            }),
          );
          const stored = taken.reduce((sum, messages) => sum + messages, 0);
          expect(await ledger.stored()).toBe(stored);
          expect(await ledger.balanceOf(ORG)).toBe(start - stored);
        }),
      ),
      { numRuns },
    );
  });
}
