import { ERROR_CATALOGUE, PROFILE_ERROR_CATALOGUE, type ProfileErrorCode } from '../catalogue/catalogue';
import { _profileIssue } from '../catalogue/issue';
import { _fieldNames } from '../fields/fieldTable';
import type { Message } from '../types/request';
import type { Issue } from '../types/result';
import { _paramOf } from '../validate/context';

/** Where the message a {@link MessageRules} hook judges stands in the request. @public */
export interface MessageRuleContext {
  /** The message's index in `messages`. */
  readonly index: number;
  /** The message's param (`messages[3]`), which each returned `param` is relative to. */
  readonly param: string;
  /** The validation clock, in epoch milliseconds. */
  readonly nowMs: number;
}

/** An issue a {@link MessageRules} hook returns. @public */
export interface MessageRuleIssue {
  /** The hook's own code, UPPER_SNAKE_CASE, not a code of `ERROR_CATALOGUE` or `PROFILE_ERROR_CATALOGUE`. */
  readonly code: string;
  /** Path relative to the message, starting with one of its fields (`contentMessage.text`), or "" for the message itself. */
  readonly param: string;
  /** A human sentence describing the error. */
  readonly description: string;
}

/**
 * A deployment's own rules on one message, for what no profile can express: synchronous, run
 * only on a message valid under the API's and the profile's rules. Treat `message` as
 * read-only: it is the canonical value the result carries.
 *
 * @public
 */
export type MessageRules = (message: Message, context: MessageRuleContext) => readonly MessageRuleIssue[];

/** A code a hook may use: UPPER_SNAKE_CASE. */
const HOOK_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** The keys a relative param may start with: the message's own fields. */
const MESSAGE_FIELDS: readonly string[] = _fieldNames('message');

/** True iff `relative` is "" or a path that starts with a field of the message (`contentMessage.text`). */
function isRelativeParam(relative: string): boolean {
  if (relative === '') return true;
  let end = 0;
  while (end < relative.length && relative[end] !== '.' && relative[end] !== '[') end++;
  return MESSAGE_FIELDS.includes(relative.slice(0, end));
}

/** The issue `returned` stands for at message `param`, or undefined when it is not a valid hook issue. */
function hookIssue(returned: unknown, param: string): Issue<string> | undefined {
  if (typeof returned !== 'object' || returned === null) return undefined;
  const { code, param: relative, description } = returned as Record<string, unknown>;
  if (typeof code !== 'string' || !HOOK_CODE.test(code) || Object.hasOwn(ERROR_CATALOGUE, code) || Object.hasOwn(PROFILE_ERROR_CATALOGUE, code)) return undefined;
  if (typeof relative !== 'string' || !isRelativeParam(relative)) return undefined;
  if (typeof description !== 'string' || description.length === 0) return undefined;
  return { code, param: relative === '' ? param : `${param}.${relative}`, description };
}

/** The issues a hook's answer stands for: each read and checked, or one `PROFILE_RULE_RESULT_INVALID`. */
function hookIssues(answer: unknown, param: string): Issue<string>[] {
  if (!Array.isArray(answer)) return [_profileIssue('PROFILE_RULE_RESULT_INVALID', param)];
  const issues: Issue<string>[] = [];
  for (let i = 0; i < answer.length; i++) {
    const issue = hookIssue(answer[i], param);
    if (issue === undefined) return [_profileIssue('PROFILE_RULE_RESULT_INVALID', param, `Element ${i} is not a valid issue.`)];
    issues.push(issue);
  }
  return issues;
}

/**
 * Runs `rules` on a message valid under the API and the profile: its issues with absolute
 * params, one `PROFILE_RULE_FAILED` when it throws (or its answer cannot be read), or one
 * `PROFILE_RULE_RESULT_INVALID` when its answer is not a list of valid issues.
 *
 * @internal
 */
export function _runMessageRules(rules: MessageRules, message: Message, index: number, nowMs: number): Issue<string | ProfileErrorCode>[] {
  const param = _paramOf(index, []);
  try {
    return hookIssues(rules(message, { index, param, nowMs }), param);
  } catch {
    return [_profileIssue('PROFILE_RULE_FAILED', param)];
  }
}
