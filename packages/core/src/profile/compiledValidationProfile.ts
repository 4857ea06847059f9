import type { ProfileErrorCode } from '../catalogue/catalogue';
import type { Message } from '../types/request';
import type { Issue } from '../types/result';
import { _checkProfileMessage } from './checkProfileMessage';
import type { _ProfileRules } from './profileRules';
import { _ProfileWalk } from './profileWalk';
import type { ValidationProfile } from './validationProfile';

/**
 * A validation profile checked and compiled once (its terms' automaton built), frozen: what
 * `validateSendRequest` takes as `profile`. Made by `createValidationProfile` only.
 *
 * @public
 */
export class CompiledValidationProfile {
  /** The profile's data as it was checked: a frozen copy. */
  readonly data: Readonly<ValidationProfile>;
  /** The compiled rules. */
  private readonly rules: _ProfileRules;

  /** @internal */
  constructor(data: ValidationProfile, rules: _ProfileRules) {
    this.data = Object.freeze(data);
    this.rules = rules;
    Object.freeze(this);
  }

  /** True iff a request with `count` messages has more than the profile allows. @internal */
  _exceedsMaxMessages(count: number): boolean {
    return this.rules.maxMessages !== undefined && count > this.rules.maxMessages;
  }

  /** The profile's issues on a message valid under the API's rules, or undefined for none. @internal */
  _messageIssues(message: Message, index: number, nowMs: number): Issue<ProfileErrorCode>[] | undefined {
    const walk = new _ProfileWalk(this.rules, nowMs, index);
    _checkProfileMessage(walk, message);
    return walk.issues;
  }
}
