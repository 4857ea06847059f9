import type { CardContent, Message } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { smsTextOf } from './smsTextOf';

const message = (contentMessage: Message['contentMessage']): Message => ({ to: '351912345678', from: 'acme', contentMessage });
const openUrl = (url: string) => ({ openUrlAction: { text: 'Open', url, postbackData: 'open' } });
const reply = { reply: { text: 'Yes', postbackData: 'yes' } };
const dial = { dialAction: { text: 'Call', phoneNumber: '+351912000111', postbackData: 'call' } };
const image = { height: 'MEDIUM' as const, contentInfo: { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' as const } };
const standalone = (cardContent: CardContent) => message({ richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } } });

describe('smsTextOf', () => {
  it('should send a text as is, dropping its suggestions but the first open-URL, on a line of its own', () => {
    expect(smsTextOf(message({ text: 'Code 123456' }))).toBe('Code 123456');
    expect(smsTextOf(message({ text: 'Track it', suggestions: [reply, dial, openUrl('https://a.example/1'), openUrl('https://a.example/2')] }))).toBe(
      'Track it\nhttps://a.example/1',
    );
    expect(smsTextOf(message({ text: 'Yes or no?', suggestions: [reply, dial] }))).toBe('Yes or no?');
  });

  it('should send media as its file URL', () => {
    expect(smsTextOf(message({ contentInfo: image.contentInfo }))).toBe('https://cdn.example.com/a.png');
  });

  it('should send a card as its title, description and first open-URL, one per line, without its media', () => {
    const card = { title: 'Slot', description: 'Tomorrow 9-11', media: image, suggestions: [reply, openUrl('https://a.example/slot')] };
    expect(smsTextOf(standalone(card))).toBe('Slot\nTomorrow 9-11\nhttps://a.example/slot');
    expect(smsTextOf(standalone({ description: 'Only this', media: image }))).toBe('Only this');
  });

  it('should send a card of media alone as its media URL', () => {
    expect(smsTextOf(standalone({ media: image, suggestions: [reply] }))).toBe('https://cdn.example.com/a.png');
  });

  it('should send a carousel as its cards in order, a blank line between them', () => {
    const carousel = message({ richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents: [{ title: 'One' }, { title: 'Two', suggestions: [openUrl('https://a.example/2')] }, { media: image }] } } });
    expect(smsTextOf(carousel)).toBe('One\n\nTwo\nhttps://a.example/2\n\nhttps://cdn.example.com/a.png');
  });
});
