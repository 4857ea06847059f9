import { type Message, type MessageResult, type ProfiledIssueCode, validateSendRequest } from '@rcs-send/core';
import { _applyProfiles } from '../profile/applyProfiles';
import { errorResponse, _issueResponse } from '../response/errorResponse';
import { _boundMessages } from '../service/boundMessages';
import { _firstIssueOf } from '../service/issues';
import type { MessageVerdict, ValidationOptions, ValidationVerdict, ValidMessage } from './types';

/** The verdict on one message: VALID with its canonical value, else REJECTED with its first issue. */
const verdictOf = (result: MessageResult<ProfiledIssueCode>): MessageVerdict =>
  result.ok
    ? { index: result.index, status: 'VALID', message: result.value }
    : { index: result.index, status: 'REJECTED', error: _firstIssueOf(result) };

/**
 * Validates and canonicalises a parsed body with the core, and decides as the service does:
 * a root issue answers 400 with it; then, with a profile or rules, as the service judges them
 * (every sender counts as configured); then the first invalid message answers 400 with its
 * first error, unless `perMessage` is set and at least one message is valid.
 *
 * @internal
 */
export async function _judgeSendRequest(body: unknown, options: ValidationOptions): Promise<ValidationVerdict> {
  const now = options.now?.() ?? new Date();
  const result = validateSendRequest(_boundMessages(body), { now });
  const rootIssue = result.root.issues[0];
  if (rootIssue !== undefined) return { ok: false, response: _issueResponse(rootIssue) };
  const { organizationId } = result.root;
  let results: readonly MessageResult<ProfiledIssueCode>[] = result.messages;
  if (organizationId !== undefined && (options.profile !== undefined || options.rules !== undefined)) {
    const profiled = await _applyProfiles(options, organizationId, result.messages, now, () => true);
    if (!profiled.ok) return { ok: false, response: _issueResponse(profiled.issue) };
    results = profiled.results;
  }
  const verdicts = results.map(verdictOf);
  const valid = verdicts.filter((verdict): verdict is ValidMessage => verdict.status === 'VALID');
  const firstRejected = verdicts.find((verdict) => verdict.status === 'REJECTED');
  if (firstRejected !== undefined && (options.perMessage !== true || valid.length === 0)) {
    return { ok: false, response: _issueResponse(firstRejected.error) };
  }
  if (organizationId === undefined || valid.length === 0) return { ok: false, response: errorResponse('INTERNAL_ERROR') };
  const messages: Message[] = valid.map((verdict) => verdict.message);
  return { ok: true, validation: { request: { organizationId, messages }, messages: verdicts, allValid: firstRejected === undefined } };
}
