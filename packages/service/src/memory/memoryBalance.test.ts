import { describe, expect, it } from 'vitest';
import { createMemoryBalancePort } from './memoryBalance';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

describe('createMemoryBalancePort', () => {
  it('should never hold more than the balance, however many reserve at once', async () => {
    const balance = createMemoryBalancePort({ [ORG]: 100 });
    const reservations = await Promise.all(Array.from({ length: 300 }, (_, i) => balance.reserve(ORG, 1 + (i % 3))));
    const held = reservations.reduce((sum, reservation) => sum + (reservation?.count ?? 0), 0);
    expect(held).toBeLessThanOrEqual(100);
    expect(held + balance.balanceOf(ORG)).toBe(100);
  });

  it('should hold nothing when short, and refuse counts that are not positive integers', async () => {
    const balance = createMemoryBalancePort({ [ORG]: 2 });
    expect(await balance.reserve(ORG, 3)).toBeUndefined();
    expect(await balance.reserve(ORG, 0)).toBeUndefined();
    expect(await balance.reserve(ORG, 1.5)).toBeUndefined();
    expect(balance.balanceOf(ORG)).toBe(2);
  });

  it('should release at most what a reservation holds, once', async () => {
    const balance = createMemoryBalancePort({ [ORG]: 5 });
    const reservation = await balance.reserve(ORG, 3);
    if (reservation === undefined) throw new Error('expected a reservation');
    await balance.release(reservation, 2);
    await balance.release(reservation, 5);
    await balance.release(reservation, 1);
    expect(balance.balanceOf(ORG)).toBe(5);
  });

  it('should take nothing back for a count that is not a number', async () => {
    const balance = createMemoryBalancePort({ [ORG]: 5 });
    const reservation = await balance.reserve(ORG, 3);
    if (reservation === undefined) throw new Error('expected a reservation');
    for (const count of [Number.NaN, Number.POSITIVE_INFINITY, -1]) await balance.release(reservation, count);
    expect(balance.balanceOf(ORG)).toBe(2);
    await balance.release(reservation, 3);
    expect(balance.balanceOf(ORG)).toBe(5);
  });

  it('should end a hold once committed: a later release gives nothing back', async () => {
    const balance = createMemoryBalancePort({ [ORG]: 5 });
    const reservation = await balance.reserve(ORG, 3);
    if (reservation === undefined) throw new Error('no reservation');
    await balance.release(reservation, 1);
    await balance.commit?.(reservation, 2);
    await balance.release(reservation, 2);
    expect(balance.balanceOf(ORG)).toBe(3);
  });

  it('should know no balance for an unknown organization', async () => {
    expect(await createMemoryBalancePort().reserve(ORG, 1)).toBeUndefined();
  });
});
