import type { MessageResult } from '@rcs-send/core';
import { errorResponse, _issueResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { Principal } from '../ports/auth';
import type { PortName, SendPorts } from '../ports/ports';
import type { _IdempotencyTicket } from './idempotency';
import { _checkOrganization } from './organization';
import { _reserveAndSubmit } from './submission';
import type { BatchMode, MessagesAnswered } from './types';
import { _messageVerdicts, _validateBody, type _MessageJudging } from './verdicts';

/** The settled options of a service, as steps 2 to 5 read them. @internal */
export interface _AcceptSettings {
  readonly ports: SendPorts;
  /** The sender port, and the deployment's profile and rules, as step 3 reads them. */
  readonly judging: _MessageJudging;
  readonly batchMode: BatchMode;
  readonly now: () => Date;
  readonly generateId: () => string;
  readonly onError: (error: unknown, source: PortName | 'service') => void;
  readonly onAnswered: (answer: MessagesAnswered) => void;
}

/**
 * Steps 2 to 5 for an authenticated principal and a parsed body: the organization (403,
 * 404), the messages (400, or rejected one by one; a profile's codes as the API's), the balance (402), the submission (with
 * the request's claimed Idempotency-Key, which a batch submit keeps with the messages).
 *
 * @internal
 */
export async function _accept(settings: _AcceptSettings, principal: Principal, body: unknown, ticket?: _IdempotencyTicket): Promise<ServiceResponse> {
  const now = settings.now();
  const result = _validateBody(body, now);
  const { organizationId } = result.root;
  const firstRootIssue = result.root.issues[0];
  if (organizationId === undefined) {
    return firstRootIssue === undefined ? errorResponse('INTERNAL_ERROR') : _issueResponse(firstRootIssue);
  }

  const denied = await _checkOrganization(settings.ports.organizations, principal, organizationId);
  if (denied !== undefined) return denied;
  const response = firstRootIssue === undefined ? await acceptMessages(settings, principal, organizationId, result.messages, now, ticket) : _issueResponse(firstRootIssue);
  const accepted = response.body.messages?.filter((outcome) => outcome.status === 'ACCEPTED').length ?? 0;
  settings.onAnswered({ organizationId, accepted, rejected: result.messages.length - accepted });
  return response;
}

/** Steps 3 to 5 for a principal allowed in `organizationId`: the messages, the balance, the submission (with the request's `ticket`). */
async function acceptMessages(settings: _AcceptSettings, principal: Principal, organizationId: string, messages: readonly MessageResult[], now: Date, ticket: _IdempotencyTicket | undefined): Promise<ServiceResponse> {
  const judged = await _messageVerdicts(settings.judging, organizationId, messages, now);
  if (!judged.ok) return _issueResponse(judged.issue);
  const { verdicts } = judged;
  const rejected = verdicts.filter((verdict) => !verdict.ok);
  const first = rejected[0];
  if (first !== undefined && !first.ok && (settings.batchMode === 'all-or-nothing' || rejected.length === verdicts.length)) {
    return _issueResponse(first.issue);
  }

  const { ports, generateId, onError } = settings;
  const context = { balance: ports.balance, submit: ports.submit, principalId: principal.id, generateId, onError, ...(ticket === undefined ? {} : { ticket }) };
  return _reserveAndSubmit({ ...context, organizationId, acceptedAt: now.toISOString() }, verdicts);
}
