import { describe, expect, it } from 'vitest';
import { TransportError } from '../errors/transportError';
import { _parseJson, _readJsonBody } from './parseBody';
import type { HttpRequestLike } from './types';

const encoder = new TextEncoder();
const requestOf = (contentType: string | undefined, body: Uint8Array, contentLength?: string): HttpRequestLike => ({
  method: 'POST',
  header: (name) => (name === 'content-type' ? contentType : name === 'content-length' ? contentLength : undefined),
  readBytes: async () => body,
});
const codeOf = async (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof TransportError ? error.code : 'other'),
  );

describe('reading the body as JSON', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON;charset="UTF-8"', 'application/json; charset=utf8', 'application/json;charset="UTF8"'])('should accept %s', async (type) => {
    expect((await _readJsonBody(requestOf(type, encoder.encode('{"a":1}')), 100)).value).toEqual({ a: 1 });
  });

  it.each([undefined, '', 'text/json', 'application/json; charset=utf-16', 'application/json; charset=utf', 'application/json; charset=utf--8', 'application/json; charset=utf-88', 'application/jsonp', 'multipart/form-data'])('should refuse %s with 415', async (type) => {
    expect(await codeOf(_readJsonBody(requestOf(type, encoder.encode('{}')), 100))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('should refuse a declared length over the bound before reading', async () => {
    const request = { ...requestOf('application/json', new Uint8Array()), readBytes: () => Promise.reject(new Error('read')) };
    expect(await codeOf(_readJsonBody({ ...request, header: (n) => (n === 'content-type' ? 'application/json' : n === 'content-length' ? '101' : undefined) }, 100))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('should refuse invalid UTF-8, an empty body and truncated JSON as MALFORMED_JSON', () => {
    for (const bytes of [new Uint8Array([0x7b, 0xff, 0x7d]), new Uint8Array(), encoder.encode('{"a":')]) {
      expect(() => _parseJson(bytes)).toThrow(TransportError);
    }
  });

  it('should accept a U+FFFD the client sent, and refuse one invalid byte beside it', () => {
    expect(_parseJson(encoder.encode('["\uFFFD"]')).value).toEqual(['\uFFFD']);
    expect(() => _parseJson(new Uint8Array([...encoder.encode('["\uFFFD'), 0xc3, 0x22, 0x5d]))).toThrow(TransportError);
  });

  it('should accept a UTF-8 byte order mark', () => {
    expect(_parseJson(new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('[1]')])).value).toEqual([1]);
  });

  it('should refuse a key repeated in one object as DUPLICATE_KEY at its path, after the JSON is known valid', () => {
    const thrown = (text: string): unknown => {
      try {
        _parseJson(encoder.encode(text));
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(thrown('{"organizationId":"a","messages":[{"to":"1","to":"2"}]}')).toMatchObject({ code: 'DUPLICATE_KEY', param: 'messages[0].to' });
    expect(thrown('{"a":1,"a":')).toMatchObject({ code: 'MALFORMED_JSON', param: '' });
    expect(thrown('{"a":{"a":1}}')).toBeUndefined();
  });
});
