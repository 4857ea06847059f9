import { type Message, type MessageResult, type SendRequestResult, validateSendRequest } from '@rcs-send/core';
import { SERVICE_ERRORS } from '../errors/catalogue';
import type { ResponseIssue } from '../response/types';
import type { SenderPort } from '../ports/organizations';
import { _boundMessages } from './boundMessages';
import { _firstIssueOf } from './issues';
import { _callPort } from './portCall';

/** The verdict on one message after step 3: valid with its canonical value, or rejected with its first issue (the one answered) and all of them. @internal */
export type _Verdict =
  | { readonly index: number; readonly ok: true; readonly message: Message }
  | { readonly index: number; readonly ok: false; readonly issue: ResponseIssue; readonly issues: readonly ResponseIssue[] };

/** Steps 2 and 3 begin here, for the send and the preflight alike: the core's verdict on the root and on each message of `body` (its messages bounded), against the clock `now`. @internal */
export function _validateBody(body: unknown, now: Date): SendRequestResult {
  return validateSendRequest(_boundMessages(body), { now });
}

/** The units the send holds for `verdicts`: one per valid message, as the balance port counts them. @internal */
export const _unitsHeld = (verdicts: readonly _Verdict[]): number => verdicts.filter((verdict) => verdict.ok).length;

/**
 * Step 3: each message's verdict, in request order. A message the core accepts is then
 * rejected when its `from` is not a sender of the organization (each distinct sender is
 * asked once).
 *
 * @internal
 */
export async function _messageVerdicts(senders: SenderPort, organizationId: string, results: readonly MessageResult[]): Promise<_Verdict[]> {
  const froms = new Set<string>();
  for (const result of results) if (result.value !== undefined) froms.add(result.value.from);
  const configured = new Map<string, boolean>();
  await Promise.all(
    [...froms].map(async (from) => {
      configured.set(from, (await _callPort('senders', () => senders.isConfigured(organizationId, from))) === true);
    }),
  );
  return results.map((result): _Verdict => {
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
  });
}
