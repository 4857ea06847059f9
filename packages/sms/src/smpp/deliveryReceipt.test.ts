import { describe, expect, it } from 'vitest';
import { deliveryReceiptOf } from './deliveryReceipt';

const at = new Date('2030-01-31T10:00:00Z');
const text = (stat: string, id = 'abc123') => `id:${id} sub:001 dlvrd:001 submit date:3001311000 done date:3001311001 stat:${stat} err:000 text:Hello`;

describe('deliveryReceiptOf', () => {
  it('should read the id and the final state from the receipt text', () => {
    expect(deliveryReceiptOf({ esmClass: 0x04, text: text('DELIVRD') }, at)).toEqual({ smscMessageId: 'abc123', state: 'DELIVERED', at });
    expect(deliveryReceiptOf({ esmClass: 0x04, text: text('EXPIRED') }, at)?.state).toBe('EXPIRED');
    for (const stat of ['UNDELIV', 'REJECTD', 'DELETED']) expect(deliveryReceiptOf({ esmClass: 0x04, text: text(stat) }, at)?.state, stat).toBe('FAILED');
  });

  it('should prefer the receipted_message_id and message_state TLVs to the text', () => {
    expect(deliveryReceiptOf({ esmClass: 0x04, text: text('DELIVRD'), receiptedMessageId: 'tlv-id', messageState: 5 }, at)).toEqual({ smscMessageId: 'tlv-id', state: 'FAILED', at });
    expect(deliveryReceiptOf({ esmClass: 0x04, text: '', receiptedMessageId: 'x', messageState: 3 }, at)?.state).toBe('EXPIRED');
  });

  it('should ignore a states that is not final, a deliver_sm that is not a receipt and a receipt without an id', () => {
    for (const stat of ['ENROUTE', 'ACCEPTD', 'UNKNOWN']) expect(deliveryReceiptOf({ esmClass: 0x04, text: text(stat) }, at), stat).toBeUndefined();
    expect(deliveryReceiptOf({ esmClass: 0x04, text: '', receiptedMessageId: 'x', messageState: 1 }, at)).toBeUndefined();
    expect(deliveryReceiptOf({ esmClass: 0x00, text: text('DELIVRD') }, at)).toBeUndefined();
    expect(deliveryReceiptOf({ esmClass: 0x04, text: 'stat:DELIVRD' }, at)).toBeUndefined();
  });

  it('should read ids of up to 65 characters and no longer, and stay linear on a hostile text', () => {
    expect(deliveryReceiptOf({ esmClass: 0x04, text: text('DELIVRD', 'i'.repeat(65)) }, at)?.smscMessageId).toHaveLength(65);
    expect(deliveryReceiptOf({ esmClass: 0x04, text: text('DELIVRD', 'i'.repeat(66)) }, at)).toBeUndefined();
    const started = performance.now();
    expect(deliveryReceiptOf({ esmClass: 0x04, text: ' id:'.repeat(200_000) }, at)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
