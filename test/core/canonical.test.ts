import { sendRequest, type SendRequestArbitraryOptions } from '@rcs-send/arbitraries';
import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, runs } from './support';

/** The canonical form the contract fixes, computed independently: to as digits, lower-case ids and types. */
function expectedCanonical(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((element) => expectedCanonical(element));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, expectedCanonical(child, name)]));
  if (typeof value !== 'string') return value;
  if (key === 'to') return value.replace(/[ .()-]/g, '').replace(/^(?:\+|00)/, '');
  if (key === 'organizationId' || key === 'mimeType') return value.toLowerCase();
  return value;
}

const variants: Array<[string, SendRequestArbitraryOptions, number]> = [
  ['default', {}, 150],
  ['unicode', { unicode: true }, 80],
  ['atLimits and unicode', { atLimits: true, unicode: true }, 10],
];

describe('validateSendRequest: canonical form', () => {
  it.each(variants)('canonicalisation should be idempotent and keep validity (%s)', (_, options, numRuns) => {
    fc.assert(
      fc.property(sendRequest({ ...options, now: NOW }), (request) => {
        // Act
        const first = validateSendRequest(request, { now: NOW });
        const second = validateSendRequest(first.value, { now: NOW });
        // Assert
        expect(first.ok).toBe(true);
        expect(second.issues).toEqual([]);
        expect(second.value).toEqual(first.value);
        expect(JSON.stringify(second.value)).toBe(JSON.stringify(first.value));
      }),
      { numRuns: runs(numRuns) },
    );
  });

  it('should canonicalise only to, organizationId and mimeType, keeping the documented key order', () => {
    fc.assert(
      fc.property(sendRequest({ now: NOW }), (request) => {
        const result = validateSendRequest(request, { now: NOW });
        expect(JSON.stringify(result.value)).toBe(JSON.stringify(expectedCanonical(request)));
      }),
      { numRuns: runs(150) },
    );
  });
});
