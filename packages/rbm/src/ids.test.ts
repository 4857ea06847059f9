import { describe, expect, it } from 'vitest';
import { isRbmPhoneNumber, isRbmUuid } from './ids';

describe('isRbmUuid', () => {
  it.each(['0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c', '0B9C7A5E-2F1D-4E3C-8B7A-6D5E4F3A2B1C'])('should take %s', (id) => {
    expect(isRbmUuid(id)).toBe(true);
  });

  it.each(['', '0b9c7a5e2f1d4e3c8b7a6d5e4f3a2b1c', '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1', '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1cd', 'gb9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c', 42, null])('should refuse %j', (id) => {
    expect(isRbmUuid(id)).toBe(false);
  });
});

describe('isRbmPhoneNumber', () => {
  it.each(['+1', '+351912345678', '+123456789012345'])('should take %s', (phoneNumber) => {
    expect(isRbmPhoneNumber(phoneNumber)).toBe(true);
  });

  it.each(['+1234567890123456', '351912345678', '+0351912345678', '+', '+351 912', 351912345678])('should refuse %j', (phoneNumber) => {
    expect(isRbmPhoneNumber(phoneNumber)).toBe(false);
  });
});
