import type * as v from 'valibot';
import { ERROR_CATALOGUE, type ErrorCode } from '../catalogue/catalogue';
import { _issue, type ExpectedType } from '../catalogue/issue';
import type { Issue } from '../types/result';

/** The type each type check of these schemas expects, by the `expected` of its issue (`v.string`, `v.number`, `_ofType`). */
const EXPECTED_TYPES: Readonly<Record<string, ExpectedType>> = {
  string: 'a string',
  number: 'a finite number',
  'a finite number': 'a finite number',
  'an object': 'an object',
  'an array': 'an array',
};

/** The type a `FIELD_INVALID_TYPE` issue expected, or undefined for any other issue. */
function expectedOf(code: ErrorCode, issue: v.BaseIssue<unknown>): ExpectedType | undefined {
  if (code !== 'FIELD_INVALID_TYPE' || issue.expected === null) return undefined;
  return Object.prototype.hasOwnProperty.call(EXPECTED_TYPES, issue.expected) ? EXPECTED_TYPES[issue.expected] : undefined;
}

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
 * `description` is made as the core makes it (a type error says which type it expected). Throws on a message that is not a catalogue code (a
 * schema composed with other messages): that is a programming error, not an input error.
 *
 * @public
 */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => {
    if (!isErrorCode(issue.message)) throw new TypeError(`Not a catalogue code: ${issue.message}`);
    return _issue(issue.message, _toParam(issue.path), expectedOf(issue.message, issue));
  });
}
