// send-request.partial.schema.json, the OpenAPI request body, agrees with the service in its
// default `partial` batch mode: a body passes exactly when the core finds no root issue and at
// least one valid message (what the service answers 200 or 202), but for the rules JSON Schema
// cannot express; the strict input schema, what `all-or-nothing` accepts, passes only bodies with
// every message valid.
import { invalidSendRequestFor, message, sendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { asJson, compileSchema, NOW } from './support';

const validatePartial = compileSchema('send-request.partial.schema.json');
const validateStrict = compileSchema('send-request.schema.json');

/** Whether the service in `partial` mode takes the body (200 or 202): no root issue, one valid message at least. */
function acceptedInPartialMode(request: unknown): boolean {
  const result = validateSendRequest(request, { now: NOW });
  return result.root.issues.length === 0 && result.messages.some((verdict) => verdict.ok);
}

const EXPRESSIBLE = ERROR_CODES.filter((code: ErrorCode) => code !== 'FIELD_UNREADABLE' && !INEXPRESSIBLE_CODES.includes(code));
/** The codes a message can break (the others are the root's: the request is refused whatever its messages). */
const MESSAGE_CODES = EXPRESSIBLE.filter((code) => !['REQUEST_NOT_OBJECT', 'MESSAGES_EMPTY', 'MESSAGES_TOO_MANY', 'ORGANIZATION_ID_INVALID'].includes(code));

describe('send-request.partial.schema.json and the service in partial mode', () => {
  it('should accept every valid request', () => {
    fc.assert(
      fc.property(sendRequest({ now: NOW }), (input) => {
        expect(validatePartial(asJson(input)), JSON.stringify(validatePartial.errors)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it.each(EXPRESSIBLE)('should give %s the verdict of partial mode: refused at the root or with no valid message, taken otherwise', (code) => {
    fc.assert(
      fc.property(invalidSendRequestFor(code, { now: NOW }), ({ request }) => {
        const json = asJson(request);
        expect(validatePartial(json)).toBe(acceptedInPartialMode(json));
        expect(validateStrict(json)).toBe(false);
      }),
      { numRuns: 15 },
    );
  });

  it.each(MESSAGE_CODES)('should take a request whose message breaks %s beside a valid message (a 200 with it REJECTED), which all-or-nothing refuses', (code) => {
    fc.assert(
      fc.property(invalidSendRequestFor(code, { now: NOW }), message({ now: NOW }), ({ request }, valid) => {
        const json = asJson(request) as { messages?: unknown };
        fc.pre(Array.isArray(json.messages) && json.messages.length < 10 && validateSendRequest(json, { now: NOW }).root.issues.length === 0); // FIELD_REQUIRED and the like may be the root's
        const mixed = asJson({ ...json, messages: [...(json.messages as unknown[]), valid] });
        expect(acceptedInPartialMode(mixed)).toBe(true);
        expect(validatePartial(mixed), JSON.stringify(validatePartial.errors)).toBe(true);
        expect(validateStrict(mixed)).toBe(false);
      }),
      { numRuns: 10 },
    );
  });

  it('should refuse a request with no valid message at all, whatever its messages are, and one with none', () => {
    const organizationId = '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04';
    expect(validatePartial({ organizationId, messages: ['not a message', 7, null, {}] })).toBe(false);
    expect(validatePartial({ organizationId, messages: [] })).toBe(false);
    const valid = { to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' } };
    expect(validatePartial({ organizationId, messages: ['not a message', 7, null, valid] })).toBe(true);
    expect(validatePartial({ organizationId, messages: Array.from({ length: 10 }, () => valid) })).toBe(true);
    expect(validatePartial({ organizationId, messages: Array.from({ length: 11 }, () => valid) })).toBe(false);
    expect(validatePartial({ organizationId: `urn:uuid:${organizationId}`, messages: [valid] })).toBe(false);
  });
});
