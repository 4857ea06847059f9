import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constantTimeEqual';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('constantTimeEqual', () => {
  it('should be true for the same bytes, including none', () => {
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(bytes(), bytes())).toBe(true);
  });

  it('should be false when any single byte differs, wherever it is', () => {
    const base = Array.from({ length: 32 }, (_, i) => i);
    for (let i = 0; i < base.length; i += 1) {
      const other = [...base];
      other[i] = (other[i] ?? 0) ^ 0x01;
      expect(constantTimeEqual(bytes(...base), bytes(...other))).toBe(false);
    }
  });

  it('should be false for different lengths, even when one is a prefix of the other', () => {
    expect(constantTimeEqual(bytes(1, 2), bytes(1, 2, 3))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2, 0), bytes(1, 2))).toBe(false);
  });
});
