// Both committed request schemas and the core agree: on valid requests both accept, and on
// requests that break one rule both reject, at the same place, except for the rules JSON
// Schema cannot express (INEXPRESSIBLE_CODES, the one list of them). The input schema sees
// each request as sent; the canonical schema sees the core's canonical value (valid requests)
// or the request canonicalised wherever the core could (single-rule violations).
import { invalidSendRequestFor, sendRequest, type SendRequestArbitraryOptions } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest, type ErrorCode, type SendRequestResult } from '@rcs-send/core';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { asJson, canonicalParts, compileSchema, NOW, readSchema, reportsAt } from './support';

/** The options of the valid arbitrary each law is checked under, with how many runs. */
const SHAPES: readonly [string, SendRequestArbitraryOptions, number][] = [
  ['small requests', {}, 150],
  ['requests with astral and multi-byte text', { unicode: true }, 60],
  ['requests at the limits', { atLimits: true }, 8],
];

/** Codes whose rule cannot be broken in JSON text at all (a getter that throws). */
const NOT_JSON: readonly ErrorCode[] = ['FIELD_UNREADABLE'];

/** One request schema, and what of a request it is meant to see. */
interface Form {
  readonly file: string;
  /** What the schema sees of a valid request, given the core's verdict on it. */
  readonly ofValid: (input: unknown, result: SendRequestResult) => unknown;
  /** What the schema sees of a request that breaks one rule. */
  readonly ofInvalid: (request: unknown) => unknown;
}

const FORMS: readonly Form[] = [
  { file: 'send-request.schema.json', ofValid: (input) => asJson(input), ofInvalid: (request) => request },
  { file: 'send-request.canonical.schema.json', ofValid: (_input, result) => result.value, ofInvalid: canonicalParts },
];

describe.each(FORMS)('$file and the core', ({ file, ofValid, ofInvalid }) => {
  const validate = compileSchema(file);

  it.each(SHAPES)('should accept every valid request, for %s', (_name, options, numRuns) => {
    fc.assert(
      fc.property(sendRequest({ ...options, now: NOW }), (input) => {
        const result = validateSendRequest(input, { now: NOW });
        expect(result.issues).toEqual([]);
        expect(validate(ofValid(input, result)), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns },
    );
  });

  const codes = ERROR_CODES.filter((code) => !NOT_JSON.includes(code));

  it.each(codes.filter((code) => !INEXPRESSIBLE_CODES.includes(code)))('should both reject %s, at its param', (code) => {
    fc.assert(
      fc.property(invalidSendRequestFor(code, { now: NOW }), ({ request, param }) => {
        expect(validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code)).toEqual([code]);
        expect(validate(ofInvalid(request))).toBe(false);
        expect(reportsAt(validate.errors, param), `no error at ${param}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it.each(INEXPRESSIBLE_CODES.filter((code) => !NOT_JSON.includes(code)))(
    'may accept %s (JSON Schema cannot express it), and rejects only at its param',
    (code) => {
      fc.assert(
        fc.property(invalidSendRequestFor(code, { now: NOW }), ({ request, param }) => {
          if (validate(ofInvalid(request))) return;
          expect(reportsAt(validate.errors, param), `no error at ${param}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('should list as inexpressible only codes of the catalogue, each named in a $comment of the schema', () => {
    const text = JSON.stringify(readSchema(file));
    for (const code of INEXPRESSIBLE_CODES) {
      expect(ERROR_CODES).toContain(code);
      expect(text).toContain(`${code} (checked by the service, not expressible in JSON Schema`);
    }
  });
});

describe('send-request.canonical.schema.json describes the canonical form only', () => {
  const validate = compileSchema('send-request.canonical.schema.json');
  const validateInput = compileSchema('send-request.schema.json');

  it('should accept nothing the input schema refuses: a canonical value is a valid input', () => {
    fc.assert(
      fc.property(sendRequest({ now: NOW }), (input) => {
        expect(validateInput(validateSendRequest(input, { now: NOW }).value)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('should accept a valid request as sent exactly when it is already canonical', () => {
    let written = 0;
    fc.assert(
      fc.property(sendRequest({ now: NOW }), (input) => {
        const { value } = validateSendRequest(input, { now: NOW });
        // Compared as JSON text reads back: the schema sees JSON, where -0 is 0.
        const canonical = isDeepStrictEqual(asJson(input), asJson(value));
        if (!canonical) written++;
        expect(validate(input)).toBe(canonical);
      }),
      { numRuns: 150 },
    );
    expect(written).toBeGreaterThan(0); // the law was checked on non-canonical requests too
  });
});
