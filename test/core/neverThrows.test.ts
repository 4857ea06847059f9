import { invalidSendRequest, message, sendRequest } from '@rcs-send/arbitraries';
import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, NOW, runs, snapshot } from './support';

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

/** A valid request with one value, anywhere, replaced by anything (documented key or not). */
const requestWithAnything = fc.tuple(sendRequest({ now: NOW }), fc.nat(), fc.oneof(fc.constantFrom('to', 'from', 'text', 'richCard', 'messages', 'suggestions', 'cardContents', 'media', 'latitude'), fc.string()), anything).map(
  ([request, pick, key, value]) => {
    const objects: Array<Record<string, unknown>> = [];
    const collect = (current: unknown): void => {
      if (typeof current !== 'object' || current === null) return;
      if (!Array.isArray(current)) objects.push(current as Record<string, unknown>);
      for (const child of Object.values(current)) collect(child);
    };
    const copy = structuredClone(request) as unknown as Record<string, unknown>;
    collect(copy);
    const target = objects[pick % objects.length] ?? copy;
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  },
);

/** A valid request in which one object refers back to the root or to itself. */
const cyclicRequest = fc.tuple(sendRequest({ now: NOW }), fc.nat(), fc.boolean()).map(([request, pick, toRoot]) => {
  const copy = structuredClone(request) as unknown as Record<string, unknown>;
  const messages = copy['messages'] as Array<Record<string, unknown>>;
  const target = messages[pick % messages.length]!;
  const content = target['contentMessage'] as Record<string, unknown>;
  content['loop'] = toRoot ? copy : content;
  return copy;
});

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
