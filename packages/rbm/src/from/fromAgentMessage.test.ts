import { ERROR_CATALOGUE } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { fromAgentMessage, type FromAgentMessageOptions } from './fromAgentMessage';
import { RBM_IMPORT_ISSUES } from './issues';
import { mimeTypeFromUrl } from './mimeType';

const now = new Date('2026-01-01T00:00:00Z');
const options: FromAgentMessageOptions = { to: '+351 912 345 678', from: 'acme', now };
const file = (fileUrl: string, extra = {}) => ({ fileUrl, ...extra });
const action = (kind: Record<string, unknown>, extra = {}) => ({ action: { text: 'Go', postbackData: 'p', ...kind, ...extra } });
const withSuggestion = (suggestion: unknown) => ({ contentMessage: { text: 'Hi', suggestions: [suggestion] } });
const codes = (body: unknown, extra: Partial<FromAgentMessageOptions> = {}) => fromAgentMessage(body, { ...options, ...extra }).issues.map(({ code, path }) => `${code} ${path}`);
const S0 = 'contentMessage.suggestions[0].action';

describe('fromAgentMessage: what has an equivalent', () => {
  it('should give a canonical, valid message with every suggestion type', () => {
    const body = {
      messageTrafficType: 'PROMOTION',
      expireTime: '2026-01-02T00:00:00Z',
      contentMessage: {
        text: 'Hi',
        suggestions: [
          { reply: { text: 'Yes', postbackData: 'y' } },
          action({ dialAction: { phoneNumber: '+351912345678' } }),
          action({ viewLocationAction: { latLong: { latitude: 1, longitude: 2 }, label: 'HQ' } }),
          action({ openUrlAction: { url: 'https://a.example', application: 'BROWSER' } }),
          action({ shareLocationAction: {} }),
          action({ createCalendarEventAction: { startTime: '2026-02-01T10:00:00Z', endTime: '2026-02-01T12:00:00+01:00', title: 'T' } }),
        ],
      },
    };
    const base = { text: 'Go', postbackData: 'p' };
    expect(fromAgentMessage(body, options)).toEqual({
      ok: true,
      issues: [],
      value: {
        to: '351912345678',
        from: 'acme',
        expirationDateTime: '2026-01-02T00:00:00Z',
        contentMessage: {
          text: 'Hi',
          suggestions: [
            { reply: { text: 'Yes', postbackData: 'y' } },
            { dialAction: { ...base, phoneNumber: '+351912345678' } },
            { viewLocationAction: { ...base, latitude: 1, longitude: 2, label: 'HQ' } },
            { openUrlAction: { ...base, url: 'https://a.example' } },
            { shareLocationAction: base },
            { createCalendarEventAction: { ...base, startTime: '2026-02-01T10:00:00Z', endTime: '2026-02-01T12:00:00+01:00', title: 'T' } },
          ],
        },
      },
    });
  });

  it('should infer the mimeType from the URL unless mimeTypeOf gives one, and read null as absent', () => {
    const body = { contentMessage: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [
      { media: { height: 'SHORT', contentInfo: file('https://a.example/x.JPG?v=1', { thumbnailUrl: null, forceRefresh: false }) } },
      { title: 't', media: { height: 'TALL', contentInfo: file('https://a.example/video') } },
    ] } }, suggestions: null } };
    const mimeTypeOf = (url: string, path: string) => (path.endsWith('[1].media.contentInfo') && url.endsWith('video') ? 'video/mp4' as const : undefined);
    const result = fromAgentMessage(body, { ...options, mimeTypeOf });
    expect(result.value?.contentMessage).toEqual({ richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [
      { media: { height: 'SHORT', contentInfo: { fileUrl: 'https://a.example/x.JPG?v=1', mimeType: 'image/jpeg' } } },
      { title: 't', media: { height: 'TALL', contentInfo: { fileUrl: 'https://a.example/video', mimeType: 'video/mp4' } } },
    ] } } });
  });
});

describe('fromAgentMessage: a real answer', () => {
  it('should read RBM\'s answer for a US number as the body it answers, its output-only fields ignored', () => {
    const body = { contentMessage: { text: 'Hi' }, messageTrafficType: 'TRANSACTION', expireTime: '2026-01-02T00:00:00Z' };
    const answer = {
      ...body,
      name: 'phones/+16502530000/agentMessages/0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c',
      sendTime: '2026-01-01T00:00:00.123456Z',
      richMessageClassification: { classificationType: 'RICH_MESSAGE', segmentCount: 1 },
      carrier: 'Carrier',
      totalPayloadSizeBytes: '52',
    };
    const read = fromAgentMessage(answer, { ...options, to: '+16502530000' });
    expect(read.ok).toBe(true);
    expect(read).toEqual(fromAgentMessage(body, { ...options, to: '+16502530000' }));
  });

  it('should read the traffic type RBM has for none, and ignore it', () => {
    expect(fromAgentMessage({ contentMessage: { text: 'Hi' }, messageTrafficType: 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED' }, options)).toMatchObject({ ok: true, value: { contentMessage: { text: 'Hi' } } });
  });
});

describe('fromAgentMessage: what has no equivalent', () => {
  it.each<[string, unknown, string[]]>([
    ['an uploaded file', { contentMessage: { uploadedRbmFile: { fileName: 'files/1' } } }, ['RBM_UPLOADED_FILE contentMessage.uploadedRbmFile']],
    ['an uploaded file by its deprecated fileName', { contentMessage: { fileName: 'files/1' } }, ['RBM_UPLOADED_FILE contentMessage.fileName']],
    ['an uploaded card media', { contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { media: { height: 'TALL', fileName: 'files/1' } } } } } }, ['RBM_UPLOADED_FILE contentMessage.richCard.standaloneCard.cardContent.media.fileName']],
    ['a ttl', { contentMessage: { text: 'a' }, ttl: '60s' }, ['RBM_TTL ttl']],
    ['a query-only location', withSuggestion(action({ viewLocationAction: { query: 'coffee' } })), [`RBM_LOCATION_QUERY ${S0}.viewLocationAction.query`]],
    ['a query beside latLong', withSuggestion(action({ viewLocationAction: { query: 'coffee', latLong: { latitude: 1, longitude: 1 } } })), [`RBM_LOCATION_QUERY ${S0}.viewLocationAction.query`]],
    ['a fallbackUrl', withSuggestion(action({ shareLocationAction: {} }, { fallbackUrl: 'https://a' })), [`RBM_FALLBACK_URL ${S0}.fallbackUrl`]],
    ['a composeAction', withSuggestion(action({ composeAction: { composeTextMessage: { phoneNumber: '+1', text: 'Hi' } } })), [`RBM_COMPOSE_ACTION ${S0}.composeAction`]],
    ['a webview', withSuggestion(action({ openUrlAction: { url: 'https://a', application: 'WEBVIEW', webviewViewMode: 'FULL', description: 'd' } })), [
      `RBM_WEBVIEW ${S0}.openUrlAction.application`, `RBM_WEBVIEW ${S0}.openUrlAction.webviewViewMode`, `RBM_WEBVIEW ${S0}.openUrlAction.description`,
    ]],
    ['forceRefresh', { contentMessage: { contentInfo: file('https://a.example/a.png', { forceRefresh: true }) } }, ['RBM_FORCE_REFRESH contentMessage.contentInfo.forceRefresh']],
    ['an unknown media type', { contentMessage: { contentInfo: file('https://a.example/a.webp') } }, ['RBM_MIME_TYPE_UNKNOWN contentMessage.contentInfo.fileUrl']],
  ])('should report %s', (_, body, expected) => {
    expect(codes(body)).toEqual(expected);
  });

  it('should describe each import issue from its table', () => {
    expect(fromAgentMessage({ contentMessage: { text: 'a' }, ttl: '1s' }, options).issues).toEqual([{ code: 'RBM_TTL', path: 'ttl', description: RBM_IMPORT_ISSUES.RBM_TTL }]);
  });

  it('should stop at RBM\'s field rules first', () => {
    expect(codes({ contentMessage: { text: 'a', uploadedRbmFile: { fileName: 'f' } } })).toEqual(['ONE_OF_VIOLATED contentMessage']);
  });

  it('should report what the core refuses at the core\'s param and index', () => {
    const body = { contentMessage: { contentInfo: file('http://a.example/a.png'), suggestions: [{ reply: { text: 'a' } }] }, expireTime: '2025-12-31T00:00:00Z' };
    expect(codes(body, { index: 2 })).toEqual([
      'EXPIRATION_NOT_IN_FUTURE messages[2].expirationDateTime',
      'SUGGESTIONS_NOT_ALLOWED messages[2].contentMessage.suggestions',
      'MEDIA_URL_NOT_HTTPS messages[2].contentMessage.contentInfo.fileUrl',
    ]);
    expect(fromAgentMessage(body, options).issues[0]?.description).toBe(ERROR_CATALOGUE.EXPIRATION_NOT_IN_FUTURE.description);
  });

  it('should report a reply without postbackData, and a dial number RBM takes but the core does not', () => {
    expect(codes(withSuggestion({ reply: { text: 'a' } }))).toEqual(['FIELD_REQUIRED messages[0].contentMessage.suggestions[0].reply.postbackData']);
    expect(codes(withSuggestion(action({ dialAction: { phoneNumber: '*123#' } })))).toEqual(['DIAL_PHONE_NUMBER_INVALID messages[0].contentMessage.suggestions[0].dialAction.phoneNumber']);
  });

  it('should not mutate the body', () => {
    const body = { contentMessage: { text: 'Hi', suggestions: [{ reply: { text: 'a', postbackData: null } }] } };
    const before = JSON.stringify(body);
    fromAgentMessage(body, options);
    expect(JSON.stringify(body)).toBe(before);
  });
});

describe('mimeTypeFromUrl', () => {
  it.each([
    ['https://a.example/x.jpeg', 'image/jpeg'],
    ['https://a.example/dir.pdf/x.PNG', 'image/png'],
    ['https://a.example/x.gif#frag.pdf', 'image/gif'],
    ['https://a.example/x.mpg', 'video/mpeg'],
    ['https://a.example/x.h263', 'video/h263'],
    ['https://a.example/x.m4v', 'video/m4v'],
    ['https://a.example/x.webm', 'video/webm'],
    ['https://a.example/x.pdf?download=x.png', 'application/pdf'],
    ['https://a.example/x.constructor', undefined],
    ['https://a.example/x.__proto__', undefined],
    ['https://a.example/x', undefined],
    ['https://a.example/', undefined],
    ['not a url.png', undefined],
  ])('should read %s as %s', (url, expected) => {
    expect(mimeTypeFromUrl(url)).toBe(expected);
  });
});
