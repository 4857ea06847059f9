import type { Message } from '@rcs-send/core';
import { _isUnavailable, _retryAfterOf } from '../errors/unavailableError';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { BalancePort, BalanceReservation } from '../ports/balance';
import type { PortName } from '../ports/ports';
import type { SubmitPort, SubmittedMessage } from '../ports/submit';
import { _callPort } from './portCall';
import { _successResponse, type _Taken } from './successResponse';
import type { _Verdict } from './verdicts';

/** What steps 4 and 5 need besides the verdicts. @internal */
export interface _SubmissionContext {
  readonly balance: BalancePort;
  readonly submit: SubmitPort;
  readonly organizationId: string;
  readonly principalId: string;
  readonly acceptedAt: string;
  readonly generateId: () => string;
  readonly onError: (error: unknown, source: PortName | 'service') => void;
}

/** Submits one message; true when the port took it (a throw, even synchronous, is false and reported). */
async function submitOne(context: _SubmissionContext, message: SubmittedMessage): Promise<true | { error: unknown }> {
  try {
    await context.submit.submit(message);
    return true;
  } catch (error) {
    context.onError(error, 'submit');
    return { error };
  }
}

/**
 * Ends a reservation: commits the units of the messages taken, releases the others. A
 * failure here is reported but changes no answer: the messages taken stay accepted.
 */
async function settle(context: _SubmissionContext, reservation: BalanceReservation, taken: number, failed: number): Promise<void> {
  try {
    if (failed > 0) await context.balance.release(reservation, failed);
    if (taken > 0 && context.balance.commit !== undefined) await context.balance.commit(reservation, taken);
  } catch (error) {
    context.onError(error, 'balance');
  }
}

/**
 * Steps 4 and 5: reserves one unit of balance per valid message (402 when short), submits
 * every one of them, releases the units of those the port did not take, and answers with
 * the outcome of each message. A message is reported accepted only once the port took it.
 *
 * @internal
 */
export async function _reserveAndSubmit(context: _SubmissionContext, verdicts: readonly _Verdict[]): Promise<ServiceResponse> {
  const valid = verdicts.filter((verdict): verdict is _Verdict & { ok: true; message: Message } => verdict.ok);
  // Ids first: nothing that can throw comes between the reservation and the submissions.
  const submitted = valid.map(({ index, message }): SubmittedMessage => {
    const { organizationId, principalId, acceptedAt } = context;
    return { id: context.generateId(), organizationId, principalId, index, acceptedAt, message };
  });
  const reservation = await _callPort('balance', () => context.balance.reserve(context.organizationId, valid.length));
  if (reservation === undefined || (reservation as unknown) === null) return errorResponse('INSUFFICIENT_BALANCE');

  const results = await Promise.all(submitted.map((message) => submitOne(context, message)));
  const taken = new Map<number, _Taken>();
  const failures: unknown[] = [];
  results.forEach((result, i) => {
    const message = submitted[i] as SubmittedMessage;
    if (result === true) taken.set(message.index, { id: message.id });
    else failures.push(result.error);
  });

  await settle(context, reservation, taken.size, failures.length);
  if (taken.size === 0) {
    if (!failures.every(_isUnavailable)) return errorResponse('SUBMIT_FAILED');
    const retryAfter = _retryAfterOf(failures[0]);
    return errorResponse('SERVICE_UNAVAILABLE', '', retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
  }
  return _successResponse(verdicts, taken);
}
