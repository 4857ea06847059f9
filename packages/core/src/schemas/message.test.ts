import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { toIssues } from './issues';
import { messageSchema, MessageSchema } from './message';

const NOW = new Date('2026-01-01T00:00:00Z');
const schema = messageSchema(NOW);

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown, on: v.GenericSchema = schema): string[] | 'ok' {
  const result = v.safeParse(on, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const message = (fields: object = {}): object => ({ to: '351912345678', from: 'Acme', contentMessage: { text: 'Hi' }, ...fields });

describe('messageSchema: valid messages', () => {
  it.each([
    ['text', { text: 'Hi', suggestions: [{ dialAction: { text: 'Call', phoneNumber: '+351912345678', postbackData: 'c' } }] }],
    ['contentInfo', { contentInfo: { fileUrl: 'https://cdn.example.com/a.pdf', mimeType: 'application/pdf' } }],
    ['richCard', { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [{ title: 'A' }, { description: 'B' }] } } }],
  ])('a %s message comes back deep-equal, keys in documented order', (_name, contentMessage) => {
    const input = { contentMessage, expirationDateTime: '2030-01-31T10:00:00+01:00', from: 'Acme', to: '351912345678' };
    const output = v.parse(schema, input);
    expect(output).toStrictEqual({ to: '351912345678', from: 'Acme', expirationDateTime: '2030-01-31T10:00:00+01:00', contentMessage });
    expect(Object.keys(output)).toEqual(['to', 'from', 'expirationDateTime', 'contentMessage']);
    expect(v.parse(schema, output)).toStrictEqual(output);
  });

  it.each(['+351912345678', '00351912345678', '+351 912 345 678', '351-912-345-678', '(351) 912.345.678'])('canonicalises to %j to digits', (to) => {
    expect(v.parse(schema, message({ to }))).toMatchObject({ to: '351912345678' });
  });

  it('keeps from as given (no trimming, no length limit of its own)', () => {
    expect(v.parse(schema, message({ from: ' ' }))).toMatchObject({ from: ' ' });
  });
});

describe('messageSchema: violations', () => {
  it.each([
    ['a missing to', { from: 'Acme', contentMessage: { text: 'Hi' } }, ['FIELD_REQUIRED@to']],
    ['an undefined from', message({ from: undefined }), ['FIELD_REQUIRED@from']],
    ['a missing contentMessage', { to: '351912345678', from: 'Acme' }, ['FIELD_REQUIRED@contentMessage']],
    ['a numeric to', message({ to: 351912345678 }), ['FIELD_INVALID_TYPE@to']],
    ['an empty to', message({ to: '' }), ['FIELD_EMPTY@to']],
    ['letters in to', message({ to: '351 91234567a' }), ['TO_INVALID_FORMAT@to']],
    ['a plus inside to', message({ to: '351+912345678' }), ['TO_INVALID_FORMAT@to']],
    ['a leading zero', message({ to: '0351912345678' }), ['TO_LEADING_ZERO@to']],
    ['too few digits', message({ to: '3519123' }), ['TO_INVALID_LENGTH@to']],
    ['too many digits', message({ to: '3519123456789012' }), ['TO_INVALID_LENGTH@to']],
    ['an invalid number', message({ to: '351112345678' }), ['TO_INVALID_NUMBER@to']],
    ['an empty from', message({ from: '' }), ['FIELD_EMPTY@from']],
    ['a date-only expiration', message({ expirationDateTime: '2030-01-31' }), ['DATETIME_INVALID@expirationDateTime']],
    ['an offset without colon', message({ expirationDateTime: '2030-01-31T10:00:00+0100' }), ['DATETIME_INVALID@expirationDateTime']],
    ['an expiration at now', message({ expirationDateTime: '2026-01-01T01:00:00+01:00' }), ['EXPIRATION_NOT_IN_FUTURE@expirationDateTime']],
    ['an expiration in the past', message({ expirationDateTime: '2020-01-01T00:00:00Z' }), ['EXPIRATION_NOT_IN_FUTURE@expirationDateTime']],
    ['a null expiration', message({ expirationDateTime: null }), ['FIELD_INVALID_TYPE@expirationDateTime']],
    ['an unknown key', message({ priority: 'high' }), ['UNKNOWN_FIELD@priority']],
    ['an array', [message()], ['FIELD_INVALID_TYPE@']],
    ['a nested issue', message({ contentMessage: { text: 'Hi', contentInfo: null } }), ['CONTENT_TYPE_MULTIPLE@contentMessage', 'FIELD_INVALID_TYPE@contentMessage.contentInfo']],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('compares expirationDateTime with the clock it is given, a Date or a function', () => {
    const input = message({ expirationDateTime: '2026-01-01T00:00:00.001Z' });
    expect(check(input)).toBe('ok');
    expect(check(input, messageSchema(new Date('2026-01-01T00:00:00.001Z')))).toEqual(['EXPIRATION_NOT_IN_FUTURE@expirationDateTime']);
    expect(check(input, messageSchema(() => new Date('2027-01-01T00:00:00Z')))).toEqual(['EXPIRATION_NOT_IN_FUTURE@expirationDateTime']);
    expect(check(message({ expirationDateTime: '2020-01-01T00:00:00Z' }), MessageSchema)).toEqual(['EXPIRATION_NOT_IN_FUTURE@expirationDateTime']);
  });

  it('measures the message as received, in UTF-8 bytes of its compact JSON', () => {
    const base = JSON.stringify(message({ from: '' })).length;
    const fits = message({ from: 'x'.repeat(LIMITS.messageBytesMax - base) });
    expect(new TextEncoder().encode(JSON.stringify(fits)).length).toBe(LIMITS.messageBytesMax);
    expect(check(fits)).toBe('ok');
    expect(check(message({ from: 'x'.repeat(LIMITS.messageBytesMax - base + 1) }))).toEqual(['MESSAGE_TOO_LARGE@']);
    // é is 2 bytes in UTF-8 (and 1 code point, 1 UTF-16 unit).
    expect(check(message({ from: 'é'.repeat((LIMITS.messageBytesMax - base) / 2 + 1) }))).toEqual(['MESSAGE_TOO_LARGE@']);
    // The size counts the input's separators in `to`, not the canonical digits.
    const written = message({ to: '+351 912 345 678', from: 'x'.repeat(LIMITS.messageBytesMax - base - 3) });
    expect(check(written)).toEqual(['MESSAGE_TOO_LARGE@']);
  });
});
