import { dateTimeToEpochMs, type Message } from '@rcs-send/core';
import { _isUnavailable, _retryAfterOf } from '../errors/unavailableError';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { BalancePort, BalanceReservation } from '../ports/balance';
import type { PortName } from '../ports/ports';
import type { SubmitPort, SubmittedMessage } from '../ports/submit';
import type { _IdempotencyTicket } from './idempotency';
import { _callPort } from './portCall';
import { _successResponse, type _Taken } from './successResponse';
import { _unitsHeld, type _Verdict } from './verdicts';

/**
 * The expiration of an accepted `message`, epoch milliseconds, or null: read once, by the core's
 * reader, here; below the service the expiry travels as this number. An accepted one is always
 * readable (0 would be long past).
 *
 * @internal
 */
export const _expiresAtOf = (message: Message): number | null => (message.expirationDateTime === undefined ? null : (dateTimeToEpochMs(message.expirationDateTime) ?? 0));

/** What steps 4 and 5 need besides the verdicts. @internal */
export interface _SubmissionContext {
  readonly balance: BalancePort;
  readonly submit: SubmitPort;
  readonly organizationId: string;
  readonly principalId: string;
  readonly acceptedAt: string;
  readonly generateId: () => string;
  readonly onError: (error: unknown, source: PortName | 'service') => void;
  /** The request's claimed Idempotency-Key, when it carried one: a batch submit keeps its response. */
  readonly ticket?: _IdempotencyTicket;
}

/** What the submit port did with the messages: those it took (by index), and its errors for the others. */
interface Submitted {
  readonly taken: Map<number, _Taken>;
  readonly failures: unknown[];
  /** The success response, when it was made already (for the Idempotency-Key kept with a batch). */
  readonly response?: ServiceResponse;
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

/** Submits the messages one by one, all at once. */
async function submitEach(context: _SubmissionContext, submitted: readonly SubmittedMessage[]): Promise<Submitted> {
  const results = await Promise.all(submitted.map((message) => submitOne(context, message)));
  const taken = new Map<number, _Taken>();
  const failures: unknown[] = [];
  results.forEach((result, i) => {
    const message = submitted[i] as SubmittedMessage;
    if (result === true) taken.set(message.index, { id: message.id });
    else failures.push(result.error);
  });
  return { taken, failures };
}

/**
 * Submits the messages as one batch, all or none, with the response the request gets when it
 * is taken, which the port keeps for the Idempotency-Key in the same step (the ticket then
 * needs no completion).
 */
async function submitBatch(
  context: _SubmissionContext,
  submitBatch: NonNullable<SubmitPort['submitBatch']>,
  submitted: readonly SubmittedMessage[],
  verdicts: readonly _Verdict[],
): Promise<Submitted> {
  const all = new Map(submitted.map((message): [number, _Taken] => [message.index, { id: message.id }]));
  const { ticket, organizationId } = context;
  const response = _successResponse(verdicts, all);
  const idempotency = ticket === undefined ? undefined : { scope: ticket.scope, key: ticket.key, response };
  try {
    await submitBatch.call(context.submit, idempotency === undefined ? { organizationId, messages: submitted } : { organizationId, messages: submitted, idempotency });
  } catch (error) {
    context.onError(error, 'submit');
    return { taken: new Map(), failures: submitted.map(() => error) };
  }
  if (ticket !== undefined) ticket.keptBySubmit = true;
  return { taken: all, failures: [], response };
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
 * every one of them (as one batch when the port takes batches), releases the units of those the port did not take, and answers with
 * the outcome of each message. A message is reported accepted only once the port took it.
 *
 * @internal
 */
export async function _reserveAndSubmit(context: _SubmissionContext, verdicts: readonly _Verdict[]): Promise<ServiceResponse> {
  const valid = verdicts.filter((verdict): verdict is _Verdict & { ok: true; message: Message } => verdict.ok);
  // Ids first: nothing that can throw comes between the reservation and the submissions.
  const submitted = valid.map(({ index, message }): SubmittedMessage => {
    const { organizationId, principalId, acceptedAt } = context;
    return { id: context.generateId(), organizationId, principalId, index, acceptedAt, expiresAt: _expiresAtOf(message), message };
  });
  const reservation = await _callPort('balance', () => context.balance.reserve(context.organizationId, _unitsHeld(verdicts)));
  if (reservation === undefined || (reservation as unknown) === null) return errorResponse('INSUFFICIENT_BALANCE');

  const batch = context.submit.submitBatch;
  const { taken, failures, response } = batch === undefined ? await submitEach(context, submitted) : await submitBatch(context, batch, submitted, verdicts);
  await settle(context, reservation, taken.size, failures.length);
  if (taken.size === 0) {
    if (!failures.every(_isUnavailable)) return errorResponse('SUBMIT_FAILED');
    const retryAfter = _retryAfterOf(failures[0]);
    return errorResponse('SERVICE_UNAVAILABLE', '', retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
  }
  return response ?? _successResponse(verdicts, taken);
}
