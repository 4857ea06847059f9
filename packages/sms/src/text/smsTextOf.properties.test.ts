import { message } from '@rcs-send/arbitraries';
import type { CardContent, Message } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSms } from '../encoding/encodeSms';
import { smsTextOf } from './smsTextOf';

/** The cards of a message, if it is a rich card. */
function cardsOf(value: Message): CardContent[] {
  const content = value.contentMessage;
  if (!('richCard' in content)) return [];
  const card = content.richCard;
  return 'standaloneCard' in card ? [card.standaloneCard.cardContent] : card.carouselCard.cardContents;
}

describe('smsTextOf laws', () => {
  it('should give every valid message a non-empty text that encodes', () => {
    fc.assert(
      fc.property(message(), (value) => {
        const text = smsTextOf(value);
        expect(text.length).toBeGreaterThan(0);
        expect(encodeSms(text).segments.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it("should keep a text message's text whole at its start, and each card's title and description, in order", () => {
    fc.assert(
      fc.property(message(), (value) => {
        const text = smsTextOf(value);
        const content = value.contentMessage;
        if ('text' in content) expect(text.startsWith(content.text)).toBe(true);
        let from = 0;
        for (const card of cardsOf(value))
          for (const part of [card.title, card.description].filter((field): field is string => field !== undefined)) {
            const at = text.indexOf(part, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + part.length;
          }
      }),
      { numRuns: 200 },
    );
  });
});
