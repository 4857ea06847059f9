import { describe, expect, it } from 'vitest';
import { receiptFields } from './receiptFields';

const facts = { smscMessageId: 'smsc-1', from: 'ACME', to: '351912345678', now: new Date('2030-01-31T10:05:09Z') };

describe('receiptFields', () => {
  it('should write the appendix B text with UTC dates to the minute, and the TLVs, from the recipient back to the sender', () => {
    const fields = receiptFields({ ...facts, stat: 'DELIVRD', validUntil: undefined });
    expect(String(fields['short_message'])).toBe('id:smsc-1 sub:001 dlvrd:001 submit date:3001311005 done date:3001311005 stat:DELIVRD err:000 text:');
    expect(fields).toMatchObject({ source_addr: '351912345678', destination_addr: 'ACME', esm_class: 0x04, receipted_message_id: 'smsc-1', message_state: 2 });
  });

  it('should report EXPIRED once now is past the validity period, and not at it', () => {
    const at = (validUntil: Date) => receiptFields({ ...facts, stat: 'DELIVRD', validUntil })['message_state'];
    expect(at(new Date(facts.now.getTime() - 1))).toBe(3);
    expect(at(facts.now)).toBe(2);
    expect(receiptFields({ ...facts, stat: 'UNDELIV', validUntil: undefined })['message_state']).toBe(5);
  });
});
