import { describe, expect, it } from 'vitest';
import { accepted, ORG } from '../../test-support/messages';
import { newStore, reopen } from '../../test-support/storeFixtures';

describe('the SQLite balance', () => {
  it('should debit a unit with each message stored, before the reservation is committed', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 5 });
    const reservation = await store.balance.reserve(ORG, 2);
    expect(store.balance.balanceOf(ORG)).toBe(3);
    await store.submit.submit(accepted());
    expect(store.balance.balanceOf(ORG)).toBe(3);
    await store.close();
    expect(reservation).toBeDefined();
    // The hold died with the process; the unit of the message stored stays debited.
    expect(reopen(store.path).balance.balanceOf(ORG)).toBe(4);
  });

  it('should take a starting balance as given only where the organization has none, with ids in lower case', () => {
    const store = newStore();
    store.seedBalances({ [ORG.toUpperCase()]: 3 });
    store.seedBalances({ [ORG]: 100 });
    expect(store.balance.balanceOf(ORG)).toBe(3);
  });

  it('should refuse a starting balance that is not a whole number of units, 0 or more, and write none of the others', () => {
    const store = newStore();
    for (const units of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => store.seedBalances({ other: 1, [ORG]: units })).toThrow(RangeError);
    expect(store.balance.balanceOf('other')).toBe(0);
    store.seedBalances({ [ORG]: 0 });
    expect(store.balance.balanceOf(ORG)).toBe(0);
  });
});
