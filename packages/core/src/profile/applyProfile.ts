import { _profileIssue } from '../catalogue/issue';
import type { ProfiledIssueCode, ValidateOptions } from '../types/options';
import type { Issue, MessageResult, SendRequestResult, ValidMessageResult } from '../types/result';
import { _paramOf } from '../validate/context';
import { _assemble } from '../validate/request';
import { CompiledValidationProfile } from './compiledValidationProfile';
import { _runMessageRules } from './messageRules';

/** True iff the profile and rules of `options` are what they claim: a compiled profile, a function. */
function usableOptions(options: ValidateOptions): boolean {
  const { profile, rules } = options;
  return (profile === undefined || profile instanceof CompiledValidationProfile) && (rules === undefined || typeof rules === 'function');
}

/** The verdict on a message valid under the API's rules once the profile and then the rules have judged it. */
function profiledMessage(result: ValidMessageResult, options: ValidateOptions, nowMs: number): MessageResult<ProfiledIssueCode> {
  const { index, value } = result;
  const issues: Issue<ProfiledIssueCode>[] | undefined = options.profile?._messageIssues(value, index, nowMs);
  if (issues !== undefined) return { index, ok: false, issues };
  if (options.rules === undefined) return result;
  const ruled = _runMessageRules(options.rules, value, index, nowMs);
  return ruled.length === 0 ? result : { index, ok: false, issues: ruled };
}

/** The root's issues with the profile's root rule after the API's: a request over maxMessages, when the API accepted its messages array. */
function rootIssues(result: SendRequestResult, options: ValidateOptions): Issue<ProfiledIssueCode>[] {
  const issues: Issue<ProfiledIssueCode>[] = result.root.issues;
  const count = result.messages.length;
  const apiAccepted = issues.every((issue) => issue.param !== '' && issue.param !== 'messages');
  if (!apiAccepted || options.profile?._exceedsMaxMessages(count) !== true) return issues;
  return [...issues, _profileIssue('PROFILE_TOO_MANY_MESSAGES', 'messages', `Found ${count}.`)];
}

/**
 * A request's verdict under the API's rules, judged again by the profile and the rules of
 * `options`: each issue they add comes after the API's at its place (root, then each message).
 * Options that are not usable (a profile not compiled, rules not a function) add one root issue
 * and judge nothing.
 *
 * @internal
 */
export function _applyProfile(result: SendRequestResult, options: ValidateOptions, nowMs: number): SendRequestResult<ProfiledIssueCode> {
  const { organizationId } = result.root;
  if (!usableOptions(options)) return _assemble([...result.root.issues, _profileIssue('PROFILE_OPTIONS_INVALID', '')], result.messages, organizationId);
  const messages = result.messages.map((message): MessageResult<ProfiledIssueCode> => (message.ok ? profiledMessage(message, options, nowMs) : message));
  const root = rootIssues(result, options);
  // Nothing refused that the API accepted: the API's verdict stands, as it is.
  if (root === result.root.issues && messages.every((message, index) => message === result.messages[index])) return result;
  return _assemble(root, messages, organizationId);
}

/**
 * One message's verdict under the API's rules, judged again by the profile (but its
 * maxMessages) and the rules of `options`, as inside a request.
 *
 * @internal
 */
export function _applyProfileToMessage(result: MessageResult, options: ValidateOptions, nowMs: number): MessageResult<ProfiledIssueCode> {
  if (!usableOptions(options)) return { index: result.index, ok: false, issues: [...result.issues, _profileIssue('PROFILE_OPTIONS_INVALID', _paramOf(result.index, []))] };
  return result.ok ? profiledMessage(result, options, nowMs) : result;
}
