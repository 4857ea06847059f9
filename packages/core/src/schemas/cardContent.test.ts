import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { _isMediaOnly, CardContentSchema, CardMediaSchema } from './cardContent';
import { toIssues } from './issues';

/** The issues of `input` for `schema` as `CODE@param`, or `ok`. */
function check(schema: v.GenericSchema, input: unknown): string[] | 'ok' {
  const result = v.safeParse(schema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const contentInfo = { fileUrl: 'https://cdn.example.com/a.jpg', mimeType: 'image/jpeg' };
const media = { height: 'MEDIUM', contentInfo };
const reply = { reply: { text: 'Yes', postbackData: 'yes' } };

describe('CardMediaSchema', () => {
  it('passes with and without a height, canonical contentInfo inside', () => {
    expect(v.parse(CardMediaSchema, { contentInfo: { ...contentInfo, mimeType: 'Image/JPEG' }, height: 'TALL' })).toStrictEqual({
      height: 'TALL',
      contentInfo,
    });
    expect(v.parse(CardMediaSchema, { contentInfo })).toStrictEqual({ contentInfo });
  });

  it.each([
    ['a height in lower case', { ...media, height: 'medium' }, ['MEDIA_HEIGHT_INVALID@height']],
    ['an empty height (an enum, not FIELD_EMPTY)', { ...media, height: '' }, ['MEDIA_HEIGHT_INVALID@height']],
    ['a height in DP', { ...media, height: 168 }, ['FIELD_INVALID_TYPE@height']],
    ['no contentInfo', { height: 'SHORT' }, ['FIELD_REQUIRED@contentInfo']],
    ['a nested issue', { contentInfo: { ...contentInfo, mimeType: 'image/tiff' } }, ['MIME_TYPE_UNSUPPORTED@contentInfo.mimeType']],
  ])('reports %s', (_name, input, expected) => {
    expect(check(CardMediaSchema, input)).toEqual(expected);
  });
});

describe('CardContentSchema', () => {
  it('passes with every field, in documented key order', () => {
    const card = { title: 'Title', description: 'Description', media, suggestions: [reply] };
    const output = v.parse(CardContentSchema, { suggestions: [reply], media, description: 'Description', title: 'Title' });
    expect(output).toStrictEqual(card);
    expect(Object.keys(output)).toEqual(['title', 'description', 'media', 'suggestions']);
  });

  it.each([{ title: 'T' }, { description: 'D' }, { media }])('passes with only %o (rule 1)', (card) => {
    expect(check(CardContentSchema, card)).toBe('ok');
  });

  it.each([
    ['none of title, description or media (rule 1)', { suggestions: [reply] }, ['CARD_CONTENT_EMPTY@']],
    ['rule 1 with undefined values', { title: undefined, media: undefined }, ['CARD_CONTENT_EMPTY@']],
    ['a present but invalid title, which satisfies rule 1', { title: 5 }, ['FIELD_INVALID_TYPE@title']],
    ['null media (not an absent media)', { title: 'T', media: null }, ['FIELD_INVALID_TYPE@media']],
    ['a title too long', { title: 't'.repeat(LIMITS.cardTitleMaxChars + 1) }, ['CARD_TITLE_TOO_LONG@title']],
    ['a description too long', { description: 'd'.repeat(LIMITS.cardDescriptionMaxChars + 1) }, ['CARD_DESCRIPTION_TOO_LONG@description']],
    ['too many suggestions', { title: 'T', suggestions: Array.from({ length: LIMITS.cardSuggestionsMax + 1 }, () => reply) }, ['CARD_SUGGESTIONS_TOO_MANY@suggestions']],
    ['too many suggestions, one invalid', { title: 'T', suggestions: [reply, reply, {}, reply, reply] }, ['CARD_SUGGESTIONS_TOO_MANY@suggestions', 'SUGGESTION_TYPE_MISSING@suggestions[2]']],
    ['suggestions not an array', { title: 'T', suggestions: reply }, ['FIELD_INVALID_TYPE@suggestions']],
    ['an unknown key', { title: 'T', subtitle: 'S' }, ['UNKNOWN_FIELD@subtitle']],
  ])('reports %s', (_name, input, expected) => {
    expect(check(CardContentSchema, input)).toEqual(expected);
  });
});

describe('_isMediaOnly (the condition of rule 2)', () => {
  it.each([
    [{ media }, true],
    [{ media, suggestions: [] }, true],
    [{ media, suggestions: 'x' }, true],
    [{ media, suggestions: [reply] }, false],
    [{ media, title: 'T' }, false],
    [{ media, description: '' }, false],
    [{ media, title: undefined }, true],
    [{ title: 'T' }, false],
  ])('%o: %s', (card, expected) => {
    expect(_isMediaOnly(card)).toBe(expected);
  });
});
