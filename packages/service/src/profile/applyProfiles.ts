import { applyValidationProfile, CompiledValidationProfile, PROFILE_ERROR_CATALOGUE, type MessageResult, type ProfiledIssueCode } from '@rcs-send/core';
import type { ResponseIssue } from '../response/types';
import { _callPort } from '../service/portCall';
import type { ProfileOptions } from './profileOption';

/** The outcome of the profiles on a request: its root refused (the organization's `maxMessages`), or every message's verdict. @internal */
export type _Profiled =
  | { readonly ok: false; readonly issue: ResponseIssue }
  | { readonly ok: true; readonly results: readonly MessageResult<ProfiledIssueCode>[] };

/** The profile of `organizationId` (`sender` undefined) or of its sender, read through the option. */
function chosen(options: ProfileOptions, organizationId: string, sender: string | undefined): Promise<CompiledValidationProfile | undefined> {
  const { profile } = options;
  if (profile === undefined || profile instanceof CompiledValidationProfile) return Promise.resolve(profile);
  return _callPort('profiles', async () => profile(organizationId, sender));
}

/** The issue of a request over its organization's `maxMessages`, at `messages`, described as the core describes it. */
function tooManyMessages(count: number): ResponseIssue {
  return { code: 'PROFILE_TOO_MANY_MESSAGES', param: 'messages', description: `${PROFILE_ERROR_CATALOGUE.PROFILE_TOO_MANY_MESSAGES.description} Found ${count}.` };
}

/**
 * The API's verdicts `results` judged again by the profile and rules of `options`, for the send,
 * the preflight and the validation entry points alike: the organization's profile decides
 * `maxMessages` (an issue at `messages`, refusing the request), then each message valid under
 * the API whose sender `judged` accepts obeys its sender's profile, else its organization's, then
 * the rules (each distinct sender's profile is chosen once; the core's `applyValidationProfile`
 * judges each message without validating it again).
 *
 * @internal
 */
export async function _applyProfiles(options: ProfileOptions, organizationId: string, results: readonly MessageResult[], now: Date, judged: (from: string) => boolean): Promise<_Profiled> {
  const organization = await chosen(options, organizationId, undefined);
  const max = organization?.data.maxMessages;
  if (max !== undefined && results.length > max) return { ok: false, issue: tooManyMessages(results.length) };
  const bySender = new Map<string, CompiledValidationProfile | undefined>();
  const senders = new Set(results.flatMap((result) => (result.value !== undefined && judged(result.value.from) ? [result.value.from] : [])));
  await Promise.all([...senders].map(async (from) => bySender.set(from, (await chosen(options, organizationId, from)) ?? organization)));
  const { rules } = options;
  return {
    ok: true,
    results: results.map((result) => {
      if (result.value === undefined || !senders.has(result.value.from)) return result;
      const profile = bySender.get(result.value.from);
      if (profile === undefined && rules === undefined) return result;
      return applyValidationProfile(result, { now, ...(profile === undefined ? {} : { profile }), ...(rules === undefined ? {} : { rules }) });
    }),
  };
}
