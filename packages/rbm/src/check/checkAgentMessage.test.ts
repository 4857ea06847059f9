import { describe, expect, it } from 'vitest';
import { RBM_LIMITS } from '../limits';
import { checkAgentMessage, type CheckAgentMessageOptions } from './checkAgentMessage';
import { _jsonBytes } from './size';

const now = new Date('2026-01-01T00:00:00Z');
const reply = (text = 'ok', postbackData = 'p') => ({ reply: { text, postbackData } });
const action = (kind: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ action: { text: 'Go', postbackData: 'p', ...kind, ...extra } });
const textBody = (contentMessage: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ contentMessage: { text: 'Hi', ...contentMessage }, ...extra });
const carousel = (cardContents: unknown[], cardWidth = 'MEDIUM') => ({ contentMessage: { richCard: { carouselCard: { cardWidth, cardContents } } } });
const vertical = (cardContent: unknown) => ({ contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } } } });
const violations = (body: unknown, options?: CheckAgentMessageOptions) => checkAgentMessage(body, options).fieldViolations.map(({ field, reason }) => `${reason} ${field}`);
const x = (count: number, char = 'a') => char.repeat(count);

describe('checkAgentMessage: accepted bodies', () => {
  it.each([
    ['a text', textBody({ suggestions: Array.from({ length: 11 }, () => reply(x(25), x(2048))) })],
    ['a text at its limit in astral characters', textBody({ text: x(3072, '\u{1F600}') })],
    ['a file', { contentMessage: { contentInfo: { fileUrl: 'https://a.example/f.png', thumbnailUrl: 'https://a.example/t.png', forceRefresh: true } } }],
    ['an uploaded file', { contentMessage: { uploadedRbmFile: { fileName: 'files/1', thumbnailName: 'files/2' } } }],
    ['a carousel of 10 cards', carousel(Array.from({ length: 10 }, () => ({ title: x(200), description: x(2000), suggestions: [reply(), reply(), reply(), reply()] })))],
    ['a horizontal card without media height', { contentMessage: { richCard: { standaloneCard: { cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'RIGHT', cardContent: { media: { contentInfo: { fileUrl: 'https://a.example/f.png' } } } } } } }],
    ['every action kind', textBody({ suggestions: [
      action({ dialAction: { phoneNumber: '+1*#0' } }),
      action({ viewLocationAction: { latLong: { latitude: -90, longitude: 180 }, label: 'HQ' } }),
      action({ viewLocationAction: { query: 'coffee' } }),
      action({ createCalendarEventAction: { startTime: '2026-01-01T10:00:00+02:00', endTime: '2026-01-01T10:00:00.123456789Z', title: x(100), description: x(500) } }),
      action({ openUrlAction: { url: x(2048), application: 'WEBVIEW', webviewViewMode: 'HALF', description: 'd' } }),
      action({ shareLocationAction: {} }, { fallbackUrl: x(2048) }),
      action({ composeAction: { composeTextMessage: { phoneNumber: '+1', text: 't' } } }),
    ] })],
    ['nulls as absent fields', { contentMessage: { text: 'Hi', richCard: null, suggestions: null }, ttl: null }],
    ['output-only fields and every traffic type', textBody({}, { name: 'phones/+1/agentMessages/x', sendTime: '2026-01-01T00:00:00Z', messageTrafficType: 'ACKNOWLEDGEMENT' })],
    ['the traffic type RBM has for none', textBody({}, { messageTrafficType: 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED' })],
    ['an answer to a US number', textBody({}, { richMessageClassification: { classificationType: 'RICH_MESSAGE', segmentCount: 2 }, carrier: 'Carrier', totalPayloadSizeBytes: '1234' })],
    ['int64 and int32 answer fields written the other proto3 way', textBody({}, { richMessageClassification: { segmentCount: '2' }, totalPayloadSizeBytes: 1234 })],
    ['the deprecated contentMessage.fileName', { contentMessage: { fileName: 'files/abc', suggestions: [reply()] } }],
  ])('should accept %s', (_, body) => {
    expect(checkAgentMessage(body)).toEqual({ ok: true, fieldViolations: [] });
  });
});

describe('checkAgentMessage: each rule at its boundary', () => {
  it.each<[string, unknown, string[]]>([
    ['a body that is no object', [], ['BODY_NOT_OBJECT ']],
    ['no contentMessage', {}, ['FIELD_REQUIRED contentMessage']],
    ['an unknown or snake_case field', { content_message: {}, contentMessage: { text: 'a', extra: 1 } }, ['UNKNOWN_FIELD content_message', 'UNKNOWN_FIELD contentMessage.extra']],
    ['no content type', { contentMessage: {} }, ['ONE_OF_VIOLATED contentMessage']],
    ['two content types', { contentMessage: { text: 'a', contentInfo: { fileUrl: 'https://a' } } }, ['ONE_OF_VIOLATED contentMessage']],
    ['text of 3,073 characters', textBody({ text: x(3073) }), ['TOO_LONG contentMessage.text']],
    ['text of the wrong type', textBody({ text: 5 }), ['FIELD_INVALID_TYPE contentMessage.text']],
    ['12 suggestions', textBody({ suggestions: Array.from({ length: 12 }, () => reply()) }), ['TOO_MANY contentMessage.suggestions']],
    ['suggestions that are no array', textBody({ suggestions: {} }), ['FIELD_INVALID_TYPE contentMessage.suggestions']],
    ['reply text of 26', textBody({ suggestions: [reply(x(26))] }), ['TOO_LONG contentMessage.suggestions[0].reply.text']],
    ['postbackData of 2,049', textBody({ suggestions: [reply('a', x(2049))] }), ['TOO_LONG contentMessage.suggestions[0].reply.postbackData']],
    ['a reply without text', textBody({ suggestions: [{ reply: {} }] }), ['FIELD_REQUIRED contentMessage.suggestions[0].reply.text']],
    ['reply and action', textBody({ suggestions: [{ ...reply(), ...action({ shareLocationAction: {} }) }] }), ['ONE_OF_VIOLATED contentMessage.suggestions[0]']],
    ['no action kind', textBody({ suggestions: [action({})] }), ['ONE_OF_VIOLATED contentMessage.suggestions[0].action']],
    ['two action kinds', textBody({ suggestions: [action({ shareLocationAction: {}, dialAction: { phoneNumber: '1' } })] }), ['ONE_OF_VIOLATED contentMessage.suggestions[0].action']],
    ['action text of 26', textBody({ suggestions: [action({ shareLocationAction: {} }, { text: x(26) })] }), ['TOO_LONG contentMessage.suggestions[0].action.text']],
    ['fallbackUrl of 2,049', textBody({ suggestions: [action({ shareLocationAction: {} }, { fallbackUrl: x(2049) })] }), ['TOO_LONG contentMessage.suggestions[0].action.fallbackUrl']],
    ['a dial number with a space', textBody({ suggestions: [action({ dialAction: { phoneNumber: '+1 2' } })] }), ['PHONE_NUMBER_INVALID contentMessage.suggestions[0].action.dialAction.phoneNumber']],
    ['an empty dial number', textBody({ suggestions: [action({ dialAction: { phoneNumber: '' } })] }), ['PHONE_NUMBER_INVALID contentMessage.suggestions[0].action.dialAction.phoneNumber']],
    ['latitude 90.000001', textBody({ suggestions: [action({ viewLocationAction: { latLong: { latitude: 90.000001, longitude: 0 } } })] }), ['OUT_OF_RANGE contentMessage.suggestions[0].action.viewLocationAction.latLong.latitude']],
    ['longitude -180.000001', textBody({ suggestions: [action({ viewLocationAction: { latLong: { latitude: 0, longitude: -180.000001 } } })] }), ['OUT_OF_RANGE contentMessage.suggestions[0].action.viewLocationAction.latLong.longitude']],
    ['a location with neither latLong nor query', textBody({ suggestions: [action({ viewLocationAction: { label: 'x' } })] }), ['FIELD_REQUIRED contentMessage.suggestions[0].action.viewLocationAction.latLong']],
    ['calendar title of 101', textBody({ suggestions: [action({ createCalendarEventAction: { startTime: '2026-01-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z', title: x(101) } })] }), ['TOO_LONG contentMessage.suggestions[0].action.createCalendarEventAction.title']],
    ['calendar description of 501', textBody({ suggestions: [action({ createCalendarEventAction: { startTime: '2026-01-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z', title: 't', description: x(501) } })] }), ['TOO_LONG contentMessage.suggestions[0].action.createCalendarEventAction.description']],
    ['a calendar time with 10 fraction digits', textBody({ suggestions: [action({ createCalendarEventAction: { startTime: '2026-01-01T00:00:00.1234567890Z', endTime: '2026-01-01T00:00:00Z', title: 't' } })] }), ['TIMESTAMP_INVALID contentMessage.suggestions[0].action.createCalendarEventAction.startTime']],
    ['url of 2,049', textBody({ suggestions: [action({ openUrlAction: { url: x(2049) } })] }), ['TOO_LONG contentMessage.suggestions[0].action.openUrlAction.url']],
    ['an unknown application', textBody({ suggestions: [action({ openUrlAction: { url: 'u', application: 'APP' } })] }), ['VALUE_INVALID contentMessage.suggestions[0].action.openUrlAction.application']],
    ['a composeAction without a draft', textBody({ suggestions: [action({ composeAction: {} })] }), ['ONE_OF_VIOLATED contentMessage.suggestions[0].action.composeAction']],
    ['a recording draft of an unknown type', textBody({ suggestions: [action({ composeAction: { composeRecordingMessage: { phoneNumber: '+1', type: 'PHOTO' } } })] }), ['VALUE_INVALID contentMessage.suggestions[0].action.composeAction.composeRecordingMessage.type']],
    ['a shareLocationAction with a field', textBody({ suggestions: [action({ shareLocationAction: { a: 1 } })] }), ['UNKNOWN_FIELD contentMessage.suggestions[0].action.shareLocationAction.a']],
    ['a file without fileUrl', { contentMessage: { contentInfo: {} } }, ['FIELD_REQUIRED contentMessage.contentInfo.fileUrl']],
    ['a file with an empty fileUrl', { contentMessage: { contentInfo: { fileUrl: '' } } }, ['VALUE_INVALID contentMessage.contentInfo.fileUrl']],
    ['no card kind', { contentMessage: { richCard: {} } }, ['ONE_OF_VIOLATED contentMessage.richCard']],
    ['a card without orientation', { contentMessage: { richCard: { standaloneCard: { cardContent: { title: 't' } } } } }, ['FIELD_REQUIRED contentMessage.richCard.standaloneCard.cardOrientation']],
    ['a card without content', { contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL' } } } }, ['FIELD_REQUIRED contentMessage.richCard.standaloneCard.cardContent']],
    ['an empty card', vertical({ suggestions: [reply()] }), ['CARD_CONTENT_EMPTY contentMessage.richCard.standaloneCard.cardContent']],
    ['title of 201', vertical({ title: x(201) }), ['TOO_LONG contentMessage.richCard.standaloneCard.cardContent.title']],
    ['description of 2,001', vertical({ description: x(2001) }), ['TOO_LONG contentMessage.richCard.standaloneCard.cardContent.description']],
    ['5 card suggestions', vertical({ title: 't', suggestions: Array.from({ length: 5 }, () => reply()) }), ['TOO_MANY contentMessage.richCard.standaloneCard.cardContent.suggestions']],
    ['vertical media without height', vertical({ media: { contentInfo: { fileUrl: 'f' } } }), ['MEDIA_HEIGHT_REQUIRED contentMessage.richCard.standaloneCard.cardContent.media.height']],
    ['an unknown height', vertical({ media: { height: 'HUGE', contentInfo: { fileUrl: 'f' } } }), ['VALUE_INVALID contentMessage.richCard.standaloneCard.cardContent.media.height']],
    ['media with two sources', vertical({ media: { height: 'TALL', contentInfo: { fileUrl: 'f' }, fileName: 'files/1' } }), ['ONE_OF_VIOLATED contentMessage.richCard.standaloneCard.cardContent.media']],
    ['a carousel of 1 card', carousel([{ title: 't' }]), ['TOO_FEW contentMessage.richCard.carouselCard.cardContents']],
    ['a carousel of 11 cards', carousel(Array.from({ length: 11 }, () => ({ title: 't' }))), ['TOO_MANY contentMessage.richCard.carouselCard.cardContents']],
    ['a carousel of an unknown width', carousel([{ title: 't' }, { title: 'u' }], 'LARGE'), ['VALUE_INVALID contentMessage.richCard.carouselCard.cardWidth']],
    ['carousel media without height', carousel([{ title: 't' }, { media: { contentInfo: { fileUrl: 'f' } } }]), ['MEDIA_HEIGHT_REQUIRED contentMessage.richCard.carouselCard.cardContents[1].media.height']],
    ['an unknown traffic type', textBody({}, { messageTrafficType: 'TRANSACTION_UNSPECIFIED' }), ['VALUE_INVALID messageTrafficType']],
    ['a fileName beside a text', { contentMessage: { text: 'a', fileName: 'files/abc' } }, ['ONE_OF_VIOLATED contentMessage']],
    ['a fileName that is no string', { contentMessage: { fileName: 5 } }, ['FIELD_INVALID_TYPE contentMessage.fileName']],
    ['a negative payload size', textBody({}, { totalPayloadSizeBytes: -1 }), ['FIELD_INVALID_TYPE totalPayloadSizeBytes']],
    ['a fractional payload size', textBody({}, { totalPayloadSizeBytes: '1.5' }), ['FIELD_INVALID_TYPE totalPayloadSizeBytes']],
    ['a carrier that is no string', textBody({}, { carrier: 5 }), ['FIELD_INVALID_TYPE carrier']],
    ['an unknown classification field', textBody({}, { richMessageClassification: { segments: 2 } }), ['UNKNOWN_FIELD richMessageClassification.segments']],
    ['a segment count that is no integer', textBody({}, { richMessageClassification: { segmentCount: 'two' } }), ['FIELD_INVALID_TYPE richMessageClassification.segmentCount']],
    ['expireTime and ttl', textBody({}, { expireTime: '2026-01-02T00:00:00Z', ttl: '60s' }), ['ONE_OF_VIOLATED ']],
    ['expireTime with an offset', textBody({}, { expireTime: '2026-01-02T00:00:00+00:00' }), ['TIMESTAMP_INVALID expireTime']],
    ['expireTime with a lower-case z', textBody({}, { expireTime: '2026-01-02T00:00:00z' }), ['TIMESTAMP_INVALID expireTime']],
    ['expireTime with a leap second', textBody({}, { expireTime: '2026-12-31T23:59:60Z' }), ['TIMESTAMP_INVALID expireTime']],
    ['a ttl in minutes', textBody({}, { ttl: '10m' }), ['DURATION_INVALID ttl']],
  ])('should refuse %s', (_, body, expected) => {
    expect(violations(body)).toEqual(expected);
  });

  it('should measure the size on the compact JSON, 256,000 bytes allowed', () => {
    const sized = (bytes: number) => textBody({}, { name: x(bytes - _jsonBytes(textBody({}, { name: '' }))) });
    expect(_jsonBytes(sized(RBM_LIMITS.bodyBytesMax))).toBe(RBM_LIMITS.bodyBytesMax);
    expect(violations(sized(RBM_LIMITS.bodyBytesMax))).toEqual([]);
    expect(violations(sized(RBM_LIMITS.bodyBytesMax + 1))).toEqual(['BODY_TOO_LARGE ']);
  });

  it('should refuse an expiration more than 15 days after the clock, only when given one', () => {
    const day15 = '2026-01-16T00:00:00Z';
    expect(violations(textBody({}, { expireTime: day15 }), { now })).toEqual([]);
    expect(violations(textBody({}, { expireTime: '2026-01-16T00:00:00.000000001Z' }), { now })).toEqual(['EXPIRATION_TOO_FAR expireTime']);
    expect(violations(textBody({}, { expireTime: '2026-01-16T00:00:00.000000001Z' }))).toEqual([]);
    expect(violations(textBody({}, { ttl: '1296000s' }), { now })).toEqual([]);
    expect(violations(textBody({}, { ttl: '1296000.000000001s' }), { now })).toEqual(['EXPIRATION_TOO_FAR ttl']);
  });

  it('should take the window from expirationMaxAheadMs, at its end and one millisecond past', () => {
    const window = { now, expirationMaxAheadMs: 2_000 };
    expect(violations(textBody({}, { expireTime: '2026-01-01T00:00:02Z' }), window)).toEqual([]);
    expect(violations(textBody({}, { expireTime: '2026-01-01T00:00:02.001Z' }), window)).toEqual(['EXPIRATION_TOO_FAR expireTime']);
    expect(violations(textBody({}, { ttl: '2s' }), window)).toEqual([]);
    expect(violations(textBody({}, { ttl: '2.001s' }), window)).toEqual(['EXPIRATION_TOO_FAR ttl']);
    expect(checkAgentMessage(textBody({}, { ttl: '3s' }), window).fieldViolations[0]?.description).toBe('ttl must be at most 2000 ms.');
    expect(checkAgentMessage(textBody({}, { ttl: '1296001s' }), { now }).fieldViolations[0]?.description).toBe('ttl must be at most 15 days.');
  });

  it.each<[CheckAgentMessageOptions, string[]]>([
    [{ parent: 'phones/+351912345678', agentId: 'a', messageId: '0B9C7A5E-2F1D-4E3C-8B7A-6D5E4F3A2B1C' }, []],
    [{ parent: 'phones/351912345678' }, ['PARENT_INVALID parent']],
    [{ parent: 'phones/+0351' }, ['PARENT_INVALID parent']],
    [{ parent: 'phones/+1234567890123456' }, ['PARENT_INVALID parent']],
    [{ agentId: '' }, ['AGENT_ID_INVALID agentId']],
    [{ messageId: '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1' }, ['MESSAGE_ID_INVALID messageId']],
    [{ messageId: undefined }, ['MESSAGE_ID_INVALID messageId']],
  ])('should check the URL parts given (%j)', (options, expected) => {
    expect(violations(textBody(), options)).toEqual(expected);
  });

  it('should report a getter that throws instead of throwing', () => {
    const body = { contentMessage: { get text(): string { throw new Error('boom'); } } };
    expect(violations(body)).toEqual(['BODY_UNREADABLE ']);
  });
});
