// The laws every OptOutPort obeys (memory, SQLite, Redis, Redis Cluster): nobody is
// unsubscribed at first; the last change per agent and number wins; a repeat changes nothing
// and says so; agents and numbers are kept apart; a store keeps an opt-out across a restart
// (checked where one applies).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { OptOutPort } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

const AGENTS = ['acme@rbm.goog', 'news@rbm.goog'];
const NUMBERS = ['+351912345678', '+351912345679'];
const change = fc.record({ agentId: fc.constantFrom(...AGENTS), phoneNumber: fc.constantFrom(...NUMBERS), subscribed: fc.boolean() }).map((fields) => ({ ...fields, at: '2026-11-25T10:00:00.000Z' }));

/** Registers the laws of an OptOutPort, each on a fresh port from `open`. @public */
export function optOutPortLaws(open: () => Promise<Subject<OptOutPort>>): void {
  it('should hold, for any sequence of changes, exactly the last change of each agent and number, and report which changes changed it', () =>
    fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 20 }), (changes) =>
        withSubject(open, undefined, async (optOuts) => {
          const expected = new Map<string, boolean>();
          for (const next of changes) {
            const key = `${next.agentId} ${next.phoneNumber}`;
            const before = expected.get(key) ?? false;
            expect(await optOuts.record(next)).toBe(before === next.subscribed);
            expected.set(key, !next.subscribed);
          }
          for (const agentId of AGENTS) for (const phoneNumber of NUMBERS) expect(await optOuts.isUnsubscribed(agentId, phoneNumber)).toBe(expected.get(`${agentId} ${phoneNumber}`) ?? false);
        }),
      ),
      { numRuns: 40 },
    ));
}
