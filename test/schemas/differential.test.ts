// The committed JSON Schema and the core agree: on valid requests both accept, and on
// requests that break one rule both reject, at the same place, except for the rules JSON
// Schema cannot express (INEXPRESSIBLE_CODES, the one list of them).
import { invalidSendRequestFor, sendRequest, type SendRequestArbitraryOptions } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { canonicalParts, compileSchema, NOW, readSchema, reportsAt } from './support';

const validate = compileSchema('send-request.schema.json');

/** The options of the valid arbitrary each law is checked under, with how many runs. */
const SHAPES: readonly [string, SendRequestArbitraryOptions, number][] = [
  ['small requests', {}, 150],
  ['requests with astral and multi-byte text', { unicode: true }, 60],
  ['requests at the limits', { atLimits: true }, 8],
];

/** Codes whose rule cannot be broken in JSON text at all (a getter that throws). */
const NOT_JSON: readonly ErrorCode[] = ['FIELD_UNREADABLE'];

describe('send-request.schema.json and the core on valid requests', () => {
  it.each(SHAPES)('should accept the canonical value the core returns, for %s', (_name, options, numRuns) => {
    fc.assert(
      fc.property(sendRequest({ ...options, now: NOW }), (input) => {
        const result = validateSendRequest(input, { now: NOW });
        expect(result.issues).toEqual([]);
        expect(validate(result.value), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns },
    );
  });

  it('should accept a request as sent exactly when it is already canonical (the schema describes the canonical form)', () => {
    fc.assert(
      fc.property(sendRequest({ now: NOW }), (input) => {
        const { value } = validateSendRequest(input, { now: NOW });
        // Compared as JSON text reads back: the schema sees JSON, where -0 is 0.
        const asJson = (data: unknown): unknown => JSON.parse(JSON.stringify(data));
        expect(validate(input)).toBe(isDeepStrictEqual(asJson(input), asJson(value)));
      }),
      { numRuns: 150 },
    );
  });
});

describe('send-request.schema.json and the core on requests that break one rule', () => {
  const codes = ERROR_CODES.filter((code) => !NOT_JSON.includes(code));

  it.each(codes.filter((code) => !INEXPRESSIBLE_CODES.includes(code)))('should both reject %s, at its param', (code) => {
    fc.assert(
      fc.property(invalidSendRequestFor(code, { now: NOW }), ({ request, param }) => {
        expect(validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code)).toEqual([code]);
        const canonical = canonicalParts(request);
        expect(validate(canonical)).toBe(false);
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
          const canonical = canonicalParts(request);
          if (validate(canonical)) return;
          expect(reportsAt(validate.errors, param), `no error at ${param}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('should list as inexpressible only codes of the catalogue, each named in a $comment of the schema', () => {
    const text = JSON.stringify(readSchema('send-request.schema.json'));
    for (const code of INEXPRESSIBLE_CODES) {
      expect(ERROR_CODES).toContain(code);
      expect(text).toContain(`${code} (checked by the service, not expressible in JSON Schema`);
    }
  });
});
