// The pattern the schemas give every string the core checks for a lone surrogate refuses exactly
// the strings the core refuses with STRING_NOT_WELL_FORMED, whether a validator's regular
// expressions read code points (ECMA-262 with the `u` flag: Ajv, Python) or UTF-16 code units
// (without it).
import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, readSchema } from './support';

const message = (readSchema('send-request.schema.json')['$defs'] as Record<string, { properties: Record<string, { pattern?: string }> }>)['Message'];
const pattern = message?.properties['from']?.pattern ?? '';
/** Strings of UTF-16 code units, one in two a surrogate: lone ones, pairs and pairs the wrong way round. */
const units = fc.array(fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0, max: 0xffff })), { maxLength: 12 }).map((codes) => String.fromCharCode(...codes));

/** False when the core refuses `text` as the sender of a message with STRING_NOT_WELL_FORMED. */
function wellFormedToTheCore(text: string): boolean {
  const request = { organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '351912345678', from: text, contentMessage: { text: 'Hi' } }] };
  return !validateSendRequest(request, { now: NOW }).issues.some((issue) => issue.code === 'STRING_NOT_WELL_FORMED');
}

describe('the well-formed pattern of the request schemas', () => {
  it('should be the pattern of `from`, a string with no pattern of its own', () => {
    expect(pattern).toMatch(/uD800/);
  });

  it.each([
    ['code points (u flag)', 'u'],
    ['UTF-16 code units (no flag)', ''],
  ])('should accept a string exactly when it is well-formed, read by %s', (_, flags) => {
    const regex = new RegExp(pattern, flags);
    fc.assert(fc.property(units, (text) => regex.test(text) === wellFormedToTheCore(text)));
    for (const [text, wellFormed] of [['😀', true], ['a😀b', true], ['\ud83d', false], ['\ude00', false], ['\ude00\ud83d', false], ['ok\ud800', false]] as const) {
      expect([regex.test(text), wellFormedToTheCore(text)], JSON.stringify(text)).toEqual([wellFormed, wellFormed]);
    }
  });
});
