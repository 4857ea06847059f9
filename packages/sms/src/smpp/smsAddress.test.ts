import { describe, expect, it } from 'vitest';
import { recipientAddress, senderAddress } from './smsAddress';

describe('recipientAddress', () => {
  it('should take 8 to 15 digits, a plus allowed, as international E.164, and refuse 7 or 16 digits or a leading 0', () => {
    expect(recipientAddress('+351912345678')).toEqual({ addr: '351912345678', ton: 1, npi: 1 });
    expect(recipientAddress('12345678')).toEqual({ addr: '12345678', ton: 1, npi: 1 });
    expect(recipientAddress('123456789012345')?.addr).toBe('123456789012345');
    for (const bad of ['1234567', '1234567890123456', '0351912345678', '35191234567a', '']) expect(recipientAddress(bad), bad).toBeUndefined();
  });
});

describe('senderAddress', () => {
  it('should read 3 to 7 digits as a short code (TON 3), 8 to 15 as a number (TON 1), letters as alphanumeric (TON 5)', () => {
    expect(senderAddress('123')).toEqual({ addr: '123', ton: 3, npi: 0 });
    expect(senderAddress('1234567')).toEqual({ addr: '1234567', ton: 3, npi: 0 });
    expect(senderAddress('12345678')).toEqual({ addr: '12345678', ton: 1, npi: 1 });
    expect(senderAddress('+351912345678')).toEqual({ addr: '351912345678', ton: 1, npi: 1 });
    expect(senderAddress('ACME Bank')).toEqual({ addr: 'ACME Bank', ton: 5, npi: 0 });
    expect(senderAddress('Acme-Shop_1')).toEqual({ addr: 'Acme-Shop_1', ton: 5, npi: 0 });
  });

  it('should refuse an alphanumeric id of 12 characters, without a letter, or with other characters', () => {
    for (const bad of ['Acme-Shop_12', '12', '12 34', 'Açme', 'a\u0000b', '']) expect(senderAddress(bad), bad).toBeUndefined();
  });
});
