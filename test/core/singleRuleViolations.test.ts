import { invalidSendRequest, invalidSendRequestFor, type InvalidSendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, runs } from './support';

/** The law: one rule broken gives exactly one issue, with its own code at its own param. */
function assertSingleIssue(invalid: InvalidSendRequest): void {
  // Act
  const result = validateSendRequest(invalid.request, { now: NOW });
  // Assert
  expect(result.issues.map(({ code, param }) => ({ code, param }))).toEqual([{ code: invalid.code, param: invalid.param }]);
  expect(result.ok).toBe(false);
  expect(result.value).toBeUndefined();
  const index = /^messages\[(\d+)\]/.exec(invalid.param)?.[1];
  for (const message of result.messages) {
    const own = index !== undefined && message.index === Number(index);
    expect(message.ok).toBe(!own);
    if (own) expect(message.issues.map(({ code, param }) => ({ code, param }))).toEqual([{ code: invalid.code, param: invalid.param }]);
  }
}

describe('validateSendRequest: single-rule violations', () => {
  it.each(ERROR_CODES)('should reject every single-rule violation at its own param with its own code (%s)', (code) => {
    fc.assert(fc.property(invalidSendRequestFor(code, { now: NOW }), assertSingleIssue), { numRuns: runs(50) });
  });

  it('should reject every single-rule violation at its own param with its own code (unicode)', () => {
    fc.assert(fc.property(invalidSendRequest({ unicode: true, now: NOW }), assertSingleIssue), { numRuns: runs(300) });
  });

  it('should reject every single-rule violation at its own param with its own code (atLimits and unicode)', () => {
    fc.assert(fc.property(invalidSendRequest({ atLimits: true, unicode: true, now: NOW }), assertSingleIssue), { numRuns: runs(40) });
  });
});
