import { invalidSendRequest, message, sendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, runs } from './support';

/** Codes whose mutation may leave `messages` unreadable as a plain array are kept out of the bases. */
const MESSAGE_CODES = ERROR_CODES.filter((code): code is ErrorCode => !['REQUEST_NOT_OBJECT', 'MESSAGES_EMPTY', 'FIELD_UNREADABLE'].includes(code));

const isRequestWithMessages = (value: unknown): value is { messages: unknown[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { messages?: unknown }).messages) && (value as { messages: unknown[] }).messages.length > 0;

/** Requests whose messages are a non-empty array: valid ones, and ones with one rule broken somewhere. */
const base = fc
  .tuple(sendRequest({ now: NOW }), invalidSendRequest({ now: NOW, codes: MESSAGE_CODES }), fc.boolean())
  .map(([valid, invalid, useInvalid]) => (useInvalid && isRequestWithMessages(invalid.request) ? invalid.request : valid));

/** A message taken from a request with one rule broken at that message. */
const brokenMessage = fc.tuple(invalidSendRequest({ now: NOW, codes: MESSAGE_CODES }), message({ now: NOW })).map(([invalid, fallback]) => {
  const index = /^messages\[(\d+)\]/.exec(invalid.param)?.[1];
  return index !== undefined && isRequestWithMessages(invalid.request) ? invalid.request.messages[Number(index)] : fallback;
});

/** A message with a getter that throws. */
const unreadableMessage = message({ now: NOW }).map((valid) =>
  Object.defineProperty({ ...valid }, 'from', { get: () => { throw new Error('unreadable'); }, enumerable: true }),
);

const replacement = fc.oneof(message({ now: NOW }), brokenMessage, unreadableMessage, fc.anything(), fc.jsonValue());

describe('validateSendRequest: messages are independent', () => {
  it('changing message j never changes message i\'s result', () => {
    fc.assert(
      fc.property(base, fc.nat(), replacement, (request, pick, other) => {
        // Arrange
        const j = pick % request.messages.length;
        const changed = { ...request, messages: request.messages.map((current, index) => (index === j ? other : current)) };
        // Act
        const before = validateSendRequest(request, { now: NOW });
        const after = validateSendRequest(changed, { now: NOW });
        // Assert
        expect(after.messages).toHaveLength(before.messages.length);
        before.messages.forEach((result, i) => {
          if (i !== j) expect(after.messages[i]).toEqual(result);
        });
        expect(after.messages[j]?.index).toBe(j);
      }),
      { numRuns: runs(300) },
    );
  });
});
