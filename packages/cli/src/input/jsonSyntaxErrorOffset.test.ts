import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxErrorOffset } from './jsonSyntaxErrorOffset';

describe('jsonSyntaxErrorOffset', () => {
  it.each([
    ['{"a": }', 6],
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{\n  "a": [\n}\n', 11],
    ['{"a" 1}', 5],
    ['{"a": "\u0001"}', 7],
    ['{"a": tru}', 6],
    ['{"a": 01}', 7],
    ['{} x', 3],
    ['', 0],
  ])('should find the error of %j at offset %i', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonSyntaxErrorOffset(text)).toBe(offset);
  });

  it('should find no error in any valid JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), (value, indent) => {
        expect(jsonSyntaxErrorOffset(JSON.stringify(value, null, indent))).toBe(-1);
      }),
    );
  });

  it('should find an error, within the text, in every text JSON.parse refuses', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.string({ maxLength: 2 }), (json, at, junk) => {
        const text = json.slice(0, at % (json.length + 1)) + junk + json.slice(at % (json.length + 1));
        let refused = false;
        try {
          JSON.parse(text);
        } catch {
          refused = true;
        }
        const offset = jsonSyntaxErrorOffset(text);
        expect(offset >= 0).toBe(refused);
        expect(offset).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
