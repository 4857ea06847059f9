import type { ErrorCode, ProfileErrorCode } from '../catalogue/catalogue';
import type { CompiledValidationProfile } from '../profile/compiledValidationProfile';
import type { MessageRules } from '../profile/messageRules';

/** Options of {@link validateSendRequest}. @public */
export interface ValidateOptions {
  /**
   * The clock that expirationDateTime is compared with: a `Date`, or epoch milliseconds
   * (`Date.now()`); an invalid one reads as the current time.
   * @defaultValue the current time
   */
  now?: Date | number;
  /**
   * A deployment's own rules on top of the API's, compiled by `createValidationProfile`; checked
   * on each message (and the root) that passed the API's rules, reported with profile codes.
   * @defaultValue no profile
   */
  profile?: CompiledValidationProfile;
  /**
   * A hook for rules no profile expresses, run on each message valid under the API and the profile.
   * @defaultValue no hook
   */
  rules?: MessageRules;
}

/**
 * A code a validation with a profile or message rules can report: the API's, the profile's, or
 * a message rules hook's own (UPPER_SNAKE_CASE).
 * @public
 */
export type ProfiledIssueCode = ErrorCode | ProfileErrorCode | (string & Record<never, never>);

/**
 * The codes a validation with `Options` reports: the API's alone when it has neither a
 * profile nor rules, else {@link ProfiledIssueCode}.
 * @public
 */
export type IssueCodeOf<Options> = Options extends { [Key in keyof Options]: Key extends 'profile' | 'rules' ? undefined : unknown } ? ErrorCode : ProfiledIssueCode;
