import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendRequest } from './sendRequest';
import { walk } from './walk';

type Maxima = Record<string, number>;

function maximaOf(requests: readonly unknown[]): Maxima {
  const maxima: Maxima = {};
  const see = (name: string, value: number): void => {
    maxima[name] = Math.max(maxima[name] ?? 0, value);
  };
  const length = (value: unknown): number => (typeof value === 'string' ? [...value].length : 0);
  for (const request of requests)
    for (const node of walk(request, 'request')) {
      const v = node.value;
      if (node.kind === 'request') see('messages', (v['messages'] as unknown[]).length);
      if (node.kind === 'contentMessage') {
        see('text', length(v['text']));
        see('messageSuggestions', Array.isArray(v['suggestions']) ? v['suggestions'].length : 0);
      }
      if (node.kind === 'carouselCard') see('cards', (v['cardContents'] as unknown[]).length);
      if (node.kind === 'cardContent') {
        see('cardTitle', length(v['title']));
        see('cardDescription', length(v['description']));
        see('cardSuggestions', Array.isArray(v['suggestions']) ? v['suggestions'].length : 0);
      }
      if (node.kind === 'contentInfo') see('thumbnailUrl', length(v['thumbnailUrl']));
      if (node.kind === 'openUrlAction') see('url', length(v['url']));
      if (node.kind === 'viewLocationAction') see('label', length(v['label']));
      if (node.kind === 'createCalendarEventAction') {
        see('calendarTitle', length(v['title']));
        see('calendarDescription', length(v['description']));
      }
      if (['reply', 'openUrlAction', 'dialAction', 'viewLocationAction', 'shareLocationAction', 'createCalendarEventAction'].includes(node.kind)) {
        see('suggestionText', length(v['text']));
        see('postbackData', length(v['postbackData']));
      }
    }
  return maxima;
}

const limits: Maxima = {
  messages: LIMITS.messagesMax,
  text: LIMITS.textMaxChars,
  messageSuggestions: LIMITS.messageSuggestionsMax,
  cards: LIMITS.carouselCardsMax,
  cardTitle: LIMITS.cardTitleMaxChars,
  cardDescription: LIMITS.cardDescriptionMaxChars,
  cardSuggestions: LIMITS.cardSuggestionsMax,
  thumbnailUrl: LIMITS.thumbnailUrlMaxChars,
  url: LIMITS.openUrlMaxChars,
  label: LIMITS.locationLabelMaxChars,
  calendarTitle: LIMITS.calendarTitleMaxChars,
  calendarDescription: LIMITS.calendarDescriptionMaxChars,
  suggestionText: LIMITS.suggestionTextMaxChars,
  postbackData: LIMITS.postbackDataMaxChars,
};

describe('atLimits', () => {
  it('should reach every count and length limit exactly, and never go over', () => {
    const maxima = maximaOf(fc.sample(sendRequest({ atLimits: true }), { numRuns: 12, seed: 7 }));
    expect(maxima).toEqual(limits);
  });

  it('should still reach the limits with astral characters, within the size limit', () => {
    const maxima = maximaOf(fc.sample(sendRequest({ atLimits: true, unicode: true }), { numRuns: 12, seed: 11 }));
    expect(maxima).toEqual(limits);
  });

  it('should stay far from the limits without atLimits', () => {
    const maxima = maximaOf(fc.sample(sendRequest(), { numRuns: 50, seed: 3 }));
    expect(maxima['text']).toBeLessThan(LIMITS.textMaxChars);
    expect(maxima['postbackData']).toBeLessThan(LIMITS.postbackDataMaxChars);
  });
});
