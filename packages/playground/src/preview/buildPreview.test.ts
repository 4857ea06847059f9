import { LENGTH_LIMITS, LIMITS, validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import carousel from '../../../../schemas/examples/carousel.json';
import mediaOnly from '../../../../schemas/examples/media-only.json';
import standalone from '../../../../schemas/examples/standalone-card.json';
import textWithSuggestions from '../../../../schemas/examples/text-with-suggestions.json';
import { buildPreview, parentParam } from './buildPreview';
import { SHOWN_CHARS_MAX } from './read';

const NOW = new Date('2030-01-01T00:00:00Z');
/** The preview of a request with the core's issues attached. */
function preview(input: unknown) {
  const result = validateSendRequest(input, { now: NOW });
  return buildPreview(input, result.issues, (index) => result.messages[index]?.ok === true);
}
/** A copy of a JSON example to mutate. */
const copy = <T>(value: T): T => structuredClone(value);

describe('buildPreview', () => {
  it('should show a text bubble with one chip per suggestion type, each saying what it does', () => {
    const [message] = preview(textWithSuggestions).messages;
    expect(message).toMatchObject({ index: 0, ok: true, to: '351912345678', from: 'acme-notifications', bubble: { kind: 'text', issues: [] } });
    expect(message?.chips.map((chip) => [chip.type, chip.text, chip.detail])).toEqual([
      ['reply', 'Thanks!', 'Sends this reply'],
      ['openUrlAction', 'Track parcel', 'Opens https://track.example.com/4821'],
      ['dialAction', 'Call support', 'Calls +351211234567'],
      ['viewLocationAction', 'Pickup point', 'Shows Acme Lisboa (38.7223, -9.1393) on a map'],
      ['shareLocationAction', 'Share location', 'Asks for your location'],
      ['createCalendarEventAction', 'Add to calendar', 'Adds "Acme delivery" to the calendar, 2031-07-01T09:00:00+01:00 to 2031-07-01T13:00:00+01:00'],
    ]);
  });

  it('should show media, standalone cards and carousels with their kinds, sizes and card suggestions', () => {
    expect(preview(mediaOnly).messages.map((message) => message.bubble)).toMatchObject([
      { kind: 'media', media: { kind: 'pdf', mimeType: 'application/pdf' } },
      { kind: 'media', media: { kind: 'video', mimeType: 'Video/MP4', thumbnailUrl: 'https://cdn.example.com/video/unboxing-thumb.jpg' } },
    ]);
    expect(preview(standalone).messages[0]?.bubble).toMatchObject({
      kind: 'standalone',
      orientation: 'HORIZONTAL',
      alignment: 'LEFT',
      card: { title: 'Boarding pass LH 1172', media: { kind: 'image', height: 'MEDIUM' }, suggestions: [{ type: 'openUrlAction', text: 'Open pass' }] },
    });
    const bubble = preview(carousel).messages[0]?.bubble;
    expect(bubble).toMatchObject({ kind: 'carousel', width: 'MEDIUM' });
    expect(bubble?.kind === 'carousel' && bubble.cards.map((card) => [card.title, card.media?.height, card.suggestions.length])).toEqual([
      ['Trail shoes', 'TALL', 1],
      ['Rain jacket', 'SHORT', 0],
      [undefined, undefined, 0],
    ]);
  });

  it('should attach each issue to the deepest part showing its param or an ancestor', () => {
    const input = copy(textWithSuggestions) as unknown as { messages: [{ from?: string; contentMessage: { suggestions: Record<string, unknown>[] } }] };
    const suggestions = input.messages[0].contentMessage.suggestions;
    (suggestions[2] as { dialAction: { phoneNumber: string } }).dialAction.phoneNumber = '0800';
    suggestions[1] = { ...suggestions[1], reply: { text: 'x', postbackData: 'y' } };
    delete input.messages[0].from;
    const model = preview({ ...input, organizationId: 'nope' });
    const [message] = model.messages;
    expect(model.rootIssues.map((issue) => issue.code)).toEqual(['ORGANIZATION_ID_INVALID']);
    expect(message?.ok).toBe(false);
    expect(message?.issues.map((issue) => issue.param)).toEqual(['messages[0].from']);
    expect(message?.chips[2]?.issues.map((issue) => issue.code)).toEqual(['DIAL_PHONE_NUMBER_INVALID']);
    expect(message?.chips[1]?.issues.map((issue) => issue.code)).toEqual(['SUGGESTION_TYPE_MULTIPLE']);
    expect(message?.chips[1]?.type).toBe('reply');
  });

  it('should read what it can of a broken request and default unreadable enums', () => {
    const model = preview({ messages: [null, { contentMessage: { richCard: { carouselCard: { cardWidth: 'HUGE', cardContents: [{ media: { height: 'XL', contentInfo: {} } }] } } } }] });
    expect(model.messages[0]).toMatchObject({ to: '', bubble: { kind: 'none' }, chips: [] });
    expect(model.messages[1]?.bubble).toMatchObject({ kind: 'carousel', width: 'MEDIUM', cards: [{ media: { height: 'MEDIUM', kind: 'other', fileUrl: '' } }] });
    expect(model.messages[1]?.bubble.issues.map((issue) => issue.code)).toEqual(expect.arrayContaining(['CARD_WIDTH_INVALID', 'CAROUSEL_TOO_FEW_CARDS']));
    expect(preview('text').messages).toEqual([]);
  });

  it('should cut a pasted megabyte to what a phone shows, above every length limit', () => {
    const request = copy(textWithSuggestions);
    request.messages[0]!.contentMessage.text = `${'A'.repeat(SHOWN_CHARS_MAX - 1)}\u{1F600}${'A'.repeat(1024 * 1024)}`;
    const [message] = preview(request).messages;
    expect(message?.bubble).toMatchObject({ kind: 'text', text: `${'A'.repeat(SHOWN_CHARS_MAX - 1)}\u{1F600}…` }); // the emoji is the last character shown, whole
    expect(Math.max(...LENGTH_LIMITS.map((limit) => limit.max))).toBeLessThan(SHOWN_CHARS_MAX);
  });

  it('should draw whole a text at its limit of characters, however many UTF-16 units they take', () => {
    const request = copy(textWithSuggestions);
    const emoji = '\u{1F600}'.repeat(LIMITS.textMaxChars); // 3,072 characters, 6,144 units
    request.messages[0]!.contentMessage.text = emoji;
    expect(preview(request).messages[0]?.bubble).toMatchObject({ kind: 'text', text: emoji });
  });
});

describe('parentParam', () => {
  it('should go up one key or index at a time down to the root', () => {
    expect(parentParam('messages[0].contentMessage.suggestions[2]')).toBe('messages[0].contentMessage.suggestions');
    expect(parentParam('messages[0]')).toBe('messages');
    expect(parentParam('messages')).toBe('');
  });
});
