import { type Message, type MessageResult, type ProfiledIssueCode, type SendRequestResult, validateSendRequest } from '@rcs-send/core';
import { SERVICE_ERRORS } from '../errors/catalogue';
import { _applyProfiles } from '../profile/applyProfiles';
import type { ProfileOptions } from '../profile/profileOption';
import type { ResponseIssue } from '../response/types';
import type { SenderPort } from '../ports/organizations';
import { _boundMessages } from './boundMessages';
import { _firstIssueOf } from './issues';
import { _callPort } from './portCall';

/** The verdict on one message after step 3: valid with its canonical value, or rejected with its first issue (the one answered) and all of them. @internal */
export type _Verdict =
  | { readonly index: number; readonly ok: true; readonly message: Message }
  | { readonly index: number; readonly ok: false; readonly issue: ResponseIssue; readonly issues: readonly ResponseIssue[] };

/** Step 3's outcome: the request refused whole by its organization's profile (`maxMessages`), or each message's verdict. @internal */
export type _Verdicts = { readonly ok: false; readonly issue: ResponseIssue } | { readonly ok: true; readonly verdicts: _Verdict[] };

/** What step 3 judges the messages with: the sender port, and a deployment's profile and rules. @internal */
export interface _MessageJudging extends ProfileOptions {
  readonly senders: SenderPort;
}

/** Steps 2 and 3 begin here, for the send and the preflight alike: the core's verdict on the root and on each message of `body` (its messages bounded), against the clock `now`. @internal */
export function _validateBody(body: unknown, now: Date): SendRequestResult {
  return validateSendRequest(_boundMessages(body), { now });
}

/** The units the send holds for `verdicts`: one per valid message, as the balance port counts them. @internal */
export const _unitsHeld = (verdicts: readonly _Verdict[]): number => verdicts.filter((verdict) => verdict.ok).length;

/** The verdict of a message the core (and any profile) judged, its sender configured or not. */
function verdictOf(result: MessageResult<ProfiledIssueCode>, configured: ReadonlyMap<string, boolean>): _Verdict {
  const { index, value } = result;
  if (value === undefined) {
    const issue = _firstIssueOf(result);
    return { index, ok: false, issue, issues: result.issues.length === 0 ? [issue] : result.issues.map(({ code, param, description }) => ({ code, param, description })) };
  }
  if (configured.get(value.from) !== true) {
    const issue: ResponseIssue = { code: 'SENDER_NOT_CONFIGURED', param: `messages[${index}].from`, description: SERVICE_ERRORS.SENDER_NOT_CONFIGURED.description };
    return { index, ok: false, issue, issues: [issue] };
  }
  return { index, ok: true, message: value };
}

/**
 * Step 3, for the send and the preflight alike: each message's verdict, in request order. A
 * message the core accepts is then rejected when its `from` is not a sender of the organization
 * (each distinct sender is asked once); with a profile or rules, the request and each message
 * of a configured sender are then judged by them ({@link _applyProfiles}): the organization's
 * `maxMessages` refuses the request whole. Without either, nothing more is done.
 *
 * @internal
 */
export async function _messageVerdicts(judging: _MessageJudging, organizationId: string, results: readonly MessageResult[], now: Date): Promise<_Verdicts> {
  const froms = new Set<string>();
  for (const result of results) if (result.value !== undefined) froms.add(result.value.from);
  const configured = new Map<string, boolean>();
  await Promise.all(
    [...froms].map(async (from) => {
      configured.set(from, (await _callPort('senders', () => judging.senders.isConfigured(organizationId, from))) === true);
    }),
  );
  if (judging.profile === undefined && judging.rules === undefined) return { ok: true, verdicts: results.map((result) => verdictOf(result, configured)) };
  const profiled = await _applyProfiles(judging, organizationId, results, now, (from) => configured.get(from) === true);
  return profiled.ok ? { ok: true, verdicts: profiled.results.map((result) => verdictOf(result, configured)) } : profiled;
}
