import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _decodeUtf8 } from './decodeUtf8';

const strict = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();
const BOM = [0xef, 0xbb, 0xbf];

/** The standard's verdict: the text, or `throws`. */
function standard(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    return 'throws';
  }
}

/** This decoder's verdict, in the same terms. */
function decoded(bytes: Uint8Array): string {
  try {
    return _decodeUtf8(bytes);
  } catch {
    return 'throws';
  }
}

/** `bytes` with ASCII spaces around them, so that the body passes 1 KB (ICU's path, on Node) or not. */
const padded = (bytes: readonly number[], before: number, after: number): Uint8Array => new Uint8Array([...Array<number>(before).fill(0x20), ...bytes, ...Array<number>(after).fill(0x20)]);

/** Bytes that are often UTF-8 and often broken in one place: encoded text, then a byte changed, cut or added. */
const mostlyUtf8 = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0x80, max: 0xff })), { nil: undefined }), fc.nat({ max: 3 }))
  .map(([text, change, cut]) => {
    const bytes = [...encoder.encode(text)];
    if (change !== undefined && bytes.length > 0) bytes[change[0] % bytes.length] = change[1];
    return bytes.slice(0, Math.max(0, bytes.length - (cut === 3 ? 1 : 0)));
  });

describe('_decodeUtf8', () => {
  it('should give what the strict standard decoder gives, or throw where it throws, below and above 1 KB, with or without a BOM', () => {
    fc.assert(
      fc.property(fc.oneof(mostlyUtf8, fc.array(fc.integer({ min: 0, max: 0xff }), { maxLength: 40 })), fc.boolean(), fc.constantFrom(0, 1100), (bytes, bom, pad) => {
        const body = padded(bom ? [...BOM, ...bytes] : bytes, bom ? 0 : pad, bom ? pad : 0);
        expect(decoded(body)).toBe(standard(body));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a surrogate encoded alone', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a sequence cut short', [0xe2, 0x82]],
    ['a continuation byte alone', [0x80]],
    ['a byte UTF-8 never uses', [0xff]],
  ])('should refuse %s in a body of 1 KB and more, as in a small one', (_, bytes) => {
    expect(() => _decodeUtf8(padded(bytes, 1100, 0))).toThrow(TypeError);
    expect(() => _decodeUtf8(padded(bytes, 10, 10))).toThrow(TypeError);
  });

  it('should give the standard verdict on either side of 1 KB, where the decoder changes', () => {
    for (const size of [1022, 1023, 1024, 1025]) {
      for (const tail of [[0xc3, 0xa9], [0xc3], [0x41]]) {
        for (const bytes of [padded(tail, size - tail.length, 0), new Uint8Array([...BOM, ...padded(tail, size - tail.length - 3, 0)])]) {
          expect(decoded(bytes), `${bytes.length} bytes ending ${tail.join(' ')}`).toBe(standard(bytes));
        }
      }
    }
  });

  it('should keep astral characters, U+FFFD sent as text and a BOM past the first bytes, at 1 KB and more', () => {
    const text = `${' '.repeat(1100)}"😀 \uFFFD é \uFEFF"`;
    expect(_decodeUtf8(encoder.encode(text))).toBe(text);
    expect(_decodeUtf8(new Uint8Array([...BOM, ...encoder.encode(text)]))).toBe(text);
  });
});
