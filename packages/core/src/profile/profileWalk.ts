import type { ProfileErrorCode } from '../catalogue/catalogue';
import { _profileIssue } from '../catalogue/issue';
import type { Issue } from '../types/result';
import { _paramOf } from '../validate/context';
import { _urlHost } from './hostAllowList';
import type { _ProfileRules } from './profileRules';

/**
 * The state of one profile check of one valid message: the rules, the clock, where the walk
 * is, and the issues found (no array until the first one).
 *
 * @internal
 */
export class _ProfileWalk {
  /** Issues found so far, in document order; undefined while there is none. */
  issues: Issue<ProfileErrorCode>[] | undefined;
  /** Keys and indexes from the message to the object being walked. */
  private readonly segments: (string | number)[] = [];

  /**
   * @param rules - the compiled profile
   * @param nowMs - the validation clock, in epoch milliseconds
   * @param message - the index of the message in `messages`
   */
  constructor(
    readonly rules: _ProfileRules,
    readonly nowMs: number,
    private readonly message: number,
  ) {}

  /** Steps into the field `key` or the element `index` of the object being walked. */
  enter(segment: string | number): void {
    this.segments.push(segment);
  }

  /** Steps back out of the last {@link _ProfileWalk.enter}. */
  leave(): void {
    this.segments.pop();
  }

  /** Records an issue at the field `key` of the object being walked, with what was found. */
  reportField(code: ProfileErrorCode, key: string, detail?: string): void {
    (this.issues ??= []).push(_profileIssue(code, _paramOf(this.message, this.segments, key), detail));
  }

  /** Reports `key` when its text holds a refused term. */
  checkText(key: string, text: string | undefined): void {
    if (text === undefined || this.rules.terms === undefined) return;
    const term = this.rules.terms.firstTerm(text);
    if (term !== undefined) this.reportField('PROFILE_TERM_NOT_ALLOWED', key, `Found: "${term}".`);
  }

  /** Reports `key` when the host of its URL is not allowed. */
  checkUrl(key: string, url: string | undefined): void {
    if (url === undefined || this.rules.hosts === undefined) return;
    const host = _urlHost(url);
    if (!this.rules.hosts.allows(host)) this.reportField('PROFILE_HOST_NOT_ALLOWED', key, `Host: ${host}.`);
  }
}
