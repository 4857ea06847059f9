import { _FIELD_TABLE } from '../fields/fieldTable';
import { LIMITS } from '../limits/limits';
import { _arrayLength, _isArray, _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import { _canonicalUuid } from '../rules/uuid/canonicalUuid';
import type { Message, SendRequest } from '../types/request';
import type { Issue, MessageResult, SendRequestResult, ValidMessageResult, ValidRootResult } from '../types/result';
import { _Context, type _Settings } from './context';
import { _readRequest } from './fieldReaders';
import { _arrayField, _stringField } from './fields';
import { _validateMessageAt } from './message';
import { _inspectedLength } from './readFields';

const REQUEST = _FIELD_TABLE.request;

/** Reads element `index` of `messages`, or {@link _UNREADABLE} when that throws. */
function readMessage(messages: readonly unknown[], index: number): unknown {
  try {
    return messages[index];
  } catch {
    return _UNREADABLE;
  }
}

/**
 * Validates a whole request body: the root's own fields, then every message on its own.
 * Never throws on any input it can read (the caller catches the rest).
 *
 * @internal
 */
export function _validateRequest(input: unknown, settings: _Settings): SendRequestResult {
  const root = new _Context(settings, -1);
  if (!_isRecord(input)) {
    root.report('REQUEST_NOT_OBJECT');
    return { ok: false, issues: root.issues, root: { issues: root.issues, organizationId: undefined }, messages: [] };
  }
  const [o, m] = _readRequest(root, input);
  // Its length read once: a proxy may answer each read differently.
  const length = _isArray(m) ? _arrayLength(m) : -1;
  // The root's own rule, at its path, before its fields (as every object's own rules).
  if (length >= 0 && length < LIMITS.messagesMin) root.report('MESSAGES_EMPTY');
  const written = _stringField(root, o, 'organizationId', REQUEST.organizationId);
  const organizationId = written === undefined || written.length === 0 ? undefined : _canonicalUuid(written);
  if (written !== undefined && written.length > 0 && organizationId === undefined) {
    root.reportField('ORGANIZATION_ID_INVALID', 'organizationId');
  }
  const count = _arrayField(root, m, 'messages', REQUEST.messages, length);
  const results: MessageResult[] = [];
  if (count >= 0) {
    const array = m as readonly unknown[];
    if (count > LIMITS.messagesMax) root.reportField('MESSAGES_TOO_MANY', 'messages');
    const inspected = _inspectedLength(root, count);
    for (let i = 0; i < inspected; i++) results.push(_validateMessageAt(readMessage(array, i), i, settings));
  }
  return _assemble(root.issues, results, organizationId);
}

/** Joins the root's issues and the messages' results into the request's result. @internal */
export function _assemble<Code extends string>(rootIssues: Issue<Code>[], results: MessageResult<Code>[], organizationId: string | undefined): SendRequestResult<Code> {
  let issues = rootIssues;
  for (const result of results) {
    if (result.issues.length === 0) continue;
    if (issues === rootIssues) issues = rootIssues.slice();
    for (const issue of result.issues) issues.push(issue);
  }
  const root = { issues: rootIssues, organizationId };
  if (issues.length > 0) return { ok: false, issues, root, messages: results };
  const valid = results as ValidMessageResult[];
  const messages: Message[] = valid.map((result) => result.value);
  const value: SendRequest = { organizationId: organizationId as string, messages };
  return { ok: true, issues: [], root: root as ValidRootResult, messages: valid, value };
}
