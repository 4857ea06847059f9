import type { MessageStatePort, MessageStatus, SmsFallbackPort } from '@rcs-send/service';
import type { SmsReceipt } from '@rcs-send/sms';
import { _smsStateChange } from './smsStateChange';

/** Options of {@link createSmsReceiptInbox}. @public */
export interface SmsReceiptInboxOptions {
  /** Where the fallbacks are recorded: each receipt is matched to its segment there. */
  readonly records: SmsFallbackPort;
  /** Where the message's final state on the SMS channel is written. */
  readonly states: MessageStatePort;
  /** Receives each status a receipt made final. */
  readonly onStatus?: (status: MessageStatus) => void;
  /** Receives the faults of `records` or `states` (the receipt is then lost: the SMS stays SENT). */
  readonly onError?: (error: unknown) => void;
  /** Receipts kept for ids no record knows yet (the SMSC may answer before the submit's ids are recorded). @defaultValue 10000 */
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
 *
 * @public
 */
export function createSmsReceiptInbox(options: SmsReceiptInboxOptions): SmsReceiptInbox {
  const { records, states } = options;
  const onError = options.onError ?? (() => undefined);
  const maxUnmatched = options.maxUnmatched ?? 10_000;
  if (!Number.isSafeInteger(maxUnmatched) || maxUnmatched < 0) throw new RangeError('maxUnmatched must be a non-negative integer');
  const unmatched = new Map<string, SmsReceipt>();

  const apply = async (receipt: SmsReceipt): Promise<boolean> => {
    const at = receipt.at.toISOString();
    const record = await records.receipt(receipt.smscMessageId, receipt.state, at);
    if (record === undefined) return false;
    if (record.stage === 'DELIVERED' || record.stage === 'FAILED' || record.stage === 'EXPIRED') {
      const status = await states.advance(_smsStateChange(record, record.stage, at, record.reason));
      if (status !== undefined) options.onStatus?.(status);
    }
    return true;
  };
  const keep = (receipt: SmsReceipt): void => {
    if (maxUnmatched === 0) return;
    if (unmatched.size >= maxUnmatched) unmatched.delete(unmatched.keys().next().value as string);
    unmatched.set(receipt.smscMessageId, receipt);
  };
  return {
    take(receipt) {
      apply(receipt)
        .then((matched) => matched || keep(receipt))
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
