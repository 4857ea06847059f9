import type { MessageStatePort, MessageStatus, SmsFallbackPort, StateChange } from '@rcs-send/service';
import type { SmsReceipt } from '@rcs-send/sms';
import { _isFinalSmsStage, _smsStateChange } from './smsStateChange';

/** Options of {@link createSmsReceiptInbox}. @public */
export interface SmsReceiptInboxOptions {
  /** Where the fallbacks are recorded: each receipt is matched to its segment there. */
  readonly records: SmsFallbackPort;
  /** Where the message's final state on the SMS channel is written. */
  readonly states: MessageStatePort;
  /** Receives each status a receipt made final. */
  readonly onStatus?: (status: MessageStatus) => void;
  /** Receives the faults of `records` or `states` (a final state `states` refused is written again with the next receipt). */
  readonly onError?: (error: unknown) => void;
  /** Receipts kept for ids no record knows yet (the SMSC may answer before the submit's ids are recorded), and final states owed to `states`. @defaultValue 10000 */
  readonly maxUnmatched?: number;
}

/** Takes the SMPP sender's receipts and turns final SMS into message states. @public */
export interface SmsReceiptInbox {
  /** Takes one receipt (the SMPP sender's `onReceipt`); never throws. */
  take(receipt: SmsReceipt): void;
  /** Applies again the receipts that arrived for `smscMessageIds` before those ids were recorded; the fallback calls it once it recorded them. */
  replay(smscMessageIds: readonly string[]): Promise<void>;
}

/**
 * An inbox for the SMPP sender's receipts: each goes to `records.receipt`, and when it makes the
 * SMS final (DELIVERED once every segment is; FAILED or EXPIRED at the first such segment) the
 * message moves to that state on the SMS channel. A receipt no record matched is kept (the
 * newest `maxUnmatched`) so that {@link SmsReceiptInbox.replay} can apply it once the submit's
 * ids are recorded: an SMSC may send a segment's receipt before the last segment is accepted.
 * A final state the state port failed to write is kept (as many) and written again after the
 * next receipt, since the SMSC will not send that receipt again.
 *
 * @public
 */
export function createSmsReceiptInbox(options: SmsReceiptInboxOptions): SmsReceiptInbox {
  const { records, states } = options;
  const onError = options.onError ?? (() => undefined);
  const maxUnmatched = options.maxUnmatched ?? 10_000;
  if (!Number.isSafeInteger(maxUnmatched) || maxUnmatched < 0) throw new RangeError('maxUnmatched must be a non-negative integer');
  const unmatched = new Map<string, SmsReceipt>();
  const owed = new Map<string, StateChange>(); // final states the state port failed to take, by message id: written again with the next receipt

  const bounded = <T>(map: Map<string, T>, key: string, value: T): void => {
    if (maxUnmatched === 0) return;
    if (map.size >= maxUnmatched && !map.has(key)) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };
  const tell = async (change: StateChange): Promise<void> => {
    try {
      const status = await states.advance(change);
      owed.delete(change.id);
      if (status !== undefined) options.onStatus?.(status);
    } catch (error) {
      bounded(owed, change.id, change);
      throw error;
    }
  };
  const apply = async (receipt: SmsReceipt): Promise<boolean> => {
    const at = receipt.at.toISOString();
    const record = await records.receipt(receipt.smscMessageId, receipt.state, at);
    if (record === undefined) return false;
    if (_isFinalSmsStage(record.stage)) await tell(_smsStateChange(record, record.stage, at, record.reason));
    return true;
  };
  const settle = async (): Promise<void> => {
    for (const change of [...owed.values()]) await tell(change);
  };
  return {
    take(receipt) {
      apply(receipt)
        .then(async (matched) => {
          if (!matched) bounded(unmatched, receipt.smscMessageId, receipt);
          await settle(); // the state port took this one: it can take what it owes
        })
        .catch(onError);
    },
    async replay(smscMessageIds) {
      for (const id of smscMessageIds) {
        const receipt = unmatched.get(id);
        if (receipt === undefined) continue;
        unmatched.delete(id);
        await apply(receipt);
      }
    },
  };
}
