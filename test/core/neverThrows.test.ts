import { invalidSendRequest, message } from '@rcs-send/arbitraries';
import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anything, cyclicRequest, requestWithAnything } from './hostileInputs';
import { deepFreeze, NOW, runs, snapshot } from './support';

/** The law: validation returns a result for any input, and leaves the input exactly as it was. */
function assertNeverThrowsNorMutates(input: unknown): void {
  // Arrange
  const before = snapshot(input);
  // Act
  const result = validateSendRequest(input, { now: NOW });
  // Assert
  expect(snapshot(input)).toBe(before);
  expect(Array.isArray(result.issues)).toBe(true);
  expect(result.ok).toBe(result.issues.length === 0);
  for (const issue of result.issues) {
    expect(typeof issue.code).toBe('string');
    expect(typeof issue.param).toBe('string');
    expect(issue.description.length).toBeGreaterThan(0);
  }
  deepFreeze(input);
  const frozen = validateSendRequest(input, { now: NOW });
  expect(frozen.issues).toEqual(result.issues);
}

describe('validateSendRequest: never throws, never mutates', () => {
  it('should never throw and never mutate on fc.anything()', () => {
    fc.assert(fc.property(anything, assertNeverThrowsNorMutates), { numRuns: runs(400) });
  });

  it('should never throw and never mutate on fc.jsonValue()', () => {
    fc.assert(fc.property(fc.jsonValue(), assertNeverThrowsNorMutates), { numRuns: runs(400) });
  });

  it('should never throw and never mutate on requests holding anything anywhere', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          requestWithAnything,
          fc.record({ organizationId: anything, messages: fc.array(fc.oneof(anything, message({ now: NOW })), { maxLength: 12 }) }),
        ),
        assertNeverThrowsNorMutates,
      ),
      { numRuns: runs(300) },
    );
  });

  it('should never throw and never mutate on mutated requests (throwing getters and proxies included)', () => {
    fc.assert(fc.property(invalidSendRequest({ now: NOW }).map((invalid) => invalid.request), assertNeverThrowsNorMutates), { numRuns: runs(300) });
  });

  it('should never throw and never mutate on requests with cycles', () => {
    fc.assert(fc.property(cyclicRequest, assertNeverThrowsNorMutates), { numRuns: runs(50) });
  });
});
