import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { _canonicalUuid } from './canonicalUuid';

/** The schemas' UUID rule (valibot's `v.uuid`, which the JSON Schema generator reads as a pattern). */
const schemaUuid = v.pipe(v.string(), v.uuid());

/** Strings of 36 characters from the UUID alphabet and its neighbours, dashes mostly in place. */
const nearUuid = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEFgG-', 'é', ' '), { minLength: 36, maxLength: 36 })
  .map((units) => units.map((unit, i) => (i === 8 || i === 13 || i === 18 || i === 23) && unit !== ' ' ? '-' : unit).join(''));

describe('_canonicalUuid', () => {
  it('lower-cases a UUID written in any case, and returns a lower-case one as it is', () => {
    expect(_canonicalUuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    const lower = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(_canonicalUuid(lower)).toBe(lower);
  });

  it('refuses anything but 8-4-4-4-12 hexadecimal digits', () => {
    for (const s of ['', 'acme', '3f2504e0-4f89-41d3-9a0c-0305e82c330', '3f2504e0-4f89-41d3-9a0c-0305e82c33011', '3f2504e04f89-41d3-9a0c-0305e82c33011', 'g f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      expect(_canonicalUuid(s)).toBeUndefined();
    }
  });

  it('should accept exactly what the schemas accept, and canonicalise as they do', () => {
    fc.assert(
      fc.property(fc.oneof(nearUuid, fc.uuid(), fc.string()), (s) => {
        const canonical = _canonicalUuid(s);
        expect(canonical !== undefined).toBe(v.is(schemaUuid, s));
        if (canonical !== undefined) expect(canonical).toBe(s.toLowerCase());
      }),
      { numRuns: 5_000 },
    );
  });
});
