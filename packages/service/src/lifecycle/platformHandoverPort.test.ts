import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformMessageId } from './platformHandoverPort';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('platformMessageId', () => {
  it('should name the first handover by the own id and each later one by the ids the stores have always derived', async () => {
    expect(await platformMessageId(ID, 0)).toBe(ID);
    // The SHA-256 derivation the SQLite store wrote before it was shared: a database's later windows keep their ids.
    expect(await platformMessageId(ID, 1)).toBe('5b74c417-2515-4389-b57d-281ab9527378');
    expect(await platformMessageId(ID, 2)).toBe('ef1586aa-a5ad-462e-9bdf-97b80eb9bbbf');
  });

  it('should derive a distinct version-4 UUID per id and later handover, the same each time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uuid({ version: 4 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), async (id, n, m) => {
        const [a, again, b] = [await platformMessageId(id, n), await platformMessageId(id, n), await platformMessageId(id, m)];
        expect(a).toMatch(UUID_V4);
        expect(again).toBe(a);
        expect(a === b).toBe(n === m);
        expect(a).not.toBe(id);
      }),
    );
  });

  it('should refuse a handover that is not a non-negative integer', async () => {
    for (const handover of [-1, 1.5, Number.NaN]) await expect(platformMessageId(ID, handover)).rejects.toThrow(RangeError);
  });
});
