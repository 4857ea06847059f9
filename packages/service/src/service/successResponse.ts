import { SERVICE_ERRORS } from '../errors/catalogue';
import { _BASE_HEADERS } from '../response/errorResponse';
import type { MessageOutcome, ServiceResponse } from '../response/types';
import type { _Verdict } from './verdicts';

/** A message the submit port took. @internal */
export interface _Taken {
  readonly id: string;
}

/**
 * The success body: each message ACCEPTED with its id, or REJECTED with its error (its first
 * issue, or SUBMIT_FAILED when valid but not taken). 202 when every message was accepted,
 * 200 when some were rejected.
 *
 * @internal
 */
export function _successResponse(verdicts: readonly _Verdict[], taken: ReadonlyMap<number, _Taken>): ServiceResponse {
  const messages = verdicts.map((verdict): MessageOutcome => {
    const { index } = verdict;
    if (!verdict.ok) return { index, status: 'REJECTED', error: verdict.issue };
    const accepted = taken.get(index);
    if (accepted !== undefined) return { index, status: 'ACCEPTED', id: accepted.id };
    const description = SERVICE_ERRORS.SUBMIT_FAILED.description;
    return { index, status: 'REJECTED', error: { code: 'SUBMIT_FAILED', param: `messages[${index}]`, description } };
  });
  const everyAccepted = messages.every((message) => message.status === 'ACCEPTED');
  return { status: everyAccepted ? 202 : 200, headers: { ..._BASE_HEADERS }, body: { error: null, messages } };
}
