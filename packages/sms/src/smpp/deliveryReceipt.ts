/** The final state of an SMS as its delivery receipt reports it. @public */
export type SmsReceiptState = 'DELIVERED' | 'FAILED' | 'EXPIRED';

/** A delivery receipt from the SMSC, for one submitted segment. @public */
export interface SmsReceipt {
  /** The message id the SMSC answered the segment's submit_sm with. */
  smscMessageId: string;
  /** DELIVERED, FAILED (undeliverable, rejected or deleted) or EXPIRED (its validity period ran out). */
  state: SmsReceiptState;
  /** When the receipt arrived (the receipt's own done date has no time zone). */
  at: Date;
}

/** The fields of a deliver_sm a receipt is read from. */
export interface DeliverSmFields {
  /** esm_class: bits 2 to 5 equal to 0x04 mark an SMSC delivery receipt. */
  esmClass: number;
  /** The decoded short_message: `id:... sub:... dlvrd:... submit date:... done date:... stat:DELIVRD err:... text:...`. */
  text: string;
  /** The receipted_message_id TLV, when present. */
  receiptedMessageId?: string;
  /** The message_state TLV, when present. */
  messageState?: number;
}

const RECEIPT_ESM_CLASS = 0x04;
/** message_state TLV values (SMPP 3.4 section 5.2.28) that are final. */
const STATE_BY_MESSAGE_STATE: ReadonlyMap<number, SmsReceiptState> = new Map([
  [2, 'DELIVERED'],
  [3, 'EXPIRED'],
  [4, 'FAILED'],
  [5, 'FAILED'],
  [8, 'FAILED'],
]);
/** stat: values of the receipt text (SMPP 3.4 appendix B) that are final. */
const STATE_BY_STAT: ReadonlyMap<string, SmsReceiptState> = new Map([
  ['DELIVRD', 'DELIVERED'],
  ['EXPIRED', 'EXPIRED'],
  ['DELETED', 'FAILED'],
  ['UNDELIV', 'FAILED'],
  ['REJECTD', 'FAILED'],
]);
const ID = /(?:^|\s)id:(\S{1,65})(?:\s|$)/;
const STAT = /(?:^|\s)stat:([A-Z]{1,8})(?:\s|$)/;

/**
 * The receipt a deliver_sm carries, or undefined when it is not a receipt or reports no final
 * state (ENROUTE, ACCEPTED, UNKNOWN). The TLVs win over the text when both are present.
 */
export function deliveryReceiptOf(fields: DeliverSmFields, at: Date): SmsReceipt | undefined {
  if ((fields.esmClass & 0x3c) !== RECEIPT_ESM_CLASS) return undefined;
  const text = fields.text.slice(0, 512);
  const smscMessageId = fields.receiptedMessageId ?? ID.exec(text)?.[1];
  const state =
    fields.messageState === undefined ? STATE_BY_STAT.get(STAT.exec(text)?.[1] ?? '') : STATE_BY_MESSAGE_STATE.get(fields.messageState);
  return smscMessageId === undefined || smscMessageId === '' || state === undefined ? undefined : { smscMessageId, state, at };
}
