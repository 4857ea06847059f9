import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonByteLength, jsonCodePointBytes, utf8Length } from './bytes';
import { fitToBytes } from './fit';
import type { ContentMessage } from '@rcs-send/core';
import { message, messageOf } from './message';
import { settingsOf, type SendRequestArbitraryOptions } from './options';

const record = fc.record({
  text: fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
  list: fc.array(fc.record({ postbackData: fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }), url: fc.string() }), { maxLength: 5 }),
});

describe('utf8Length', () => {
  it('should count what TextEncoder writes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe('fitToBytes', () => {
  it('should return a value within budget unchanged, as the same object', () => {
    fc.assert(fc.property(record, (value) => fitToBytes(value, jsonByteLength(value)) === value));
  });

  it('should fit within any reachable budget, shortening only free text to non-empty prefixes', () => {
    fc.assert(
      fc.property(record, fc.double({ min: 0, max: 1, noNaN: true }), (value, ratio) => {
        const floor = jsonByteLength(fitToBytes(value, 0));
        const budget = Math.floor(floor + (jsonByteLength(value) - floor) * ratio);
        const fitted = fitToBytes(value, budget);
        expect(jsonByteLength(fitted)).toBeLessThanOrEqual(budget);
        expect(value.text.startsWith(fitted.text) && fitted.text.length > 0).toBe(true);
        fitted.list.forEach((item, index) => {
          expect(item.url).toBe(value.list[index]?.url);
          expect(value.list[index]?.postbackData.startsWith(item.postbackData)).toBe(true);
          expect(item.postbackData.length).toBeGreaterThan(0);
        });
      }),
    );
  });

  it('should fit generated messages right up to their budget (atLimits, unicode)', () => {
    const budget = LIMITS.messageBytesMax / 2;
    const settings = { atLimits: true, unicode: true, budget } as SendRequestArbitraryOptions;
    const sizes = fc.sample(message(settings), { numRuns: 40, seed: 5 }).map(jsonByteLength);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(budget);
    expect(sizes.some((size) => size > budget - 1000)).toBe(true);
  });

  it('should fit the worst case: a carousel of 10 cards with every string at its maximum in astral characters', () => {
    const astral = (count: number): string => '\u{1F600}'.repeat(count);
    const action = {
      createCalendarEventAction: {
        text: astral(LIMITS.suggestionTextMaxChars),
        title: astral(LIMITS.calendarTitleMaxChars),
        description: astral(LIMITS.calendarDescriptionMaxChars),
        startTime: '2030-01-01T00:00:00Z',
        endTime: '2030-01-01T01:00:00Z',
        postbackData: astral(LIMITS.postbackDataMaxChars),
      },
    };
    const card = {
      title: astral(LIMITS.cardTitleMaxChars),
      description: astral(LIMITS.cardDescriptionMaxChars),
      suggestions: Array.from({ length: LIMITS.cardSuggestionsMax }, () => action),
    };
    const content = { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: Array.from({ length: LIMITS.carouselCardsMax }, () => card) } } };
    expect(jsonByteLength(content)).toBeGreaterThan(LIMITS.messageBytesMax);
    const [fitted] = fc.sample(messageOf(settingsOf(), fc.constant(content as ContentMessage)), 1);
    expect(jsonByteLength(fitted)).toBeLessThanOrEqual(LIMITS.messageBytesMax);
    expect(jsonByteLength(fitted)).toBeGreaterThan(LIMITS.messageBytesMax - 1000);
  });
});

describe('jsonCodePointBytes', () => {
  it('should count what JSON.stringify writes for one code point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (value) => {
        const codePoint = String.fromCodePoint(value);
        expect(jsonCodePointBytes(codePoint)).toBe(utf8Length(JSON.stringify(codePoint)) - 2);
      }),
      { numRuns: 2000 },
    );
  });
});
