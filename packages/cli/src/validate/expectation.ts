import { ERROR_CATALOGUE, PROFILE_ERROR_CATALOGUE, type ErrorCode, type Issue, type ProfiledIssueCode, type ProfileErrorCode, type SendRequestResult } from '@rcs-send/core';
import type { Expectation } from '../fuzz/fuzzCase';

/** `param` as printed: `(root)` for the empty path. */
const shown = (param: string): string => (param === '' ? '(root)' : param);

/** An issue as a mismatch report names it: `CODE at param`. */
const named = (issue: Pick<Issue<ProfiledIssueCode>, 'code' | 'param'>): string => `${issue.code} at ${shown(issue.param)}`;

/** The `expect` of a fuzz line when it has the shape `rcs-send fuzz` writes, else undefined. */
export function parseExpectation(value: unknown): Expectation | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { ok, code, param } = value as Record<string, unknown>;
  if (ok === true) return { ok: true };
  if (ok !== false || typeof param !== 'string' || typeof code !== 'string') return undefined;
  if (!Object.hasOwn(ERROR_CATALOGUE, code) && !Object.hasOwn(PROFILE_ERROR_CATALOGUE, code)) return undefined;
  return { ok: false, code: code as ErrorCode | ProfileErrorCode, param };
}

/** What the reference verdict says, in the words of a mismatch report. */
function actualOf(result: SendRequestResult<ProfiledIssueCode>): string {
  if (result.ok) return 'OK';
  return result.issues.map(named).join('; ');
}

/**
 * Compares the reference verdict on a fuzz line's request with the line's `expect` (undefined
 * for a line that is not a fuzz line, which is a mismatch: nothing is skipped silently): a valid
 * request must be accepted; an invalid one must get exactly one issue, of the expected code at
 * the expected param. Returns the mismatch as `expected ..., got ...`, or undefined when they agree.
 */
export function expectationMismatch(expect: unknown, result: SendRequestResult<ProfiledIssueCode>): string | undefined {
  if (expect === undefined) return `expected nothing to check (not a {"request", "expect"} line of rcs-send fuzz), got ${actualOf(result)}`;
  const expected = parseExpectation(expect);
  if (expected === undefined) return `expected nothing readable ("expect" is not {"ok": true} or {"ok": false, "code": CODE, "param": PARAM}), got ${actualOf(result)}`;
  if (expected.ok) return result.ok ? undefined : `expected OK, got ${actualOf(result)}`;
  const [only, ...more] = result.issues;
  const agrees = only !== undefined && more.length === 0 && only.code === expected.code && only.param === expected.param;
  return agrees ? undefined : `expected ${named(expected)}, got ${actualOf(result)}`;
}
