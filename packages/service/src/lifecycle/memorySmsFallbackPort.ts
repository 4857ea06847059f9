import type { MemoryBalancePort } from '../memory/memoryBalance';
import type { SmsFallbackPort, SmsFallbackRecord } from './smsFallback';
import { acceptedSmsFallback, failGivesChargeBack, pendingSmsFallback, SMS_FALLBACK_FINAL_STAGES, smsReceiptReason, unsentSmsCredit, type UnsentSmsCredit } from './smsFallbackStages';

/** What an in-memory SMS fallback charges, each in one synchronous step: a ledger that also enters and counts the charges (the memory store's). @public */
export interface SmsFallbackCharges {
  /** Gives back the unit of the message of `organizationId` and debits one per segment when its balance plus that unit covers `segments`: true; false, nothing written, otherwise. */
  charge(organizationId: string, segments: number): boolean;
  /** Gives back the charge of a fallback that ended before any segment reached the SMSC. */
  giveBack(organizationId: string, credit: UnsentSmsCredit): void;
}

/** Options of {@link createMemorySmsFallbackPort}. @public */
export interface MemorySmsFallbackOptions {
  /** The balance a fallback is charged to: the service's in-memory balance (read and credited in one synchronous step), or the charges of a ledger. */
  readonly balance: Pick<MemoryBalancePort, 'balanceOf' | 'credit'> | SmsFallbackCharges;
}

/** The charges of a plain in-memory balance: read, then credited, in one synchronous step. */
const chargesOf = (balance: Pick<MemoryBalancePort, 'balanceOf' | 'credit'>): SmsFallbackCharges => ({
  charge(organizationId, segments) {
    if (balance.balanceOf(organizationId) + 1 < segments) return false;
    balance.credit(organizationId, 1 - segments);
    return true;
  },
  giveBack: (organizationId, credit) => balance.credit(organizationId, credit.units),
});

/**
 * The in-memory {@link SmsFallbackPort}, for tests and a single process: one record per
 * message with the SMSC ids of its segments delivered so far, and each SMSC id mapped to its
 * message (an id the SMSC gives again maps to the newest message). `begin` credits back the message's unit and debits one per segment in
 * one synchronous step, only when the balance (plus that unit) covers them; `fail` of a record
 * no segment of which left gives them back and takes the unit again ({@link unsentSmsCredit}).
 *
 * @public
 */
export function createMemorySmsFallbackPort(options: MemorySmsFallbackOptions): SmsFallbackPort {
  const charges = 'charge' in options.balance ? options.balance : chargesOf(options.balance);
  const records = new Map<string, SmsFallbackRecord>();
  const messageOf = new Map<string, string>(); // SMSC id → message id
  const delivered = new Map<string, Set<string>>(); // message id → SMSC ids delivered
  const kept = (record: SmsFallbackRecord): SmsFallbackRecord => {
    records.set(record.id, record);
    return record;
  };
  const open = (id: string): SmsFallbackRecord | undefined => {
    const record = records.get(id);
    return record === undefined || SMS_FALLBACK_FINAL_STAGES.includes(record.stage) ? undefined : record;
  };
  return {
    async begin(fallback) {
      const existing = records.get(fallback.id);
      if (existing !== undefined) return { record: existing, created: false };
      const record = pendingSmsFallback(fallback);
      if (!charges.charge(record.organizationId, record.segments)) return { refused: 'INSUFFICIENT_BALANCE' };
      return { record: kept(record), created: true };
    },
    async claimSubmit(id) {
      const record = records.get(id);
      if (record?.stage !== 'PENDING') return false;
      kept({ ...record, stage: 'SUBMITTING' });
      return true;
    },
    async accepted(id, smscMessageIds) {
      const record = records.get(id);
      if (record?.stage !== 'SUBMITTING') return;
      const accepted = kept(acceptedSmsFallback(record, smscMessageIds));
      for (const smscId of accepted.smscMessageIds) messageOf.set(smscId, id);
      delivered.set(id, new Set());
    },
    async receipt(smscMessageId, state) {
      const id = messageOf.get(smscMessageId);
      const record = id === undefined ? undefined : records.get(id);
      if (record?.stage !== 'ACCEPTED') return undefined;
      if (state !== 'DELIVERED') return kept({ ...record, stage: state, reason: smsReceiptReason(state) });
      const done = delivered.get(record.id) ?? new Set<string>();
      delivered.set(record.id, done.add(smscMessageId));
      return done.size === new Set(record.smscMessageIds).size ? kept({ ...record, stage: 'DELIVERED' }) : undefined;
    },
    async fail(id, reason, options) {
      const record = open(id);
      if (record === undefined) return undefined;
      if (failGivesChargeBack(record.stage, options?.unsent === true)) charges.giveBack(record.organizationId, unsentSmsCredit(record));
      return kept({ ...record, stage: 'FAILED', reason });
    },
    get: async (id) => records.get(id),
  };
}
