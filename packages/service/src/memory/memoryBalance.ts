import type { BalancePort, BalanceReservation } from '../ports/balance';
import { _reservations } from './reservations';

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
 * can never release more than it holds, and a hold ends (nothing kept for it) once it is
 * committed or fully released, so memory stays flat however many requests pass.
 *
 * @public
 */
export function createMemoryBalancePort(balances: Readonly<Record<string, number>> = {}): MemoryBalancePort {
  const available = new Map(Object.entries(balances).map(([id, units]) => [id.toLowerCase(), units]));
  const reservations = _reservations();
  return {
    async reserve(organizationId, count): Promise<BalanceReservation | undefined> {
      const units = available.get(organizationId) ?? 0;
      if (!Number.isInteger(count) || count < 1 || units < count) return undefined;
      available.set(organizationId, units - count);
      return reservations.open(organizationId, count);
    },
    async release(reservation, count): Promise<void> {
      const units = reservations.release(reservation, count);
      if (units > 0) available.set(reservation.organizationId, (available.get(reservation.organizationId) ?? 0) + units);
    },
    async commit(reservation): Promise<void> {
      reservations.end(reservation); // the units stay spent; whatever was not taken was released before
    },
    balanceOf: (organizationId) => available.get(organizationId.toLowerCase()) ?? 0,
    credit(organizationId, count) {
      const id = organizationId.toLowerCase();
      available.set(id, (available.get(id) ?? 0) + count);
    },
  };
}
