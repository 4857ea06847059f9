import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _uuidV7 } from './uuidV7';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('_uuidV7', () => {
  it('should be a lower-case version 7 UUID of the RFC 9562 variant, whose first 48 bits are the time in milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (now) => {
        const id = _uuidV7(now);
        expect(id).toMatch(V7);
        expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
      }),
    );
  });

  it('should sort later ids after earlier ones (by their text, as an index orders them)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 2 }), fc.integer({ min: 1, max: 10_000 }), (earlier, gap) => {
        expect(_uuidV7(earlier) < _uuidV7(Math.min(2 ** 48 - 1, earlier + gap))).toBe(true);
      }),
    );
  });

  it('should not repeat within one millisecond: 74 random bits each (20,000 ids, no duplicate, every random digit varying)', () => {
    const ids = Array.from({ length: 20_000 }, () => _uuidV7(1_780_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    const digits = (position: number): number => new Set(ids.map((id) => id.replace(/-/g, '')[position])).size;
    for (const position of [13, 14, 15, 17, 18, 19, 20, 31]) expect(digits(position)).toBe(16);
    expect(new Set(ids.map((id) => id[19])).size).toBe(4); // the variant's 2 random bits
  });
});
