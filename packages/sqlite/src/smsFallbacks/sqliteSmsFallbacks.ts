import { acceptedSmsFallback, failGivesChargeBack, pendingSmsFallback, SMS_FALLBACK_FINAL_STAGES, smsReceiptReason, type SmsFallbackPort, type SmsFallbackRecord, type SmsFallbackStage, unsentSmsCredit } from '@rcs-send/service';
import type { _Ledger } from '../balance/sqliteBalance';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import type { _GroupCommit } from '../write/groupCommit';

/** A row of `sms_fallbacks`, parsed. */
interface Held {
  readonly record: SmsFallbackRecord;
  readonly delivered: readonly string[];
}

/**
 * The {@link SmsFallbackPort} of the store: table `sms_fallbacks` (the record as JSON, the SMSC
 * ids delivered so far), `sms_segments` (each SMSC id to its message, for the receipts). Every
 * write is one job of the group commit (read, check the stage, write), so callers of one
 * process and of several (BEGIN IMMEDIATE) are taken one at a time: one record per message,
 * one claim. `begin` writes the record and charges the balance (`chargeSms`) in the same job,
 * or nothing when the balance is short; `fail` of a record no segment of which left writes its
 * credit back (a ledger row) in the same job. What a caller gives is checked before its job joins a
 * transaction, so a bad argument never fails another caller's write.
 *
 * @internal
 */
export function _sqliteSmsFallbacks(db: _Database, commit: _GroupCommit, ledger: _Ledger, now: () => number): SmsFallbackPort {
  const select = db.prepare<[string], { record: string; delivered: string }>('SELECT record, delivered FROM sms_fallbacks WHERE id = ?');
  const insert = db.prepare("INSERT INTO sms_fallbacks (id, record, delivered, updated_at) VALUES (?, ?, '[]', ?)");
  const update = db.prepare('UPDATE sms_fallbacks SET record = ?, delivered = ?, updated_at = ? WHERE id = ?');
  const addSegment = db.prepare('INSERT INTO sms_segments (smsc_message_id, id) VALUES (?, ?) ON CONFLICT (smsc_message_id) DO UPDATE SET id = excluded.id');
  const segment = db.prepare<[string], { id: string }>('SELECT id FROM sms_segments WHERE smsc_message_id = ?');
  const read = (id: string): Held | undefined => {
    const row = select.get(id);
    return row === undefined ? undefined : { record: JSON.parse(row.record) as SmsFallbackRecord, delivered: JSON.parse(row.delivered) as string[] };
  };
  const write = (record: SmsFallbackRecord, delivered: readonly string[] = []): SmsFallbackRecord => {
    update.run(JSON.stringify(record), JSON.stringify(delivered), now(), record.id);
    return record;
  };
  /** Moves the record of `id` by `move` in one job when it stands where `from` says: what `move` made, else undefined. */
  const moveFrom = <T>(operation: string, id: string, from: (stage: SmsFallbackStage) => boolean, move: (held: Held) => T): Promise<T | undefined> =>
    commit.write(operation, () => {
      const held = read(id);
      return held !== undefined && from(held.record.stage) ? move(held) : undefined;
    });

  return {
    async begin(fallback) {
      const record = pendingSmsFallback(fallback);
      return commit.write('SMS fallback', () => {
        const held = read(record.id);
        if (held !== undefined) return { record: held.record, created: false };
        if (!ledger.chargeSms(record.organizationId, record.segments)) return { refused: 'INSUFFICIENT_BALANCE' } as const;
        insert.run(record.id, JSON.stringify(record), now());
        return { record, created: true };
      });
    },
    claimSubmit: async (id) => (await moveFrom('SMS claim', id, (stage) => stage === 'PENDING', ({ record }) => write({ ...record, stage: 'SUBMITTING' }))) !== undefined,
    async accepted(id, smscMessageIds) {
      const held = _guard(db, 'SMS fallback', () => read(id));
      if (held === undefined) return;
      const accepted = acceptedSmsFallback(held.record, smscMessageIds);
      await moveFrom('SMS accepted', id, (stage) => stage === 'SUBMITTING', () => {
        for (const smscId of accepted.smscMessageIds) addSegment.run(smscId, id);
        return write(accepted);
      });
    },
    receipt: (smscMessageId, state) =>
      commit.write('SMS receipt', () => {
        const id = segment.get(smscMessageId)?.id;
        const held = id === undefined ? undefined : read(id);
        if (held?.record.stage !== 'ACCEPTED') return undefined;
        if (state !== 'DELIVERED') return write({ ...held.record, stage: state, reason: smsReceiptReason(state) }, held.delivered);
        const delivered = [...new Set([...held.delivered, smscMessageId])];
        const done = delivered.length === new Set(held.record.smscMessageIds).size;
        const next = write(done ? { ...held.record, stage: 'DELIVERED' } : held.record, delivered);
        return done ? next : undefined;
      }),
    fail: (id, reason, options) =>
      moveFrom('SMS fail', id, (stage) => !SMS_FALLBACK_FINAL_STAGES.includes(stage), ({ record, delivered }) => {
        const credit = unsentSmsCredit(record);
        if (failGivesChargeBack(record.stage, options?.unsent === true) && credit.units > 0) ledger.creditWithin(record.organizationId, credit.units, credit.reason, now());
        return write({ ...record, stage: 'FAILED', reason }, delivered);
      }),
    get: async (id) => _guard(db, 'SMS fallback', () => read(id)?.record),
  };
}
