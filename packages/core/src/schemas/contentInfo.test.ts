import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { ContentInfoSchema } from './contentInfo';
import { toIssues } from './issues';

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(ContentInfoSchema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const valid = { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' };

describe('ContentInfoSchema', () => {
  it('canonicalises mimeType to lower case and keeps the documented key order', () => {
    const input = { mimeType: 'IMAGE/PNG', thumbnailUrl: 'https://cdn.example.com/t.png', fileUrl: valid.fileUrl };
    const output = v.parse(ContentInfoSchema, input);
    expect(output).toStrictEqual({ fileUrl: valid.fileUrl, thumbnailUrl: input.thumbnailUrl, mimeType: 'image/png' });
    expect(Object.keys(output)).toEqual(['fileUrl', 'thumbnailUrl', 'mimeType']);
    expect(v.parse(ContentInfoSchema, output)).toStrictEqual(output);
  });

  it('treats a key whose value is undefined as absent', () => {
    expect(v.parse(ContentInfoSchema, { ...valid, thumbnailUrl: undefined })).toStrictEqual(valid);
    expect(check({ fileUrl: undefined, mimeType: 'image/png' })).toEqual(['FIELD_REQUIRED@fileUrl']);
  });

  it.each([
    ['not an object', null, ['FIELD_INVALID_TYPE@']],
    ['an array', [valid], ['FIELD_INVALID_TYPE@']],
    ['a missing field', { fileUrl: valid.fileUrl }, ['FIELD_REQUIRED@mimeType']],
    ['a wrong type', { ...valid, fileUrl: 1 }, ['FIELD_INVALID_TYPE@fileUrl']],
    ['null for an optional field', { ...valid, thumbnailUrl: null }, ['FIELD_INVALID_TYPE@thumbnailUrl']],
    ['an empty string', { ...valid, fileUrl: '' }, ['FIELD_EMPTY@fileUrl']],
    ['an unknown key', { ...valid, size: 1 }, ['UNKNOWN_FIELD@size']],
    ['an own __proto__ key', JSON.parse('{"fileUrl":"https://a.com/x","mimeType":"image/png","__proto__":{}}'), ['UNKNOWN_FIELD@__proto__']],
    ['not a URL', { ...valid, fileUrl: 'cdn/a.png' }, ['MEDIA_URL_INVALID@fileUrl']],
    ['a URL needing repair', { ...valid, fileUrl: ' https://a.com/x' }, ['MEDIA_URL_INVALID@fileUrl']],
    ['http', { ...valid, fileUrl: 'http://a.com/x' }, ['MEDIA_URL_NOT_HTTPS@fileUrl']],
    ['a private host', { ...valid, thumbnailUrl: 'https://192.168.1.2/t.png' }, ['MEDIA_URL_NOT_PUBLIC@thumbnailUrl']],
    ['userinfo', { ...valid, fileUrl: 'https://u:p@a.com/x' }, ['MEDIA_URL_NOT_PUBLIC@fileUrl']],
    ['an unsupported type', { ...valid, mimeType: 'image/bmp' }, ['MIME_TYPE_UNSUPPORTED@mimeType']],
    ['an empty type', { ...valid, mimeType: '' }, ['FIELD_EMPTY@mimeType']],
  ])('reports %s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('counts thumbnailUrl in code points and judges its URL on its own', () => {
    const path = `https://a.com/${'😀'.repeat(LIMITS.thumbnailUrlMaxChars - 'https://a.com/'.length)}`;
    expect(check({ ...valid, thumbnailUrl: path })).toBe('ok');
    expect(check({ ...valid, thumbnailUrl: `${path}x` })).toEqual(['THUMBNAIL_URL_TOO_LONG@thumbnailUrl']);
    expect(check({ ...valid, thumbnailUrl: `http${path.slice(5)}xy` })).toEqual([
      'THUMBNAIL_URL_TOO_LONG@thumbnailUrl',
      'MEDIA_URL_NOT_HTTPS@thumbnailUrl',
    ]);
  });

  it('never mutates its input', () => {
    const input = { mimeType: 'IMAGE/PNG', fileUrl: valid.fileUrl, extra: { a: 1 } };
    const copy = structuredClone(input);
    v.safeParse(ContentInfoSchema, input);
    expect(input).toStrictEqual(copy);
  });
});
