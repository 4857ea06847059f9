import type { ProfileErrorCode } from '../catalogue/catalogue';
import type { Message } from '../types/request';
import type { Issue } from '../types/result';
import { _checkProfileMessage } from './checkProfileMessage';
import { _compileProfileRules, type _ProfileRules } from './profileRules';
import { _ProfileWalk } from './profileWalk';
import type { ValidationProfile } from './validationProfile';

/**
 * The mark of a compiled profile, the same in every copy of this package a program loads (its ES
 * module and CommonJS builds, two installs): `instanceof` answers by it, so a profile compiled by
 * one copy is a profile to another. Its suffix names the internal protocol the copies share.
 */
const COMPILED_PROFILE: unique symbol = Symbol.for('@rcs-send/core.CompiledValidationProfile@1');

/**
 * A validation profile checked and compiled once (its terms' automaton built), frozen: what
 * `validateSendRequest` takes as `profile`. Made by `createValidationProfile` only, from data it checked.
 *
 * @public
 */
export class CompiledValidationProfile {
  /** The profile's data as it was checked: a deeply frozen copy. */
  readonly data: Readonly<ValidationProfile>;
  /** The compiled rules. */
  private readonly rules: _ProfileRules;
  /** The mark `instanceof` reads. @internal */
  readonly [COMPILED_PROFILE] = true;

  /** True iff `value` is a profile compiled by this package, whichever copy of it compiled it. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [COMPILED_PROFILE]?: unknown })[COMPILED_PROFILE] === true;
  }

  /** @internal */
  constructor(data: ValidationProfile) {
    // The data is the checker's own copy: its lists are frozen with it.
    for (const value of Object.values(data)) if (Array.isArray(value)) Object.freeze(value);
    this.data = Object.freeze(data);
    this.rules = _compileProfileRules(data);
    Object.freeze(this);
  }

  /** True iff a request with `count` messages has more than the profile allows. @internal */
  _exceedsMaxMessages(count: number): boolean {
    return this.rules.maxMessages !== undefined && count > this.rules.maxMessages;
  }

  /** The profile's issues on a message valid under the API's rules, or undefined for none. @internal */
  _messageIssues(message: Message, index: number, nowMs: number): Issue<ProfileErrorCode>[] | undefined {
    if (!this.rules.readsMessages) return undefined;
    const walk = new _ProfileWalk(this.rules, nowMs, index);
    _checkProfileMessage(walk, message);
    return walk.issues;
  }
}
