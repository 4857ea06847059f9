import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../catalogue/catalogue';
import { LENGTH_LIMITS } from '../fields/lengthLimits';
import { LIMITS } from '../limits/limits';
import { toIssues } from './issues';
import { sendRequestSchema, SendRequestSchema } from './sendRequest';

const NOW = new Date('2026-01-01T00:00:00Z');
const schema = sendRequestSchema(NOW);
const ORG = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(schema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const text = { to: '351912345678', from: 'Acme', contentMessage: { text: 'Hi' } };
const request = (...messages: unknown[]): object => ({ organizationId: ORG, messages });
const withContent = (contentMessage: unknown): object => request({ ...text, contentMessage });
const throwing = <T extends object>(target: T, key: string): T =>
  Object.defineProperty(target, key, { enumerable: true, get: () => { throw new Error('boom'); } });

describe('SendRequestSchema: a valid request', () => {
  it('comes back canonical: lower-case organizationId, digits-only to, lower-case mimeType, documented key order', () => {
    const input = {
      messages: [
        { contentMessage: { contentInfo: { mimeType: 'Video/MP4', fileUrl: 'https://cdn.example.com/v.mp4' } }, from: 'Acme', to: '+351 912 345 678' },
        text,
      ],
      organizationId: ORG.toUpperCase(),
    };
    const output = v.parse(schema, input);
    expect(output).toStrictEqual({
      organizationId: ORG,
      messages: [
        { to: '351912345678', from: 'Acme', contentMessage: { contentInfo: { fileUrl: 'https://cdn.example.com/v.mp4', mimeType: 'video/mp4' } } },
        text,
      ],
    });
    expect(JSON.stringify(output)).toBe(
      `{"organizationId":"${ORG}","messages":[{"to":"351912345678","from":"Acme","contentMessage":{"contentInfo":{"fileUrl":"https://cdn.example.com/v.mp4","mimeType":"video/mp4"}}},${JSON.stringify(text)}]}`,
    );
    expect(v.parse(schema, output)).toStrictEqual(output);
  });

  it('takes the current time by default', () => {
    expect(v.safeParse(SendRequestSchema, request({ ...text, expirationDateTime: '2000-01-01T00:00:00Z' })).success).toBe(false);
    expect(v.safeParse(SendRequestSchema, request({ ...text, expirationDateTime: '9999-12-31T23:59:59Z' })).success).toBe(true);
  });
});

const M = 'messages[0]';
const CM = `${M}.contentMessage`;
const SUGGESTION = `${CM}.suggestions[0]`;
const media = { contentInfo: { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' } };
const standalone = (card: object): object => ({ richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { title: 'T' }, ...card } } });
const carousel = (cards: unknown[], width = 'SMALL'): object => ({ richCard: { carouselCard: { cardWidth: width, cardContents: cards } } });
const suggestion = (s: object): object => withContent({ text: 'Hi', suggestions: [s] });
const calendar = { text: 'Save', title: 'T', startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T11:00:00Z', postbackData: 'p' };
const viewLocation = { text: 'Shop', latitude: 1, longitude: 1, postbackData: 'p' };

/** One request per code, with exactly the issues it must give. */
const EXAMPLES: readonly (readonly [name: string, input: unknown, expected: readonly string[]])[] = [
  ['REQUEST_NOT_OBJECT: an array', [text], ['REQUEST_NOT_OBJECT@']],
  ['REQUEST_NOT_OBJECT: null', null, ['REQUEST_NOT_OBJECT@']],
  ['MESSAGES_EMPTY', { organizationId: ORG, messages: [] }, ['MESSAGES_EMPTY@']],
  ['MESSAGES_TOO_MANY, every message still validated', request(...Array.from({ length: LIMITS.messagesMax }, () => text), {}), ['MESSAGES_TOO_MANY@messages', 'FIELD_REQUIRED@messages[10].to', 'FIELD_REQUIRED@messages[10].from', 'FIELD_REQUIRED@messages[10].contentMessage']],
  ['ORGANIZATION_ID_INVALID', { organizationId: 'acme', messages: [text] }, ['ORGANIZATION_ID_INVALID@organizationId']],
  ['FIELD_REQUIRED at the root', { messages: [text] }, ['FIELD_REQUIRED@organizationId']],
  ['FIELD_INVALID_TYPE at the root', { organizationId: ORG, messages: {} }, ['FIELD_INVALID_TYPE@messages']],
  ['FIELD_EMPTY at the root', { organizationId: '', messages: [text] }, ['FIELD_EMPTY@organizationId']],
  ['STRING_NOT_WELL_FORMED', request({ ...text, to: '351\ud800912345678' }), [`STRING_NOT_WELL_FORMED@${M}.to`]],
  ['UNKNOWN_FIELD at the root', { ...request(text), channel: 'rcs' }, ['UNKNOWN_FIELD@channel']],
  ['FIELD_UNREADABLE', request(throwing({ ...text }, 'from')), [`FIELD_UNREADABLE@${M}.from`]],
  ['MESSAGE_TOO_LARGE', request({ ...text, from: 'x'.repeat(LIMITS.messageBytesMax) }), [`MESSAGE_TOO_LARGE@${M}`]],
  ['TO_INVALID_FORMAT', request({ ...text, to: '351 91234567x' }), [`TO_INVALID_FORMAT@${M}.to`]],
  ['TO_LEADING_ZERO', request({ ...text, to: '0912345678' }), [`TO_LEADING_ZERO@${M}.to`]],
  ['TO_INVALID_LENGTH', request({ ...text, to: '+3519' }), [`TO_INVALID_LENGTH@${M}.to`]],
  ['TO_INVALID_NUMBER', request({ ...text, to: '999912345678' }), [`TO_INVALID_NUMBER@${M}.to`]],
  ['DATETIME_INVALID', request({ ...text, expirationDateTime: '2030-01-31 10:00:00Z' }), [`DATETIME_INVALID@${M}.expirationDateTime`]],
  ['EXPIRATION_NOT_IN_FUTURE', request({ ...text, expirationDateTime: NOW.toISOString() }), [`EXPIRATION_NOT_IN_FUTURE@${M}.expirationDateTime`]],
  ['CONTENT_TYPE_MISSING', withContent({}), [`CONTENT_TYPE_MISSING@${CM}`]],
  ['CONTENT_TYPE_MULTIPLE', withContent({ text: 'Hi', ...media }), [`CONTENT_TYPE_MULTIPLE@${CM}`]],
  ['SUGGESTIONS_NOT_ALLOWED', withContent({ ...media, suggestions: [] }), [`SUGGESTIONS_NOT_ALLOWED@${CM}.suggestions`]],
  ['TEXT_TOO_LONG', withContent({ text: 'x'.repeat(LIMITS.textMaxChars + 1) }), [`TEXT_TOO_LONG@${CM}.text`]],
  ['SUGGESTIONS_TOO_MANY', withContent({ text: 'Hi', suggestions: Array.from({ length: LIMITS.messageSuggestionsMax + 1 }, () => ({ reply: { text: 'a', postbackData: 'b' } })) }), [`SUGGESTIONS_TOO_MANY@${CM}.suggestions`]],
  ['MEDIA_URL_INVALID', withContent({ contentInfo: { ...media.contentInfo, fileUrl: 'https://a b.com/x' } }), [`MEDIA_URL_INVALID@${CM}.contentInfo.fileUrl`]],
  ['MEDIA_URL_NOT_HTTPS', withContent({ contentInfo: { ...media.contentInfo, fileUrl: 'http://a.com/x' } }), [`MEDIA_URL_NOT_HTTPS@${CM}.contentInfo.fileUrl`]],
  ['MEDIA_URL_NOT_PUBLIC', withContent({ contentInfo: { ...media.contentInfo, fileUrl: 'https://[::ffff:10.0.0.1]/x' } }), [`MEDIA_URL_NOT_PUBLIC@${CM}.contentInfo.fileUrl`]],
  ['THUMBNAIL_URL_TOO_LONG', withContent({ contentInfo: { ...media.contentInfo, thumbnailUrl: `https://a.com/${'x'.repeat(LIMITS.thumbnailUrlMaxChars)}` } }), [`THUMBNAIL_URL_TOO_LONG@${CM}.contentInfo.thumbnailUrl`]],
  ['MIME_TYPE_UNSUPPORTED', withContent({ contentInfo: { ...media.contentInfo, mimeType: 'image/webp' } }), [`MIME_TYPE_UNSUPPORTED@${CM}.contentInfo.mimeType`]],
  ['RICH_CARD_KIND_MISSING', withContent({ richCard: {} }), [`RICH_CARD_KIND_MISSING@${CM}.richCard`]],
  ['RICH_CARD_KIND_MULTIPLE', withContent({ richCard: { ...(standalone({}) as { richCard: object }).richCard, ...(carousel([{ title: 'A' }, { title: 'B' }]) as { richCard: object }).richCard } }), [`RICH_CARD_KIND_MULTIPLE@${CM}.richCard`]],
  ['CARD_ORIENTATION_INVALID', withContent(standalone({ cardOrientation: 'DIAGONAL' })), [`CARD_ORIENTATION_INVALID@${CM}.richCard.standaloneCard.cardOrientation`]],
  ['THUMBNAIL_ALIGNMENT_REQUIRED', withContent(standalone({ cardOrientation: 'HORIZONTAL' })), [`THUMBNAIL_ALIGNMENT_REQUIRED@${CM}.richCard.standaloneCard.thumbnailImageAlignment`]],
  ['THUMBNAIL_ALIGNMENT_INVALID', withContent(standalone({ thumbnailImageAlignment: 'left' })), [`THUMBNAIL_ALIGNMENT_INVALID@${CM}.richCard.standaloneCard.thumbnailImageAlignment`]],
  ['CARD_WIDTH_INVALID', withContent(carousel([{ title: 'A' }, { title: 'B' }], 'LARGE')), [`CARD_WIDTH_INVALID@${CM}.richCard.carouselCard.cardWidth`]],
  ['CAROUSEL_TOO_FEW_CARDS', withContent(carousel([{ title: 'A' }])), [`CAROUSEL_TOO_FEW_CARDS@${CM}.richCard.carouselCard.cardContents`]],
  ['CAROUSEL_TOO_MANY_CARDS', withContent(carousel(Array.from({ length: LIMITS.carouselCardsMax + 1 }, () => ({ title: 'A' })))), [`CAROUSEL_TOO_MANY_CARDS@${CM}.richCard.carouselCard.cardContents`]],
  ['CARD_CONTENT_EMPTY', withContent(carousel([{ title: 'A' }, {}])), [`CARD_CONTENT_EMPTY@${CM}.richCard.carouselCard.cardContents[1]`]],
  ['HORIZONTAL_CARD_MEDIA_ONLY', withContent(standalone({ cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'LEFT', cardContent: { media } })), [`HORIZONTAL_CARD_MEDIA_ONLY@${CM}.richCard.standaloneCard.cardContent`]],
  ['CARD_TITLE_TOO_LONG', withContent(standalone({ cardContent: { title: 'x'.repeat(LIMITS.cardTitleMaxChars + 1) } })), [`CARD_TITLE_TOO_LONG@${CM}.richCard.standaloneCard.cardContent.title`]],
  ['CARD_DESCRIPTION_TOO_LONG', withContent(carousel([{ title: 'A' }, { description: 'x'.repeat(LIMITS.cardDescriptionMaxChars + 1) }])), [`CARD_DESCRIPTION_TOO_LONG@${CM}.richCard.carouselCard.cardContents[1].description`]],
  ['MEDIA_HEIGHT_INVALID', withContent(standalone({ cardContent: { media: { ...media, height: 'HUGE' } } })), [`MEDIA_HEIGHT_INVALID@${CM}.richCard.standaloneCard.cardContent.media.height`]],
  ['CARD_SUGGESTIONS_TOO_MANY', withContent(standalone({ cardContent: { title: 'T', suggestions: Array.from({ length: LIMITS.cardSuggestionsMax + 1 }, () => ({ shareLocationAction: { text: 'a', postbackData: 'b' } })) } })), [`CARD_SUGGESTIONS_TOO_MANY@${CM}.richCard.standaloneCard.cardContent.suggestions`]],
  ['SUGGESTION_TYPE_MISSING', suggestion({}), [`SUGGESTION_TYPE_MISSING@${SUGGESTION}`]],
  ['SUGGESTION_TYPE_MULTIPLE', suggestion({ reply: { text: 'a', postbackData: 'b' }, shareLocationAction: { text: 'a', postbackData: 'b' } }), [`SUGGESTION_TYPE_MULTIPLE@${SUGGESTION}`]],
  ['SUGGESTION_TEXT_TOO_LONG', suggestion({ reply: { text: 'x'.repeat(LIMITS.suggestionTextMaxChars + 1), postbackData: 'b' } }), [`SUGGESTION_TEXT_TOO_LONG@${SUGGESTION}.reply.text`]],
  ['POSTBACK_DATA_TOO_LONG', suggestion({ reply: { text: 'a', postbackData: 'x'.repeat(LIMITS.postbackDataMaxChars + 1) } }), [`POSTBACK_DATA_TOO_LONG@${SUGGESTION}.reply.postbackData`]],
  ['OPEN_URL_INVALID', suggestion({ openUrlAction: { text: 'a', url: 'mailto:x@example.com', postbackData: 'b' } }), [`OPEN_URL_INVALID@${SUGGESTION}.openUrlAction.url`]],
  ['OPEN_URL_TOO_LONG', suggestion({ openUrlAction: { text: 'a', url: `https://a.com/${'x'.repeat(LIMITS.openUrlMaxChars)}`, postbackData: 'b' } }), [`OPEN_URL_TOO_LONG@${SUGGESTION}.openUrlAction.url`]],
  ['DIAL_PHONE_NUMBER_INVALID', suggestion({ dialAction: { text: 'a', phoneNumber: '912345678', postbackData: 'b' } }), [`DIAL_PHONE_NUMBER_INVALID@${SUGGESTION}.dialAction.phoneNumber`]],
  ['LATITUDE_OUT_OF_RANGE', suggestion({ viewLocationAction: { ...viewLocation, latitude: -90.5 } }), [`LATITUDE_OUT_OF_RANGE@${SUGGESTION}.viewLocationAction.latitude`]],
  ['LONGITUDE_OUT_OF_RANGE', suggestion({ viewLocationAction: { ...viewLocation, longitude: 180.5 } }), [`LONGITUDE_OUT_OF_RANGE@${SUGGESTION}.viewLocationAction.longitude`]],
  ['LOCATION_LABEL_TOO_LONG', suggestion({ viewLocationAction: { ...viewLocation, label: 'x'.repeat(LIMITS.locationLabelMaxChars + 1) } }), [`LOCATION_LABEL_TOO_LONG@${SUGGESTION}.viewLocationAction.label`]],
  ['CALENDAR_TITLE_TOO_LONG', suggestion({ createCalendarEventAction: { ...calendar, title: 'x'.repeat(LIMITS.calendarTitleMaxChars + 1) } }), [`CALENDAR_TITLE_TOO_LONG@${SUGGESTION}.createCalendarEventAction.title`]],
  ['CALENDAR_DESCRIPTION_TOO_LONG', suggestion({ createCalendarEventAction: { ...calendar, description: 'x'.repeat(LIMITS.calendarDescriptionMaxChars + 1) } }), [`CALENDAR_DESCRIPTION_TOO_LONG@${SUGGESTION}.createCalendarEventAction.description`]],
  ['CALENDAR_END_NOT_AFTER_START', suggestion({ createCalendarEventAction: { ...calendar, endTime: calendar.startTime } }), [`CALENDAR_END_NOT_AFTER_START@${SUGGESTION}.createCalendarEventAction.endTime`]],
];

describe('SendRequestSchema: every code at its param', () => {
  it.each(EXAMPLES)('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('has an example of every code of the catalogue but the length codes (src/fields/fieldTable.test.ts proves each of those in both validators)', () => {
    const seen = new Set(EXAMPLES.flatMap(([, , expected]) => expected.map((issue) => issue.split('@')[0])));
    const proven = new Set<string>(LENGTH_LIMITS.map((rule) => rule.code));
    expect(ERROR_CODES.filter((code) => !seen.has(code) && !proven.has(code))).toEqual([]);
  });
});

describe('SendRequestSchema: the root', () => {
  it('validates every message even when the root has errors, each independently', () => {
    expect(check({ organizationId: 7, messages: [text, { ...text, to: '' }, 'x'] })).toEqual([
      'FIELD_INVALID_TYPE@organizationId',
      'FIELD_EMPTY@messages[1].to',
      'FIELD_INVALID_TYPE@messages[2]',
    ]);
  });

  it('reports an array over the inspection bound as too many without walking its elements', () => {
    const huge = new Array<unknown>(1_000_001);
    expect(check({ organizationId: ORG, messages: huge })).toEqual(['MESSAGES_TOO_MANY@messages']);
  });

  it('never mutates its input', () => {
    const input = { organizationId: ORG.toUpperCase(), messages: [{ ...text, to: '+351 912 345 678' }] };
    const copy = structuredClone(input);
    v.parse(schema, input);
    expect(input).toStrictEqual(copy);
  });
});
