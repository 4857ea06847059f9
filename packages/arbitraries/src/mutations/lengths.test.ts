import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedText } from '../text';
import { mediaUrl, openUrl } from '../urls';
import { lengthened } from './lengths';

const codePoints = (value: string): number => [...value].length;

describe('lengthened', () => {
  it('should make a URL exactly the length asked, still parsing to the same host', () => {
    fc.assert(
      fc.property(fc.oneof(mediaUrl(), openUrl({ atLimits: false })), fc.integer({ min: 0, max: 100 }), (url, extra) => {
        const length = codePoints(url) + 1 + extra;
        const longer = lengthened(url, length);
        expect(codePoints(longer)).toBe(length);
        expect(new URL(longer).host).toBe(new URL(url).host);
        expect(new URL(longer).protocol).toBe(new URL(url).protocol);
      }),
    );
  });

  it('should make free text exactly the length asked, of its own code points only', () => {
    fc.assert(
      fc.property(boundedText(20, { unicode: true, atLimits: false }), fc.integer({ min: 1, max: 200 }), (text, extra) => {
        const length = codePoints(text) + extra;
        const longer = lengthened(text, length);
        expect(codePoints(longer)).toBe(length);
        const own = new Set(text);
        expect([...longer].every((point) => own.has(point))).toBe(true);
      }),
    );
  });
});
