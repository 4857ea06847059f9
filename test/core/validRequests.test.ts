import { sendRequest, type SendRequestArbitraryOptions } from '@rcs-send/arbitraries';
import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, runs } from './support';

const variants: Array<[string, SendRequestArbitraryOptions, number]> = [
  ['default', {}, 150],
  ['unicode', { unicode: true }, 100],
  ['atLimits', { atLimits: true }, 15],
  ['atLimits and unicode', { atLimits: true, unicode: true }, 15],
];

describe('validateSendRequest: valid requests', () => {
  it.each(variants)('should accept every generated valid request (%s)', (_, options, numRuns) => {
    fc.assert(
      fc.property(sendRequest({ ...options, now: NOW }), (request) => {
        // Act
        const result = validateSendRequest(request, { now: NOW });
        // Assert
        expect(result.issues).toEqual([]);
        expect(result.ok).toBe(true);
        expect(result.messages.map((message) => message.ok)).toEqual(request.messages.map(() => true));
        expect(result.value).toBeDefined();
      }),
      { numRuns: runs(numRuns) },
    );
  });
});
