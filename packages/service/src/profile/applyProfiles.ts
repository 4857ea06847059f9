import { applyValidationProfile, CompiledValidationProfile, PROFILE_ERROR_CATALOGUE, type MessageResult, type ProfiledIssueCode } from '@rcs-send/core';
import type { ResponseIssue } from '../response/types';
import { _callPort, _PortFailure } from '../service/portCall';
import type { ProfileOptions } from './profileOption';

/** The outcome of the profiles on a request: its root refused (the organization's `maxMessages`), or every message's verdict. @internal */
export type _Profiled =
  | { readonly ok: false; readonly issue: ResponseIssue }
  | { readonly ok: true; readonly results: readonly MessageResult<ProfiledIssueCode>[] };

/** A profile chosen: at once, or once a chooser's promise settles. */
type Chosen = CompiledValidationProfile | undefined | Promise<CompiledValidationProfile | undefined>;

/**
 * The profile of `organizationId` (`sender` undefined) or of its sender, read through the option:
 * as the chooser answers it, at once or as a promise (a chooser that throws or rejects is the
 * profiles port failing), so that a chooser that knows its answer costs the send no wait.
 */
function chosen(options: ProfileOptions, organizationId: string, sender: string | undefined): Chosen {
  const { profile } = options;
  if (profile === undefined || profile instanceof CompiledValidationProfile) return profile;
  let answer: Chosen;
  try {
    answer = profile(organizationId, sender);
  } catch (error) {
    throw new _PortFailure('profiles', error);
  }
  // Any thenable a chooser returns is settled as a promise of this realm: the callers test `instanceof Promise`.
  const thenable = typeof (answer as { then?: unknown } | undefined)?.then === 'function';
  return thenable ? _callPort('profiles', async () => answer) : answer;
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
  const organizationChoice = chosen(options, organizationId, undefined);
  const organization = organizationChoice instanceof Promise ? await organizationChoice : organizationChoice;
  const max = organization?.data.maxMessages;
  if (max !== undefined && results.length > max) return { ok: false, issue: tooManyMessages(results.length) };
  const bySender = new Map<string, CompiledValidationProfile | undefined>();
  const senders = new Set<string>();
  for (const result of results) if (result.value !== undefined && judged(result.value.from)) senders.add(result.value.from);
  const reading: Promise<unknown>[] = [];
  for (const from of senders) {
    const choice = chosen(options, organizationId, from);
    if (choice instanceof Promise) reading.push(choice.then((profile) => bySender.set(from, profile ?? organization)));
    else bySender.set(from, choice ?? organization);
  }
  if (reading.length > 0) await Promise.all(reading);
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
