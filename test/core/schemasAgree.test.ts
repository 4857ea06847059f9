import { invalidSendRequest, sendRequest } from '@rcs-send/arbitraries';
import { sendRequestSchema, toIssues, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anything, cyclicRequest, requestWithAnything } from './hostileInputs';
import { NOW, runs } from './support';

const schema = sendRequestSchema(NOW);

/** The (code, param) pairs of a list of issues, as a sorted list of strings. */
const pairs = (issues: readonly { code: string; param: string }[]): string[] =>
  issues.map(({ code, param }) => `${code}@${param}`).sort();

/**
 * The law: the fast validator and the valibot reference schemas agree on every input: the
 * verdict, the set of (code, param) pairs, and the canonical value with its key order.
 */
function assertSchemasAgree(input: unknown): void {
  // Act
  const fast = validateSendRequest(input, { now: NOW });
  const reference = v.safeParse(schema, input, { abortEarly: false });
  // Assert
  expect(fast.ok).toBe(reference.success);
  expect(pairs(fast.issues)).toEqual(reference.success ? [] : pairs(toIssues(reference.issues)));
  if (fast.ok && reference.success) expect(JSON.stringify(fast.value)).toBe(JSON.stringify(reference.output));
}

describe('the valibot schemas and the fast validator', () => {
  it('should agree on every generated valid request', () => {
    fc.assert(fc.property(sendRequest({ now: NOW, unicode: true }), assertSchemasAgree), { numRuns: runs(150) });
  });

  it('should agree on every single-rule violation', () => {
    fc.assert(fc.property(invalidSendRequest({ now: NOW }), ({ request }) => assertSchemasAgree(request)), { numRuns: runs(600) });
  });

  it('should agree on requests holding anything anywhere, and on cycles', () => {
    fc.assert(fc.property(fc.oneof(requestWithAnything, cyclicRequest), assertSchemasAgree), { numRuns: runs(400) });
  });

  it('should agree on anything at all', () => {
    fc.assert(fc.property(anything, assertSchemasAgree), { numRuns: runs(300) });
  });
});
