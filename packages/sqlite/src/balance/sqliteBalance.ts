import type { BalancePort, BalanceReservation } from '@rcs-send/service';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';

/** The balance port of the SQLite store, which can also be read. @public */
export interface SqliteBalancePort extends BalancePort {
  /** Ends the hold of `reservation`: the units of its `count` messages stored stay spent, any other unit it still holds goes back. */
  commit(reservation: BalanceReservation, count: number): Promise<void>;
  /** The units `organizationId` has left: its durable units minus those held by reservations in flight (0 without a balance). */
  balanceOf(organizationId: string): number;
}

/** The balance ledger: the port, and what the submit transaction and the store's seeding call. @internal */
export interface _Ledger {
  /** The balance port. */
  readonly port: SqliteBalancePort;
  /** Writes each starting balance where the organization has none (one transaction). */
  seed(balances: Readonly<Record<string, number>>): void;
  /** Opens the ledger of `organizationId` (lower case) with a credit of `units` (a balance stored before the ledger is entered first): inside a transaction. */
  open(organizationId: string, units: number, at: number): void;
  /** Credits `units` to `organizationId` with `reason`, in one transaction of its own; returns the new durable balance. */
  credit(organizationId: string, units: number, reason: string, at: number): number;
  /** The same credit inside the caller's transaction (an SMS fallback's charge given back). */
  creditWithin(organizationId: string, units: number, reason: string, at: number): void;
  /** The durable units of `organizationId` (0 without a balance). */
  durable(organizationId: string): number;
  /** Debits `units` durable units of `organizationId` and counts them accepted in today's usage: inside the submit transaction. */
  debit(organizationId: string, units: number): void;
  /**
   * Charges an SMS fallback of `segments` to `organizationId`, inside a transaction: credits
   * back the unit its message was debited and debits one per segment, counted in today's usage,
   * when its units (held ones excluded) plus that unit cover them; false (nothing written) otherwise.
   */
  chargeSms(organizationId: string, segments: number): boolean;
  /** After that transaction committed: the units it debited are no longer held. */
  moved(organizationId: string, units: number): void;
}

/** The UTC day of `epochMs`, `YYYY-MM-DD`: the key of the usage table. */
const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/**
 * The balance: durable units in the `balances` table, holds in memory. The table is the
 * running sum of the ledger: each credit is a `ledger` row written with it, each debit counted
 * in `usage.accepted` (per organization and day) by the transaction that takes it, and each SMS
 * fallback in `usage.sms_fallbacks` (a unit back) and `usage.sms_segments` (a unit each). `reserve` holds units
 * only while the durable units minus what is already held cover them (one synchronous step,
 * so concurrent requests never overspend); the submit transaction debits a message's unit
 * together with storing it, and only then does the hold shrink. A crash drops the holds: the
 * durable balance is then the starting balance minus the messages stored, exactly.
 *
 * @internal
 */
export function _sqliteLedger(db: _Database, now: () => number): _Ledger {
  const unitsOf = db.prepare<[string], { units: number }>('SELECT units FROM balances WHERE organization_id = ?');
  const add = db.prepare<[string, number, number], { units: number }>('INSERT INTO balances (organization_id, units) VALUES (?, ?) ON CONFLICT (organization_id) DO UPDATE SET units = units + ? RETURNING units');
  const accepted = db.prepare('INSERT INTO usage (organization_id, day, accepted) VALUES (?, ?, ?) ON CONFLICT (organization_id, day) DO UPDATE SET accepted = accepted + excluded.accepted');
  const entry = db.prepare('INSERT INTO ledger (organization_id, at, units, reason) VALUES (?, ?, ?, ?)');
  const smsUsage = db.prepare('INSERT INTO usage (organization_id, day, sms_fallbacks, sms_segments) VALUES (?, ?, 1, ?) ON CONFLICT (organization_id, day) DO UPDATE SET sms_fallbacks = sms_fallbacks + 1, sms_segments = sms_segments + excluded.sms_segments');
  const opened = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM ledger WHERE organization_id = ? LIMIT 1');
  const held = new Map<string, number>(); // per organization: units held, not yet debited
  const holds = new Map<string, number>(); // per reservation: units it may still release
  let next = 0;

  const durable = (organizationId: string): number => _guard(db, 'balance', () => unitsOf.get(organizationId)?.units ?? 0);
  const unhold = (organizationId: string, units: number): void => {
    const left = (held.get(organizationId) ?? 0) - units;
    if (left > 0) held.set(organizationId, left);
    else held.delete(organizationId);
  };
  const open = (organizationId: string, units: number, at: number): void => {
    if (opened.get(organizationId) !== undefined) return;
    const before = unitsOf.get(organizationId)?.units;
    if (before !== undefined) entry.run(organizationId, at, before, 'balance before the ledger');
    else {
      add.get(organizationId, units, units);
      entry.run(organizationId, at, units, 'starting balance');
    }
  };
  const seedAll = db.transaction((entries: readonly (readonly [string, number])[]) => {
    for (const [organizationId, units] of entries) open(organizationId.toLowerCase(), units, now());
  });
  const enter = (organizationId: string, units: number, reason: string, at: number): number => {
    entry.run(organizationId, at, units, reason);
    return (add.get(organizationId, units, units) as { units: number }).units;
  };
  const creditOne = db.transaction(enter);

  const port: SqliteBalancePort = {
    async reserve(organizationId, count): Promise<BalanceReservation | undefined> {
      if (!Number.isInteger(count) || count < 1) return undefined;
      if (durable(organizationId) - (held.get(organizationId) ?? 0) < count) return undefined;
      held.set(organizationId, (held.get(organizationId) ?? 0) + count);
      next += 1;
      const reservation = Object.freeze({ id: `r${next}`, organizationId, count });
      holds.set(reservation.id, count);
      return reservation;
    },
    async release(reservation, count) {
      const holding = holds.get(reservation.id) ?? 0;
      const units = Number.isFinite(count) ? Math.min(holding, Math.max(0, Math.floor(count))) : 0;
      if (units === 0) return;
      if (units === holding) holds.delete(reservation.id);
      else holds.set(reservation.id, holding - units);
      unhold(reservation.organizationId, units);
    },
    async commit(reservation, count) {
      // The units of the `count` messages taken left the hold when their transaction committed; any other unit still held goes back.
      const holding = holds.get(reservation.id) ?? 0;
      holds.delete(reservation.id);
      const taken = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
      if (holding > taken) unhold(reservation.organizationId, holding - taken);
    },
    balanceOf: (organizationId) => durable(organizationId) - (held.get(organizationId) ?? 0),
  };

  return {
    port,
    seed(balances) {
      const entries = Object.entries(balances);
      for (const [, units] of entries) if (!Number.isSafeInteger(units) || units < 0) throw new RangeError('a starting balance must be a whole number of units, 0 or more');
      _guard(db, 'seed balances', () => seedAll.immediate(entries));
    },
    open,
    credit: (organizationId, units, reason, at) => _guard(db, 'credit', () => creditOne.immediate(organizationId, units, reason, at)),
    creditWithin: (organizationId, units, reason, at) => void enter(organizationId, units, reason, at),
    durable,
    debit(organizationId, units) {
      add.get(organizationId, -units, -units);
      accepted.run(organizationId, utcDay(now()), units);
    },
    chargeSms(organizationId, segments) {
      if (port.balanceOf(organizationId) + 1 < segments) return false;
      add.get(organizationId, 1 - segments, 1 - segments);
      smsUsage.run(organizationId, utcDay(now()), segments);
      return true;
    },
    moved: (organizationId, units) => unhold(organizationId, units),
  };
}
