import { describe, expect, it } from 'vitest';
import { bodyParserErrorResponse } from './bodyParserError';

/** An error as body-parser and raw-body build it (http-errors): status, statusCode, type. */
const parserError = (status: number, type?: string, base: Error = new Error('parser')) => Object.assign(base, { status, statusCode: status, expose: true, ...(type === undefined ? {} : { type }) });
const answer = (error: unknown) => {
  const response = bodyParserErrorResponse(error);
  return response === undefined ? undefined : [response.status, response.body.error?.code];
};

describe('bodyParserErrorResponse', () => {
  it.each([
    ['entity.parse.failed', 400, [400, 'MALFORMED_JSON']],
    ['entity.too.large', 413, [413, 'PAYLOAD_TOO_LARGE']],
    ['encoding.unsupported', 415, [415, 'UNSUPPORTED_MEDIA_TYPE']],
    ['charset.unsupported', 415, [415, 'UNSUPPORTED_MEDIA_TYPE']],
    ['request.aborted', 400, [400, 'MALFORMED_JSON']],
    ['entity.verify.failed', 403, [400, 'MALFORMED_JSON']],
    ['parameters.too.many', 413, [413, 'PAYLOAD_TOO_LARGE']],
  ])('should answer %s (%i) in the spec shape', (type, status, expected) => {
    expect(answer(parserError(status, type))).toEqual(expected);
  });

  it("should answer co-body's SyntaxError with status 400 and no type as MALFORMED_JSON", () => {
    expect(answer(parserError(400, undefined, new SyntaxError('Unexpected token')))).toEqual([400, 'MALFORMED_JSON']);
  });

  it("should answer inflation's bare 415 for an unsupported Content-Encoding", () => {
    expect(answer(parserError(415))).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it.each([
    ['a 5xx of a parser', parserError(500, 'stream.not.readable')],
    ['an app error with a 4xx status and no type', parserError(404)],
    ['a plain Error', new Error('x')],
    ['a string', 'entity.too.large'],
    ['null', null],
    ['an object whose getters throw', { get status(): number { throw new Error('x'); } }],
  ])('should leave %s to the next handler', (_, error) => {
    expect(bodyParserErrorResponse(error)).toBeUndefined();
  });
});
