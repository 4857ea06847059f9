import type { Message, Suggestion } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { RBM_HOSTS } from '../hosts';
import type { MessageTrafficType } from '../types/agentMessage';
import { toAgentMessage } from './toAgentMessage';

const messageId = '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c';
const text = (suggestions: Suggestion[]): Message => ({ to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi', suggestions } });
const image = { fileUrl: 'https://cdn.example.com/a.png', thumbnailUrl: 'https://cdn.example.com/t.png', mimeType: 'image/png' } as const;

describe('toAgentMessage: the call', () => {
  it('should put the recipient, the agent and the message id in the URL parts', () => {
    const request = toAgentMessage(text([]), { messageId });
    expect(request.parent).toBe('phones/+351912345678');
    expect(request.agentId).toBe('acme_agent');
    expect(request.messageId).toBe(messageId);
    expect(request.path).toBe(`v1/phones/+351912345678/agentMessages?agentId=acme_agent&messageId=${messageId}`);
    expect(new URL(request.path, RBM_HOSTS.europe).href).toBe(`https://europe-rcsbusinessmessaging.googleapis.com/v1/phones/+351912345678/agentMessages?agentId=acme_agent&messageId=${messageId}`);
  });

  it('should map the sender through agentIdOf and encode it in the query', () => {
    const request = toAgentMessage(text([]), { messageId, agentIdOf: (from) => `${from} & co` });
    expect(request.agentId).toBe('acme_agent & co');
    expect(request.path).toContain('agentId=acme_agent%20%26%20co&');
  });

  it('should declare TRANSACTION traffic unless told otherwise', () => {
    expect(toAgentMessage(text([]), { messageId }).body.messageTrafficType).toBe('TRANSACTION');
    expect(toAgentMessage(text([]), { messageId, messageTrafficType: 'PROMOTION' }).body.messageTrafficType).toBe('PROMOTION');
  });

  it('should send the expiration as expireTime in UTC, and none without one', () => {
    const message = { ...text([]), expirationDateTime: '2026-03-01T10:00:00.123456+05:30' };
    expect(toAgentMessage(message, { messageId }).body.expireTime).toBe('2026-03-01T04:30:00.123456Z');
    expect(toAgentMessage(text([]), { messageId }).body).not.toHaveProperty('expireTime');
  });

  it.each(['', 'not-a-uuid', '0b9c7a5e2f1d4e3c8b7a6d5e4f3a2b1c', `${messageId} `])('should refuse the message id %j', (bad) => {
    expect(() => toAgentMessage(text([]), { messageId: bad })).toThrow(TypeError);
  });

  it('should refuse an empty agent id', () => {
    expect(() => toAgentMessage(text([]), { messageId, agentIdOf: () => '' })).toThrow(TypeError);
  });

  it.each(['MESSAGE_TRAFFIC_TYPE_UNSPECIFIED', 'transaction', ''])('should never write the traffic type %j', (bad) => {
    expect(() => toAgentMessage(text([]), { messageId, messageTrafficType: bad as MessageTrafficType })).toThrow(TypeError);
  });
});

describe('toAgentMessage: suggestions', () => {
  const base = { text: 'Go', postbackData: 'pb' };
  it.each<[string, Suggestion, unknown]>([
    ['reply', { reply: base }, { reply: base }],
    ['dialAction', { dialAction: { ...base, phoneNumber: '+351912345678' } }, { action: { ...base, dialAction: { phoneNumber: '+351912345678' } } }],
    ['openUrlAction', { openUrlAction: { ...base, url: 'https://example.com' } }, { action: { ...base, openUrlAction: { url: 'https://example.com' } } }],
    ['shareLocationAction', { shareLocationAction: base }, { action: { ...base, shareLocationAction: {} } }],
    [
      'viewLocationAction',
      { viewLocationAction: { ...base, latitude: 38.7, longitude: -9.1, label: 'HQ' } },
      { action: { ...base, viewLocationAction: { latLong: { latitude: 38.7, longitude: -9.1 }, label: 'HQ' } } },
    ],
    ['viewLocationAction without label', { viewLocationAction: { ...base, latitude: 0, longitude: 0 } }, { action: { ...base, viewLocationAction: { latLong: { latitude: 0, longitude: 0 } } } }],
    [
      'createCalendarEventAction',
      { createCalendarEventAction: { ...base, title: 'Call', description: 'D', startTime: '2026-05-01T10:00:00+02:00', endTime: '2026-05-01T11:00:00Z' } },
      { action: { ...base, createCalendarEventAction: { startTime: '2026-05-01T08:00:00Z', endTime: '2026-05-01T11:00:00Z', title: 'Call', description: 'D' } } },
    ],
  ])('should nest a %s as RBM does', (_, suggestion, expected) => {
    expect(toAgentMessage(text([suggestion]), { messageId }).body.contentMessage).toEqual({ text: 'Hi', suggestions: [expected] });
  });
});

describe('toAgentMessage: content', () => {
  const card = (cardOrientation: 'VERTICAL' | 'HORIZONTAL', height?: 'TALL'): Message => ({
    to: '351912345678',
    from: 'a',
    contentMessage: {
      richCard: {
        standaloneCard: {
          cardOrientation,
          thumbnailImageAlignment: 'LEFT',
          cardContent: { title: 'T', description: 'D', media: { ...(height && { height }), contentInfo: image }, suggestions: [{ reply: { text: 'a', postbackData: 'b' } }] },
        },
      },
    },
  });
  const rbmImage = { fileUrl: image.fileUrl, thumbnailUrl: image.thumbnailUrl };

  it('should send a text without suggestions as text alone', () => {
    const message: Message = { to: '351912345678', from: 'a', contentMessage: { text: 'Hello' } };
    expect(toAgentMessage(message, { messageId }).body).toEqual({ contentMessage: { text: 'Hello' }, messageTrafficType: 'TRANSACTION' });
  });

  it('should send media without its mimeType', () => {
    const message: Message = { to: '351912345678', from: 'a', contentMessage: { contentInfo: image } };
    expect(toAgentMessage(message, { messageId }).body.contentMessage).toEqual({ contentInfo: rbmImage });
  });

  it('should keep a vertical card height and orientation', () => {
    const body = toAgentMessage(card('VERTICAL', 'TALL'), { messageId }).body;
    expect(body.contentMessage.richCard).toEqual({
      standaloneCard: {
        cardOrientation: 'VERTICAL',
        thumbnailImageAlignment: 'LEFT',
        cardContent: { title: 'T', description: 'D', media: { height: 'TALL', contentInfo: rbmImage }, suggestions: [{ reply: { text: 'a', postbackData: 'b' } }] },
      },
    });
  });

  it('should give vertical media without height the default height, and the option\'s', () => {
    const media = (options: object) => (toAgentMessage(card('VERTICAL'), { messageId, ...options }).body.contentMessage.richCard as { standaloneCard: { cardContent: { media: unknown } } }).standaloneCard.cardContent.media;
    expect(media({})).toEqual({ height: 'MEDIUM', contentInfo: rbmImage });
    expect(media({ defaultMediaHeight: 'SHORT' })).toEqual({ height: 'SHORT', contentInfo: rbmImage });
  });

  it('should leave the media of a horizontal card without a height when it has none', () => {
    const body = toAgentMessage(card('HORIZONTAL'), { messageId }).body;
    expect(body.contentMessage.richCard).toMatchObject({ standaloneCard: { cardOrientation: 'HORIZONTAL', cardContent: { media: { contentInfo: rbmImage } } } });
    expect(JSON.stringify(body)).not.toContain('height');
  });

  it('should send a carousel with its width, each card vertical', () => {
    const message: Message = {
      to: '351912345678',
      from: 'a',
      contentMessage: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [{ title: 'A' }, { media: { contentInfo: image } }] } } },
    };
    expect(toAgentMessage(message, { messageId }).body.contentMessage).toEqual({
      richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [{ title: 'A' }, { media: { height: 'MEDIUM', contentInfo: rbmImage } }] } },
    });
  });

  it('should share no object with the message', () => {
    const message = text([{ reply: { text: 'a', postbackData: 'b' } }]);
    const body = toAgentMessage(message, { messageId }).body;
    (body.contentMessage.suggestions![0] as { reply: { text: string } }).reply.text = 'changed';
    expect(message.contentMessage).toEqual({ text: 'Hi', suggestions: [{ reply: { text: 'a', postbackData: 'b' } }] });
  });
});
