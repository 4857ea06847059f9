import { _issue } from '../catalogue/issue';
import type { ProfiledIssueCode, ValidateOptions } from '../types/options';
import type { MessageResult } from '../types/result';
import { _paramOf } from '../validate/context';
import { _nowMs } from '../validate/validateSendRequest';
import { _applyProfileToMessage } from './applyProfile';

/**
 * Judges a message the API's rules already judged (a result of `validateSendRequest` or
 * `validateMessage` given no profile) by the `profile` (but its maxMessages) and the `rules` of
 * `options`, without validating it again: a host that picks a profile per sender after reading
 * the request pays for the profile only. A message refused by the API stays as it is. Never
 * throws.
 *
 * @param result - one message's verdict under the API's rules, as the core returned it
 * @param options - the clock, the profile and the rules
 * @returns the same verdict when the profile and the rules accept the message, else its profile and rule issues
 * @public
 */
export function applyValidationProfile(result: MessageResult, options: ValidateOptions): MessageResult<ProfiledIssueCode> {
  try {
    return _applyProfileToMessage(result, options, _nowMs(options));
  } catch {
    return { index: result.index, ok: false, issues: [_issue('FIELD_UNREADABLE', _paramOf(result.index, []))] };
  }
}
