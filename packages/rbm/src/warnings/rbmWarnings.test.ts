import type { CardContent, ContentInfo, Message } from '@rcs-send/core';
import { validateMessage } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { _jsonBytes } from '../check/size';
import { RBM_LIMITS } from '../limits';
import { _toAgentMessageBody } from '../to/toAgentMessage';
import { RBM_WARNING_CATALOGUE } from './catalogue';
import { rbmWarnings } from './rbmWarnings';

const now = new Date('2026-01-01T00:00:00Z');
const png: ContentInfo = { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' };
const pdf: ContentInfo = { fileUrl: 'https://cdn.example.com/a.pdf', mimeType: 'application/pdf' };
const message = (contentMessage: Message['contentMessage'], extra: Partial<Message> = {}): Message => ({ to: '351912345678', from: 'a', contentMessage, ...extra });
const standalone = (cardOrientation: 'VERTICAL' | 'HORIZONTAL', cardContent: CardContent, align = cardOrientation === 'HORIZONTAL'): Message =>
  message({ richCard: { standaloneCard: { cardOrientation, ...(align && { thumbnailImageAlignment: 'LEFT' as const }), cardContent } } });
const carousel = (cardWidth: 'SMALL' | 'MEDIUM', media: CardContent['media']): Message =>
  message({ richCard: { carouselCard: { cardWidth, cardContents: [{ title: 'a' }, { title: 'b', ...(media && { media }) }] } } });
const codes = (value: Message, options = {}) => rbmWarnings(value, { now, ...options }).map((warning) => `${warning.code} ${warning.param}`);
const CARD = 'messages[0].contentMessage.richCard.standaloneCard';
const SECOND = 'messages[0].contentMessage.richCard.carouselCard.cardContents[1]';

describe('rbmWarnings', () => {
  it('should have nothing to say about a plain text', () => {
    expect(codes(message({ text: 'Hi' }))).toEqual([]);
  });

  it('should carry the catalogue description, at the message index given', () => {
    const [warning] = rbmWarnings(message({ text: 'Hi' }, { expirationDateTime: '2027-01-01T00:00:00Z' }), { now, index: 3 });
    expect(warning).toEqual({ code: 'EXPIRATION_BEYOND_RETENTION', param: 'messages[3].expirationDateTime', description: RBM_WARNING_CATALOGUE.EXPIRATION_BEYOND_RETENTION.description });
  });

  it.each([
    ['2026-01-16T00:00:00Z', []],
    ['2026-01-16T01:00:00+01:00', []],
    ['2026-01-16T00:00:00.000999Z', ['EXPIRATION_BEYOND_RETENTION messages[0].expirationDateTime']],
    ['2026-01-16T00:00:00.001Z', ['EXPIRATION_BEYOND_RETENTION messages[0].expirationDateTime']],
    ['2026-01-15T23:59:59.999999999Z', []],
  ])('should warn of an expiration more than 15 days ahead, exactly (%s)', (expirationDateTime, expected) => {
    expect(codes(message({ text: 'Hi' }, { expirationDateTime }))).toEqual(expected);
  });

  it('should warn of vertical media without height, where the translation gives the default', () => {
    expect(codes(standalone('VERTICAL', { media: { contentInfo: png } }))).toEqual([`MEDIA_HEIGHT_DEFAULTED ${CARD}.cardContent.media.height`]);
    expect(codes(carousel('MEDIUM', { contentInfo: png }))).toEqual([`MEDIA_HEIGHT_DEFAULTED ${SECOND}.media.height`]);
    expect(codes(standalone('VERTICAL', { media: { height: 'SHORT', contentInfo: png } }))).toEqual([]);
  });

  it('should warn of a height on a horizontal card only', () => {
    expect(codes(standalone('HORIZONTAL', { title: 't', media: { height: 'SHORT', contentInfo: png } }))).toEqual([`MEDIA_HEIGHT_IGNORED ${CARD}.cardContent.media.height`]);
    expect(codes(standalone('HORIZONTAL', { title: 't', media: { contentInfo: png } }))).toEqual([]);
  });

  it('should warn of TALL media in a SMALL carousel only', () => {
    expect(codes(carousel('SMALL', { height: 'TALL', contentInfo: png }))).toEqual([`TALL_MEDIA_IN_SMALL_CAROUSEL ${SECOND}.media.height`]);
    expect(codes(carousel('SMALL', { height: 'MEDIUM', contentInfo: png }))).toEqual([]);
    expect(codes(carousel('MEDIUM', { height: 'TALL', contentInfo: png }))).toEqual([]);
  });

  it('should warn of an alignment on a vertical card', () => {
    expect(codes(standalone('VERTICAL', { title: 't' }, true))).toEqual([`THUMBNAIL_ALIGNMENT_IGNORED ${CARD}.thumbnailImageAlignment`]);
  });

  it('should warn of a thumbnail on a PDF, alone or in a card', () => {
    const thumbnailUrl = 'https://cdn.example.com/t.png';
    expect(codes(message({ contentInfo: { ...pdf, thumbnailUrl } }))).toEqual(['PDF_THUMBNAIL_IGNORED messages[0].contentMessage.contentInfo.thumbnailUrl']);
    expect(codes(message({ contentInfo: { ...png, thumbnailUrl } }))).toEqual([]);
    const inIndia = { ...standalone('VERTICAL', { media: { height: 'SHORT', contentInfo: { ...pdf, thumbnailUrl } } }), to: '919812345678' };
    expect(codes(inIndia)).toEqual([`PDF_THUMBNAIL_IGNORED ${CARD}.cardContent.media.contentInfo.thumbnailUrl`]);
  });

  it('should warn of a PDF card to a recipient outside the documented region, or the option\'s', () => {
    const card = standalone('VERTICAL', { media: { height: 'SHORT', contentInfo: pdf } });
    expect(codes(card)).toEqual([`PDF_CARD_OUTSIDE_REGION ${CARD}.cardContent.media.contentInfo.mimeType`]);
    expect(codes({ ...card, to: '919812345678' })).toEqual([]);
    expect(codes(card, { pdfCardCallingCodes: ['351'] })).toEqual([]);
    expect(codes(message({ contentInfo: pdf }))).toEqual([]);
  });

  it('should warn of http open-URL actions, beside a text or on a card', () => {
    const open = (url: string) => ({ openUrlAction: { text: 'Open', postbackData: 'p', url } });
    expect(codes(message({ text: 'Hi', suggestions: [open('https://a.example'), open('HTTP://a.example')] }))).toEqual([
      'OPEN_URL_NOT_HTTPS messages[0].contentMessage.suggestions[1].openUrlAction.url',
    ]);
    expect(codes(standalone('VERTICAL', { title: 't', suggestions: [open('http://a.example')] }))).toEqual([`OPEN_URL_NOT_HTTPS ${CARD}.cardContent.suggestions[0].openUrlAction.url`]);
  });

  it('should warn when the translated body is over 250 KB, not at exactly 250 KB, of a message valid here', () => {
    // 40 dial actions whose postbackData fills the body: RBM nests each action one level deeper.
    const carouselOf = (astral: number, ascii: number): Message => {
      const dial = (postbackData: string) => ({ dialAction: { text: 'Call', phoneNumber: '+351912345678', postbackData } });
      const pad = (j: number, k: number) => (j === 9 && k === 3 ? 'a'.repeat(ascii) : '\u{1F600}'.repeat(astral));
      const cardContents = Array.from({ length: 10 }, (_, j) => ({ title: 't', suggestions: Array.from({ length: 4 }, (_, k) => dial(pad(j, k))) }));
      return message({ richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents } } });
    };
    const sized = (bytes: number): Message => {
      for (let astral = 1500; astral <= 2000; astral++) {
        const missing = bytes - _jsonBytes(_toAgentMessageBody(carouselOf(astral, 1)));
        if (missing >= 0 && missing < 2000) return carouselOf(astral, missing + 1);
      }
      throw new Error('no size fits');
    };
    const atLimit = sized(RBM_LIMITS.bodyBytesMax);
    const overLimit = sized(RBM_LIMITS.bodyBytesMax + 1);
    expect(_jsonBytes(_toAgentMessageBody(atLimit))).toBe(RBM_LIMITS.bodyBytesMax);
    expect(_jsonBytes(_toAgentMessageBody(overLimit))).toBe(RBM_LIMITS.bodyBytesMax + 1);
    expect(validateMessage(overLimit).ok).toBe(true);
    expect(codes(atLimit)).toEqual([]);
    expect(codes(overLimit)).toEqual(['BODY_TOO_LARGE messages[0]']);
  });
});

describe('limits RBM caps lower than ours', () => {
  it('should not exist: every shared limit of the core is at most RBM\'s', async () => {
    const { LIMITS } = await import('@rcs-send/core');
    const pairs: Array<[number, number]> = [
      [LIMITS.textMaxChars, RBM_LIMITS.textMaxChars],
      [LIMITS.messageSuggestionsMax, RBM_LIMITS.messageSuggestionsMax],
      [LIMITS.cardSuggestionsMax, RBM_LIMITS.cardSuggestionsMax],
      [LIMITS.carouselCardsMin, RBM_LIMITS.carouselCardsMin],
      [LIMITS.carouselCardsMax, RBM_LIMITS.carouselCardsMax],
      [LIMITS.cardTitleMaxChars, RBM_LIMITS.cardTitleMaxChars],
      [LIMITS.cardDescriptionMaxChars, RBM_LIMITS.cardDescriptionMaxChars],
      [LIMITS.suggestionTextMaxChars, RBM_LIMITS.suggestionTextMaxChars],
      [LIMITS.postbackDataMaxChars, RBM_LIMITS.postbackDataMaxChars],
      [LIMITS.openUrlMaxChars, RBM_LIMITS.openUrlMaxChars],
      [LIMITS.calendarTitleMaxChars, RBM_LIMITS.calendarTitleMaxChars],
      [LIMITS.calendarDescriptionMaxChars, RBM_LIMITS.calendarDescriptionMaxChars],
    ];
    for (const [ours, rbm] of pairs) expect(ours).toBeLessThanOrEqual(rbm);
    expect(LIMITS.carouselCardsMin).toBeGreaterThanOrEqual(RBM_LIMITS.carouselCardsMin);
  });

  it('should leave no valid dial number with a character RBM refuses', () => {
    for (const phoneNumber of ['+12025550123', '+999999999999999']) {
      const result = validateMessage(message({ text: 'a', suggestions: [{ dialAction: { text: 'a', postbackData: 'b', phoneNumber } }] }));
      expect(result.ok).toBe(true);
      expect(phoneNumber).toMatch(/^[0-9+*#]+$/);
    }
    for (const phoneNumber of ['+1 202 555 0123', '12025550123#', '+1202555*0123']) {
      expect(validateMessage(message({ text: 'a', suggestions: [{ dialAction: { text: 'a', postbackData: 'b', phoneNumber } }] })).ok).toBe(false);
    }
  });
});
