import type { SmsFallbackCharges } from '../lifecycle/memorySmsFallbackPort';
import type { BalancePort, BalanceReservation } from '../ports/balance';
import type { LedgerEntry } from '../ports/tenants';
import type { MemoryBalancePort } from './memoryBalance';
import { _memoryUsage, _utcDay, type _MemoryUsage } from './memoryUsage';
import { _reservations, _wholeUnits } from './reservations';

/** The balance port of the memory ledger, which also reads the units an organization has left. */
type LedgerBalancePort = BalancePort & Pick<MemoryBalancePort, 'balanceOf'>;

/** One ledger in memory, shared by the memory store's balance port, submit, SMS fallbacks and tenants. @internal */
export interface _MemoryLedger {
  /** The balance port: reservations hold units until the messages are debited. */
  readonly balance: LedgerBalancePort;
  /** The charges of SMS fallbacks, counted in the usage; a charge given back is a ledger entry. */
  readonly smsCharges: SmsFallbackCharges;
  /** The usage per organization and day: accepted (with the debits), SMS fallbacks and segments, and what the tenant store counts. */
  readonly usage: _MemoryUsage;
  /** Opens the ledger of `organizationId` with a credit of `units` (`starting balance`), unless it has entries already. */
  open(organizationId: string, units: number, at: number): void;
  /** Credits `units` to `organizationId` with `reason`, a ledger entry; returns the units it has left now (held ones excluded). */
  credit(organizationId: string, units: number, reason: string, at: number): number;
  /** Debits `units` of `organizationId` for as many messages taken, counted accepted today; units a reservation held for them are held no longer. */
  debit(organizationId: string, units: number): void;
  /** The last `count` entries of `organizationId`, oldest first. */
  tail(organizationId: string, count: number): readonly LedgerEntry[];
}

/**
 * The ledger of the memory store, as the SQLite store keeps its own: each organization's units
 * are the sum of its credits (ledger entries) less its debits (messages taken, counted per day
 * in the usage) and SMS charges. `reserve` holds units while the units less those already held
 * cover them (one synchronous step, so requests at once never overspend); the submit debits a
 * message's unit as it takes it, and only then does the hold shrink; `commit` ends a hold,
 * giving back what its messages did not take. A submit without a reservation is debited too.
 *
 * @internal
 */
export function _memoryLedger(now: () => number): _MemoryLedger {
  const units = new Map<string, number>(); // per organization: credits less debits
  const entries = new Map<string, LedgerEntry[]>();
  const held = new Map<string, number>(); // per organization: units held, not yet debited
  const reservations = _reservations();
  const usage = _memoryUsage();

  const add = (organizationId: string, change: number): void => void units.set(organizationId, (units.get(organizationId) ?? 0) + change);
  const unhold = (organizationId: string, count: number): void => {
    const left = (held.get(organizationId) ?? 0) - count;
    if (left > 0) held.set(organizationId, left);
    else held.delete(organizationId);
  };
  const credit = (organizationId: string, count: number, reason: string, at: number): number => {
    const list = entries.get(organizationId) ?? [];
    entries.set(organizationId, list);
    list.push({ at, units: count, reason });
    add(organizationId, count);
    return balance.balanceOf(organizationId);
  };

  const balance: LedgerBalancePort = {
    async reserve(organizationId, count): Promise<BalanceReservation | undefined> {
      if (!Number.isInteger(count) || count < 1 || balance.balanceOf(organizationId) < count) return undefined;
      held.set(organizationId, (held.get(organizationId) ?? 0) + count);
      return reservations.open(organizationId, count);
    },
    async release(reservation, count) {
      unhold(reservation.organizationId, reservations.release(reservation, count));
    },
    async commit(reservation, count) {
      // The units of the `count` messages taken left the hold when they were debited; any other unit still held goes back.
      const holding = reservations.end(reservation);
      if (holding > _wholeUnits(count)) unhold(reservation.organizationId, holding - _wholeUnits(count));
    },
    balanceOf: (organizationId) => (units.get(organizationId) ?? 0) - (held.get(organizationId) ?? 0),
  };

  return {
    balance,
    usage,
    smsCharges: {
      charge(organizationId, segments) {
        if (balance.balanceOf(organizationId) + 1 < segments) return false;
        add(organizationId, 1 - segments);
        usage.add(organizationId, _utcDay(now()), 'smsFallbacks', 1);
        usage.add(organizationId, _utcDay(now()), 'smsSegments', segments);
        return true;
      },
      giveBack(organizationId, { units: count, reason }) {
        if (count > 0) credit(organizationId, count, reason, now());
      },
    },
    open(organizationId, count, at) {
      if (!entries.has(organizationId)) credit(organizationId, count, 'starting balance', at);
    },
    credit,
    debit(organizationId, count) {
      add(organizationId, -count);
      usage.add(organizationId, _utcDay(now()), 'accepted', count);
      unhold(organizationId, count);
    },
    tail: (organizationId, count) => (_wholeUnits(count) === 0 ? [] : (entries.get(organizationId) ?? []).slice(-_wholeUnits(count))),
  };
}
