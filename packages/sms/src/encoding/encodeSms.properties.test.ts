import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSms } from './encodeSms';
import { decodeGsm7 } from './gsm7Alphabet';
import { SMS_LIMITS } from './smsLimits';

const GSM_SAMPLE = [...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà', ...'\f^{}\\[~]|€'];
const gsmText = fc.array(fc.constantFrom(...GSM_SAMPLE), { maxLength: 700 }).map((characters) => characters.join(''));
/** Any text: GSM characters mixed with others, surrogate pairs included. */
const anyText = fc
  .array(fc.oneof(fc.constantFrom(...GSM_SAMPLE), fc.constantFrom('ж', 'ç', '😀', '中', '\u{1F1F5}\u{1F1F9}')), { maxLength: 400 })
  .map((characters) => characters.join(''));
const maxSegments = fc.integer({ min: 1, max: 8 });

function decode(userData: Uint8Array, encoding: 'GSM7' | 'UCS2', concatenated: boolean): string {
  const payload = concatenated ? userData.slice(6) : userData;
  if (encoding === 'GSM7') return decodeGsm7(payload);
  return new TextDecoder('utf-16be').decode(payload);
}

describe('encodeSms laws', () => {
  it('should send a text within the limit whole: its segments, decoded, reassemble to it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const encoded = encodeSms(text, { maxSegments: 255 });
        const concatenated = encoded.segments.length > 1;
        expect(encoded.truncated).toBe(false);
        expect(encoded.segments.map((segment) => decode(segment.userData, encoded.encoding, concatenated)).join('')).toBe(text);
        expect(encoded.text).toBe(text);
      }),
    );
  });

  it('should keep every segment within its size: 160/70 alone, 153/67 with a header numbering it', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 255 }), maxSegments, (text, reference, limit) => {
        const encoded = encodeSms(text, { reference, maxSegments: limit });
        const gsm = encoded.encoding === 'GSM7';
        const size = encoded.segments.length === 1 ? (gsm ? 160 : 70) : gsm ? SMS_LIMITS.gsmPartSeptets : SMS_LIMITS.ucs2PartUnits;
        expect(encoded.segments.length).toBeLessThanOrEqual(limit);
        encoded.segments.forEach((segment, index) => {
          expect(segment.units).toBeLessThanOrEqual(size);
          if (encoded.segments.length > 1) expect([...segment.userData.slice(0, 6)]).toEqual([5, 0, 3, reference, encoded.segments.length, index + 1]);
        });
      }),
    );
  });

  it('should choose GSM 7-bit exactly when every character allows it', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        expect(encodeSms(text).encoding).toBe('GSM7');
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const everyCharacterGsm = [...text].every((character) => GSM_SAMPLE.includes(character));
        expect(encodeSms(text).encoding).toBe(everyCharacterGsm ? 'GSM7' : 'UCS2');
      }),
    );
  });

  it('should cut a text only when it needs more segments than allowed, to a prefix of it and the marker', () => {
    fc.assert(
      fc.property(anyText, maxSegments, (text, limit) => {
        const whole = encodeSms(text, { maxSegments: 255 });
        const cut = encodeSms(text, { maxSegments: limit });
        expect(cut.truncated).toBe(whole.segments.length > limit);
        if (!cut.truncated) expect(cut).toEqual(whole);
        else {
          const marker = cut.encoding === 'GSM7' ? '...' : '…';
          expect(cut.text.endsWith(marker)).toBe(true);
          expect(text.startsWith(cut.text.slice(0, -marker.length))).toBe(true);
          expect(cut.segments).toHaveLength(limit);
        }
      }),
    );
  });
});
