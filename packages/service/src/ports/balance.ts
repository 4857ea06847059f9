/** Balance held for some messages of one request until they are submitted or released. @public */
export interface BalanceReservation {
  /** An identifier the balance port gave the reservation. */
  readonly id: string;
  /** The organization charged. */
  readonly organizationId: string;
  /** How many messages it holds balance for. */
  readonly count: number;
}

/**
 * Step 4 of the acceptance sequence: the RCS balance, one unit per message. Reservations
 * must be atomic: concurrent requests never hold more than the balance.
 *
 * @public
 */
export interface BalancePort {
  /** Holds `count` units of `organizationId`'s balance, or returns undefined (and holds nothing) when it is short. */
  reserve(organizationId: string, count: number): Promise<BalanceReservation | undefined>;
  /** Gives back `count` units of `reservation`, for messages the submit port did not take. */
  release(reservation: BalanceReservation, count: number): Promise<void>;
  /**
   * Keeps `count` units of `reservation` spent, for the messages the submit port took, and
   * ends the hold. Optional: a ledger whose reservations are already final need not have it.
   */
  commit?(reservation: BalanceReservation, count: number): Promise<unknown>;
}
