import { CompiledValidationProfile, type MessageRules } from '@rcs-send/core';

/**
 * Chooses, per request, the validation profile of an organization (`sender` undefined: the one
 * the request as a whole obeys, its `maxMessages`) or of one of its senders (undefined: the
 * sender follows its organization's). Undefined for the organization: no profile. A throw or a
 * rejection answers 500 (503 for `ServiceUnavailableError`), as a port's does.
 *
 * @public
 */
export type ValidationProfileChooser = (
  organizationId: string,
  sender: string | undefined,
) => CompiledValidationProfile | undefined | Promise<CompiledValidationProfile | undefined>;

/** A deployment's own rules, judged after the API's: one compiled profile for every request, or a chooser per organization and sender. @public */
export type ValidationProfileOption = CompiledValidationProfile | ValidationProfileChooser;

/** The options of a service, a preflight or a validation entry point that add a deployment's own rules to the API's. @public */
export interface ProfileOptions {
  /**
   * A compiled profile (`createValidationProfile` of `@rcs-send/core`) every request obeys, or a
   * {@link ValidationProfileChooser}: the request's organization's profile decides `maxMessages`,
   * each message valid under the API obeys its sender's (else its organization's); each issue
   * answered with its `PROFILE_...` code, as an API issue is.
   * @defaultValue no profile
   */
  readonly profile?: ValidationProfileOption | undefined;
  /**
   * A synchronous hook (`MessageRules` of `@rcs-send/core`) run on each message valid under the API and its profile.
   * @defaultValue no hook
   */
  readonly rules?: MessageRules | undefined;
}

/** True iff `value` may be given as `profile`: undefined, a compiled profile or a function. @internal */
export const _isProfileOption = (value: unknown): boolean => value === undefined || typeof value === 'function' || value instanceof CompiledValidationProfile;
