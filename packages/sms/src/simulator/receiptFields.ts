import { Buffer } from 'node:buffer';
import { smppDateDigits } from '../smpp/absoluteTime';

/** What a delivery receipt reports. */
export interface ReceiptFacts {
  smscMessageId: string;
  /** The SMS's sender: the receipt goes back to it. */
  from: string;
  /** The SMS's recipient: the receipt comes from it. */
  to: string;
  /** DELIVRD or UNDELIV; EXPIRED instead whenever `now` is past the validity period. */
  stat: 'DELIVRD' | 'UNDELIV';
  validUntil: Date | undefined;
  now: Date;
}

const MESSAGE_STATES = { DELIVRD: 2, EXPIRED: 3, UNDELIV: 5 } as const;

/** The deliver_sm fields of a delivery receipt (SMPP 3.4 appendix B text, and the receipted_message_id and message_state TLVs). */
export function receiptFields(facts: ReceiptFacts): Record<string, unknown> {
  const stat = facts.validUntil !== undefined && facts.now.getTime() > facts.validUntil.getTime() ? 'EXPIRED' : facts.stat;
  const date = smppDateDigits(facts.now).slice(0, 10); // YYMMDDhhmm
  const delivered = stat === 'DELIVRD' ? '001' : '000';
  const text = `id:${facts.smscMessageId} sub:001 dlvrd:${delivered} submit date:${date} done date:${date} stat:${stat} err:000 text:`;
  return {
    source_addr: facts.to,
    destination_addr: facts.from,
    esm_class: 0x04,
    data_coding: 0,
    short_message: Buffer.from(text, 'ascii'),
    receipted_message_id: facts.smscMessageId,
    message_state: MESSAGE_STATES[stat],
  };
}
