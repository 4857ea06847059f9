import type { BalancePort, BalanceReservation } from '../ports/balance';

/** The in-memory {@link BalancePort}, which can also be read and credited. @public */
export interface MemoryBalancePort extends BalancePort {
  /** The units `organizationId` has left (reserved units excluded). */
  balanceOf(organizationId: string): number;
  /** Adds `count` units to `organizationId`'s balance. */
  credit(organizationId: string, count: number): void;
}

/**
 * A {@link BalancePort} over balances held in this process. Each reservation checks and takes
 * its units in one synchronous step, so concurrent requests never overspend; a reservation
 * can never release more than it holds. A hold ends when its units are all released or
 * committed, so the port keeps nothing per request once it is answered.
 *
 * @public
 */
export function createMemoryBalancePort(balances: Readonly<Record<string, number>> = {}): MemoryBalancePort {
  const available = new Map(Object.entries(balances).map(([id, units]) => [id.toLowerCase(), units]));
  const held = new Map<string, number>();
  let next = 0;
  return {
    async reserve(organizationId, count): Promise<BalanceReservation | undefined> {
      const units = available.get(organizationId) ?? 0;
      if (!Number.isInteger(count) || count < 1 || units < count) return undefined;
      available.set(organizationId, units - count);
      next += 1;
      const reservation = Object.freeze({ id: `r${next}`, organizationId, count });
      held.set(reservation.id, count);
      return reservation;
    },
    async release(reservation, count): Promise<void> {
      const holding = held.get(reservation.id) ?? 0;
      const units = Math.min(holding, Math.max(0, Math.floor(count)));
      if (units === 0) return;
      if (holding === units) held.delete(reservation.id);
      else held.set(reservation.id, holding - units);
      available.set(reservation.organizationId, (available.get(reservation.organizationId) ?? 0) + units);
    },
    async commit(reservation): Promise<void> {
      held.delete(reservation.id);
    },
    balanceOf: (organizationId) => available.get(organizationId.toLowerCase()) ?? 0,
    credit(organizationId, count) {
      const id = organizationId.toLowerCase();
      available.set(id, (available.get(id) ?? 0) + count);
    },
  };
}
