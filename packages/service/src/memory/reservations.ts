import type { BalanceReservation } from '../ports/balance';

/** The reservations of an in-memory balance: what each still holds, until it is released or ended. @internal */
export interface _Reservations {
  /** A new reservation of `count` units of `organizationId`. */
  open(organizationId: string, count: number): BalanceReservation;
  /** Takes back up to `count` units (a whole number; anything else takes none) of what `reservation` still holds: the units taken, never more than it holds. */
  release(reservation: BalanceReservation, count: number): number;
  /** Ends `reservation`: the units it still held (0 when it ended before). */
  end(reservation: BalanceReservation): number;
}

/** Units of `count` a reservation may settle: a whole number from 0 (anything else: 0). @internal */
export const _wholeUnits = (count: number): number => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

/** Reservations kept in this process, each settling at most what it holds, once; an ended one is forgotten, so memory stays flat. @internal */
export function _reservations(): _Reservations {
  const holds = new Map<string, number>(); // per reservation: units it may still release
  let next = 0;
  return {
    open(organizationId, count) {
      next += 1;
      const reservation = Object.freeze({ id: `r${next}`, organizationId, count });
      holds.set(reservation.id, count);
      return reservation;
    },
    release(reservation, count) {
      const holding = holds.get(reservation.id) ?? 0;
      const released = Math.min(holding, _wholeUnits(count));
      if (released === holding) holds.delete(reservation.id);
      else holds.set(reservation.id, holding - released);
      return released;
    },
    end(reservation) {
      const holding = holds.get(reservation.id) ?? 0;
      holds.delete(reservation.id);
      return holding;
    },
  };
}
