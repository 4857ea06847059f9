import type * as v from 'valibot';
import { ERROR_CATALOGUE, type ErrorCode } from '../catalogue/catalogue';
import type { Issue } from '../types/result';

/** True iff `message` is a code of the catalogue. */
function isErrorCode(message: string): message is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, message);
}

/**
 * The contract's `param` of a valibot issue path: keys joined with `.`, array indexes as
 * `[n]`, the root as `""` (e.g. `messages[0].contentMessage.suggestions[2].reply.text`).
 *
 * @internal
 */
export function _toParam(path: readonly v.IssuePathItem[] | undefined): string {
  let param = '';
  for (const item of path ?? []) {
    const key = item.key;
    if (typeof key === 'number') param += `[${key}]`;
    else param += param === '' ? String(key) : `.${String(key)}`;
  }
  return param;
}

/**
 * Converts the issues of a `safeParse` of these schemas to the contract's issues: the
 * valibot `message` is the catalogue code, `param` comes from the issue's path and
 * `description` from the catalogue. Throws on a message that is not a catalogue code (a
 * schema composed with other messages): that is a programming error, not an input error.
 *
 * @public
 */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => {
    if (!isErrorCode(issue.message)) throw new TypeError(`Not a catalogue code: ${issue.message}`);
    return { code: issue.message, param: _toParam(issue.path), description: ERROR_CATALOGUE[issue.message].description };
  });
}
