import { describe, expect, it } from 'vitest';
import type { AgentMessage } from '../types/agentMessage';
import { requiredFeaturesOf } from './requiredFeaturesOf';

const action = (kind: Record<string, unknown>) => ({ action: { text: 'Go', postbackData: 'p', ...kind } });
const card = (fileUrl: string, suggestions: unknown[] = []) => ({ media: { height: 'TALL', contentInfo: { fileUrl } }, suggestions });
const needs = (contentMessage: unknown) => requiredFeaturesOf({ contentMessage } as AgentMessage);

describe('requiredFeaturesOf', () => {
  it('should need nothing for a text with replies', () => {
    expect(needs({ text: 'Hi', suggestions: [{ reply: { text: 'ok', postbackData: 'p' } }] })).toEqual([]);
  });

  it("should need each action kind once, a webview beside the plain URL, in the list's order", () => {
    const suggestions = [
      action({ openUrlAction: { url: 'https://a', application: 'WEBVIEW' } }),
      action({ dialAction: { phoneNumber: '+1' } }),
      action({ dialAction: { phoneNumber: '+2' } }),
      action({ viewLocationAction: { query: 'q' } }),
      action({ createCalendarEventAction: { startTime: 't', endTime: 't', title: 't' } }),
      action({ shareLocationAction: {} }),
      action({ composeAction: { composeTextMessage: { phoneNumber: '+1' } } }),
    ];
    expect(needs({ text: 'Hi', suggestions })).toEqual(['ACTION_CREATE_CALENDAR_EVENT', 'ACTION_DIAL', 'ACTION_OPEN_URL', 'ACTION_SHARE_LOCATION', 'ACTION_VIEW_LOCATION', 'ACTION_OPEN_URL_IN_WEBVIEW']);
    expect(needs({ text: 'Hi', suggestions: [action({ openUrlAction: { url: 'https://a', application: 'BROWSER' } })] })).toEqual(['ACTION_OPEN_URL']);
  });

  it("should need the card kind, a PDF in a card and the cards' actions, reading null as absent", () => {
    expect(needs({ richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card('https://a/doc.PDF?x=1') } }, suggestions: null })).toEqual(['RICHCARD_STANDALONE', 'PDF_IN_RICH_CARDS']);
    expect(needs({ richCard: { standaloneCard: null, carouselCard: { cardWidth: 'SMALL', cardContents: [card('https://a/a.png'), card('https://a/b.png', [action({ dialAction: { phoneNumber: '+1' } })])] } } })).toEqual(['RICHCARD_CAROUSEL', 'ACTION_DIAL']);
  });

  it('should not need PDF_IN_RICH_CARDS for a PDF sent as a file', () => {
    expect(needs({ contentInfo: { fileUrl: 'https://a/doc.pdf' } })).toEqual([]);
  });
});
