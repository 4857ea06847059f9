import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { ContentMessageSchema } from './contentMessage';
import { toIssues } from './issues';

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(ContentMessageSchema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const contentInfo = { fileUrl: 'https://cdn.example.com/v.mp4', mimeType: 'video/mp4' };
const richCard = { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { title: 'T' } } };
const reply = { reply: { text: 'Yes', postbackData: 'yes' } };

describe('ContentMessageSchema: one primary content type', () => {
  it.each([
    ['text', { text: 'Hello 👋' }],
    ['text with suggestions', { text: 'Hello', suggestions: [reply] }],
    ['text with an empty suggestions array', { text: 'Hello', suggestions: [] }],
    ['contentInfo', { contentInfo }],
    ['richCard', { richCard }],
  ])('%s passes and comes back deep-equal', (_name, input) => {
    expect(v.parse(ContentMessageSchema, input)).toStrictEqual(input);
  });

  it('puts suggestions after text whatever the input order', () => {
    expect(Object.keys(v.parse(ContentMessageSchema, { suggestions: [reply], text: 'Hi' }))).toEqual(['text', 'suggestions']);
  });
});

describe('ContentMessageSchema: violations', () => {
  it.each([
    ['no content type', {}, ['CONTENT_TYPE_MISSING@']],
    ['suggestions alone', { suggestions: [reply] }, ['CONTENT_TYPE_MISSING@']],
    ['text and richCard, both validated', { text: '', richCard: {} }, ['CONTENT_TYPE_MULTIPLE@', 'FIELD_EMPTY@text', 'RICH_CARD_KIND_MISSING@richCard']],
    ['a present null text (it counts as the content type)', { text: null }, ['FIELD_INVALID_TYPE@text']],
    ['text too long', { text: 'x'.repeat(LIMITS.textMaxChars + 1) }, ['TEXT_TOO_LONG@text']],
    ['too many suggestions, each validated', { text: 'Hi', suggestions: [...Array.from({ length: LIMITS.messageSuggestionsMax }, () => reply), { reply: {} }] }, ['SUGGESTIONS_TOO_MANY@suggestions', `FIELD_REQUIRED@suggestions[${LIMITS.messageSuggestionsMax}].reply.text`, `FIELD_REQUIRED@suggestions[${LIMITS.messageSuggestionsMax}].reply.postbackData`]],
    ['suggestions beside contentInfo, even empty', { contentInfo, suggestions: [] }, ['SUGGESTIONS_NOT_ALLOWED@suggestions']],
    ['suggestions beside richCard are not validated further', { richCard, suggestions: 5 }, ['SUGGESTIONS_NOT_ALLOWED@suggestions']],
    ['an unknown key', { text: 'Hi', location: {} }, ['UNKNOWN_FIELD@location']],
    ['an array', [{ text: 'Hi' }], ['FIELD_INVALID_TYPE@']],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('counts text in code points', () => {
    expect(check({ text: '😀'.repeat(LIMITS.textMaxChars) })).toBe('ok');
  });
});
