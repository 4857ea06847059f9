import type { BalancePort, Store } from '@rcs-send/service';
import type { ExpiringOptions, Subject } from './subject';

/** Reads the units an organization has left, those held by reservations in flight excluded. @public */
export interface BalanceReader {
  /** The units `organizationId` has left (0 for one it does not know). */
  balanceOf(organizationId: string): number | Promise<number>;
}

/**
 * A store the laws are run on: a {@link @rcs-send/service#Store} whose balance port also reads
 * the units left (the balance laws read them through it and through `tenants.balanceOf`, which
 * must agree, held units excluded, while reservations are in flight).
 *
 * @public
 */
export interface LawfulStore extends Store {
  /** The balance port, with its reader. */
  readonly balance: BalancePort & BalanceReader;
}

/**
 * Opens a fresh, empty store for one law: on the clock `now`, remembering seen keys and
 * completed Idempotency-Keys for `ttlMs`. The laws at a TTL boundary give a clock they move;
 * every other law gives `Date.now` and a day.
 *
 * @public
 */
export type OpenStore = (options: ExpiringOptions) => Promise<Subject<LawfulStore>>;
