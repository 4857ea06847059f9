import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { toIssues } from './issues';
import { SuggestionSchema } from './suggestion';

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(SuggestionSchema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const reply = { text: 'Yes', postbackData: 'yes' };
const openUrl = { text: 'Open', url: 'https://example.com/offer?id=1', postbackData: 'open' };
const dial = { text: 'Call us', phoneNumber: '+351912345678', postbackData: 'call' };
const viewLocation = { text: 'Shop', latitude: 38.7223, longitude: -9.1393, label: 'Lisbon shop', postbackData: 'shop' };
const shareLocation = { text: 'Where are you?', postbackData: 'where' };
const calendar = {
  text: 'Save the date',
  title: 'Launch',
  description: 'Product launch',
  startTime: '2030-01-31T10:00:00Z',
  endTime: '2030-01-31T12:00:00.250+01:00',
  postbackData: 'launch',
};

describe('SuggestionSchema: a valid suggestion of each type', () => {
  it.each([
    ['reply', reply],
    ['openUrlAction', openUrl],
    ['dialAction', dial],
    ['viewLocationAction', viewLocation],
    ['shareLocationAction', shareLocation],
    ['createCalendarEventAction', calendar],
  ])('%s passes and comes back deep-equal, in documented key order', (type, fields) => {
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    const output = v.parse(SuggestionSchema, { [type]: reversed });
    expect(output).toStrictEqual({ [type]: fields });
    expect(Object.keys((output as Record<string, object>)[type] as object)).toEqual(Object.keys(fields));
  });

  it('keeps -0 and numbers at the range limits', () => {
    const output = v.parse(SuggestionSchema, { viewLocationAction: { ...viewLocation, latitude: -0, longitude: LIMITS.longitudeMax } });
    expect(output).toStrictEqual({ viewLocationAction: { ...viewLocation, latitude: -0, longitude: LIMITS.longitudeMax } });
  });
});

describe('SuggestionSchema: exactly one type key', () => {
  it.each([
    ['no type key', {}, ['SUGGESTION_TYPE_MISSING@']],
    ['an unknown key and no type', { foo: reply }, ['UNKNOWN_FIELD@foo', 'SUGGESTION_TYPE_MISSING@']],
    ['two type keys, both validated', { reply: { ...reply, text: '' }, dialAction: dial }, ['SUGGESTION_TYPE_MULTIPLE@', 'FIELD_EMPTY@reply.text']],
    ['a present but invalid type key (it counts)', { reply: null }, ['FIELD_INVALID_TYPE@reply']],
    ['not an object', 'reply', ['FIELD_INVALID_TYPE@']],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });
});

describe('SuggestionSchema: the rules of each type', () => {
  const tooLong = (max: number): string => 'x'.repeat(max + 1);
  it.each([
    ['text too long', { reply: { ...reply, text: tooLong(LIMITS.suggestionTextMaxChars) } }, ['SUGGESTION_TEXT_TOO_LONG@reply.text']],
    ['postbackData too long', { shareLocationAction: { ...shareLocation, postbackData: tooLong(LIMITS.postbackDataMaxChars) } }, ['POSTBACK_DATA_TOO_LONG@shareLocationAction.postbackData']],
    ['a missing postbackData', { reply: { text: 'Yes' } }, ['FIELD_REQUIRED@reply.postbackData']],
    ['an unknown field in a type', { reply: { ...reply, extra: 1 } }, ['UNKNOWN_FIELD@reply.extra']],
    ['a relative url', { openUrlAction: { ...openUrl, url: '/offer' } }, ['OPEN_URL_INVALID@openUrlAction.url']],
    ['a url of another scheme', { openUrlAction: { ...openUrl, url: 'ftp://example.com/x' } }, ['OPEN_URL_INVALID@openUrlAction.url']],
    ['a url too long (and still valid)', { openUrlAction: { ...openUrl, url: `https://a.com/${tooLong(LIMITS.openUrlMaxChars)}` } }, ['OPEN_URL_TOO_LONG@openUrlAction.url']],
    ['a url too long and invalid', { openUrlAction: { ...openUrl, url: `ftp://a.com/${tooLong(LIMITS.openUrlMaxChars)}` } }, ['OPEN_URL_TOO_LONG@openUrlAction.url', 'OPEN_URL_INVALID@openUrlAction.url']],
    ['a phone number without +', { dialAction: { ...dial, phoneNumber: '351912345678' } }, ['DIAL_PHONE_NUMBER_INVALID@dialAction.phoneNumber']],
    ['a phone number with separators', { dialAction: { ...dial, phoneNumber: '+351 912 345 678' } }, ['DIAL_PHONE_NUMBER_INVALID@dialAction.phoneNumber']],
    ['a phone number starting with 0', { dialAction: { ...dial, phoneNumber: '+0351912345678' } }, ['DIAL_PHONE_NUMBER_INVALID@dialAction.phoneNumber']],
    ['a phone number too short', { dialAction: { ...dial, phoneNumber: `+${'1'.repeat(LIMITS.e164MinDigits - 1)}` } }, ['DIAL_PHONE_NUMBER_INVALID@dialAction.phoneNumber']],
    ['a phone number too long', { dialAction: { ...dial, phoneNumber: `+${'1'.repeat(LIMITS.e164MaxDigits + 1)}` } }, ['DIAL_PHONE_NUMBER_INVALID@dialAction.phoneNumber']],
    ['a latitude out of range', { viewLocationAction: { ...viewLocation, latitude: LIMITS.latitudeMax + 0.5 } }, ['LATITUDE_OUT_OF_RANGE@viewLocationAction.latitude']],
    ['a longitude out of range', { viewLocationAction: { ...viewLocation, longitude: LIMITS.longitudeMin - 1 } }, ['LONGITUDE_OUT_OF_RANGE@viewLocationAction.longitude']],
    ['a latitude as a string', { viewLocationAction: { ...viewLocation, latitude: '38.7' } }, ['FIELD_INVALID_TYPE@viewLocationAction.latitude']],
    ['an infinite longitude (a type error only)', { viewLocationAction: { ...viewLocation, longitude: Infinity } }, ['FIELD_INVALID_TYPE@viewLocationAction.longitude']],
    ['a NaN latitude', { viewLocationAction: { ...viewLocation, latitude: NaN } }, ['FIELD_INVALID_TYPE@viewLocationAction.latitude']],
    ['a label too long', { viewLocationAction: { ...viewLocation, label: tooLong(LIMITS.locationLabelMaxChars) } }, ['LOCATION_LABEL_TOO_LONG@viewLocationAction.label']],
    ['an empty label', { viewLocationAction: { ...viewLocation, label: '' } }, ['FIELD_EMPTY@viewLocationAction.label']],
    ['a calendar title too long', { createCalendarEventAction: { ...calendar, title: tooLong(LIMITS.calendarTitleMaxChars) } }, ['CALENDAR_TITLE_TOO_LONG@createCalendarEventAction.title']],
    ['a calendar description too long', { createCalendarEventAction: { ...calendar, description: tooLong(LIMITS.calendarDescriptionMaxChars) } }, ['CALENDAR_DESCRIPTION_TOO_LONG@createCalendarEventAction.description']],
    ['a start without offset', { createCalendarEventAction: { ...calendar, startTime: '2030-01-31T10:00:00' } }, ['DATETIME_INVALID@createCalendarEventAction.startTime']],
    ['an impossible end date', { createCalendarEventAction: { ...calendar, endTime: '2030-02-30T10:00:00Z' } }, ['DATETIME_INVALID@createCalendarEventAction.endTime']],
    ['an end equal to the start (another offset)', { createCalendarEventAction: { ...calendar, endTime: '2030-01-31T11:00:00+01:00' } }, ['CALENDAR_END_NOT_AFTER_START@createCalendarEventAction.endTime']],
    ['an end before the start', { createCalendarEventAction: { ...calendar, endTime: '2030-01-31T09:59:59.999Z' } }, ['CALENDAR_END_NOT_AFTER_START@createCalendarEventAction.endTime']],
    ['an end before the start, beside a text of the wrong type', { createCalendarEventAction: { ...calendar, text: 1, endTime: '2020-01-01T00:00:00Z' } }, ['FIELD_INVALID_TYPE@createCalendarEventAction.text', 'CALENDAR_END_NOT_AFTER_START@createCalendarEventAction.endTime']],
    ['an invalid start: the order is not judged', { createCalendarEventAction: { ...calendar, startTime: '2031-01-01', endTime: '2030-01-01T00:00:00Z' } }, ['DATETIME_INVALID@createCalendarEventAction.startTime']],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('counts text in code points: 25 emoji pass, 26 do not', () => {
    const emoji = '😀'.repeat(LIMITS.suggestionTextMaxChars);
    expect(check({ reply: { ...reply, text: emoji } })).toBe('ok');
    expect(check({ reply: { ...reply, text: `${emoji}😀` } })).toEqual(['SUGGESTION_TEXT_TOO_LONG@reply.text']);
  });

  it('allows events in the past', () => {
    expect(check({ createCalendarEventAction: { ...calendar, startTime: '2000-01-01T00:00:00Z', endTime: '2000-01-01T00:00:01Z' } })).toBe('ok');
  });

  it('reports a field whose getter throws as FIELD_UNREADABLE, and nothing else there', () => {
    const action = { ...reply };
    Object.defineProperty(action, 'text', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(check({ reply: action })).toEqual(['FIELD_UNREADABLE@reply.text']);
  });
});
