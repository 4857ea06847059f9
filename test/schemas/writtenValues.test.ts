// The input schema accepts exactly the writings of `to`, `organizationId` and `mimeType` that the
// core canonicalises, no more and no fewer: on values built to sit on both sides of each rule,
// ajv's verdict on a request carrying the value is the core's, the number's plan aside.
import { MIME_TYPES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema, NOW, readSchema } from './support';

const validate = compileSchema('send-request.schema.json');
const ORGANIZATION_ID = '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04';

/** A valid request but for the one value under test. */
function requestWith(value: { to?: string; organizationId?: string; mimeType?: string }): unknown {
  const contentInfo = { fileUrl: 'https://cdn.example.com/a.png', mimeType: value.mimeType ?? 'image/png' };
  const message = { to: value.to ?? '351912345678', from: 'acme', contentMessage: { contentInfo } };
  return { organizationId: value.organizationId ?? ORGANIZATION_ID, messages: [message] };
}

/**
 * Checks that ajv accepts the request exactly when the core reports nothing but `ignored`;
 * returns whether it was accepted, so that a law can count both sides.
 */
function sameVerdict(request: unknown, ignored: readonly ErrorCode[] = []): boolean {
  const codes = validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code);
  const accepted = codes.every((code) => ignored.includes(code));
  expect(validate(request), `core: ${JSON.stringify(codes)}, ajv: ${JSON.stringify(validate.errors)}`).toBe(accepted);
  return accepted;
}

/** Runs `law` on `values` and checks that both verdicts came up often enough to mean something. */
function onBothSides(values: fc.Arbitrary<string>, law: (value: string) => boolean, numRuns = 2000): void {
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      if (law(value)) accepted++;
    }),
    { numRuns },
  );
  expect(accepted).toBeGreaterThan(numRuns / 10);
  expect(accepted).toBeLessThan(numRuns - numRuns / 10);
}

/** `value` with one character inserted, replaced or removed at a random place. */
function mutated(values: fc.Arbitrary<string>, characters: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(values, fc.nat(), fc.constantFrom(...characters), fc.constantFrom(0, 1, 2)).map(([value, at, char, how]) => {
    const i = value.length === 0 ? 0 : at % value.length;
    if (how === 0) return value.slice(0, i) + char + value.slice(i);
    if (how === 1) return value.slice(0, i) + char + value.slice(i + 1);
    return value.slice(0, i) + value.slice(i + 1);
  });
}

/** The characters the core reads in a written number, with near misses: a tab, an NBSP, a slash, a letter, a full-width digit. */
const NUMBER_CHARACTERS = [...'0123456789', ...'0123456789', ' ', '-', '.', '(', ')', '+', '\t', '\u00a0', '/', 'x', '\uff11'];
/** A random mix of them. */
const anyWriting = fc.array(fc.constantFrom(...NUMBER_CHARACTERS), { maxLength: 26 }).map((units) => units.join(''));
/** A prefix the core reads or refuses, then digits (the first maybe 0), separators between them. */
const builtWriting = fc
  .tuple(
    fc.constantFrom('', '+', '00', '0 0', ' (00) ', '+ ', '0', '+0', '000', '+00'),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 5, maxLength: 17 }),
    fc.array(fc.constantFrom('', '', '', ' ', '-', '.', '(', ')', ' - '), { minLength: 18, maxLength: 18 }),
  )
  .map(([prefix, digits, separators]) => prefix + digits.map((digit, i) => `${separators[i] ?? ''}${digit}`).join('') + (separators[17] ?? ''));
/** Every writing the pattern itself accepts (fast-check reads the pattern: which proves only that the core agrees with it). */
const toPattern = (readSchema('send-request.schema.json')['$defs'] as Record<string, any>)['Message'].properties.to.pattern as string;
const patternWriting = fc.stringMatching(new RegExp(toPattern, 'u'));

describe('`to` in send-request.schema.json', () => {
  it('should accept exactly the writings the core reads as 8 to 15 digits, the first not 0', () => {
    // TO_INVALID_NUMBER is the plan of a country: data, not a pattern (INEXPRESSIBLE_CODES).
    const writings = fc.oneof(anyWriting, builtWriting, patternWriting, mutated(builtWriting, NUMBER_CHARACTERS));
    onBothSides(writings, (to) => sameVerdict(requestWith({ to }), ['TO_INVALID_NUMBER']));
  });

  it.each([
    ['+351 912 345 678', true],
    ['00 351 (912) 345-678', true],
    [' ( +351 ) 912.345.678 ', true],
    ['0 0351912345678', true],
    ['+00351912345678', false], // + and 00
    ['000351912345678', false], // 00 then 0
    ['351+912345678', false], // a + after a digit
    ['++351912345678', false],
    ['1234567', false], // 7 digits
    ['1234567890123456', false], // 16 digits
    ['+ - . ( )', false],
  ])('%j: accepted by the schema exactly when %s, as by the core', (to, expected) => {
    expect(sameVerdict(requestWith({ to }), ['TO_INVALID_NUMBER'])).toBe(expected);
  });
});

describe('`organizationId` in send-request.schema.json', () => {
  it('should accept a UUID in any case, and nothing else', () => {
    const anyCase = fc
      .tuple(fc.uuid(), fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }))
      .map(([uuid, upper]) => [...uuid].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));
    const ids = fc.oneof(anyCase, mutated(anyCase, ['g', 'G', '-', '0', 'F', '\u212a', ' ', 'é']));
    onBothSides(ids, (organizationId) => sameVerdict(requestWith({ organizationId })), 1000);
  });
});

describe('`mimeType` in send-request.schema.json', () => {
  it('should accept every supported type in any case, and nothing else', () => {
    // Characters toLowerCase() maps in surprising ways: the Kelvin sign, dotted and dotless i, long s, the Angstrom sign.
    const odd = ['\u212a', '\u0130', '\u0131', '\u017f', '\u212b', 'K', 'S'];
    const anyCase = fc
      .tuple(fc.constantFrom(...MIME_TYPES), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }))
      .map(([type, upper]) => [...type].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));
    const types = fc.oneof(anyCase, mutated(anyCase, [...odd, 'x', '/', '4', '+']));
    onBothSides(types, (mimeType) => sameVerdict(requestWith({ mimeType })), 1000);
  });
});
