import { CAPABILITIES_PATH, EVENTS_PATH, MESSAGES_PATH, PREFLIGHT_PATH, SEND_PATH, type ServiceResponse } from '@rcs-send/service';
import { _EVENTS_PATH } from '../delivery/eventRoute';
import type { _Route } from '../metrics/serverMetrics';

/** One request's log line: what happened, never a key, a header value or message content. @public */
export interface RequestLogLine {
  /** When the response was written (RFC 3339, UTC). */
  readonly time: string;
  /** Always "request". */
  readonly event: 'request';
  /** The request method. */
  readonly method: string;
  /** The path of an operation of the API, its variable part as a template (`/v1.2/rcs/messages/{id}`, `/v1.2/rcs/capabilities/{msisdn}`: never an id or a number) and never its query (the feed's and the list's filters name numbers), or null for any other path (never logged: it may carry anything). */
  readonly path: string | null;
  /** The response status. */
  readonly status: number;
  /** The error code of an error response, else null. */
  readonly code: string | null;
  /** Milliseconds from the request to its response, to 0.01 ms. */
  readonly latencyMs: number;
  /** Messages answered in a success body. */
  readonly messages: number;
  /** Of those, accepted. */
  readonly accepted: number;
  /** Of those, rejected. */
  readonly rejected: number;
  /** True when the response is the replay of an earlier one (Idempotency-Key). */
  readonly replayed: boolean;
}

/**
 * The path a request's log line names for `route`: the operation's path, its variable part a
 * template (a message id or a phone number never reaches the log), or null off the API.
 *
 * @internal
 */
export function _loggedPath(route: _Route, path: string): string | null {
  switch (route) {
    case 'send':
      return SEND_PATH;
    case 'events':
      return _EVENTS_PATH;
    case 'status':
      return `${MESSAGES_PATH}/{id}`;
    case 'feed':
      return EVENTS_PATH;
    case 'list':
      return MESSAGES_PATH;
    case 'preflight':
      return PREFLIGHT_PATH;
    case 'capabilities':
      return path === CAPABILITIES_PATH ? CAPABILITIES_PATH : `${CAPABILITIES_PATH}/{msisdn}`;
    default:
      return null;
  }
}

/** The log line of one answered request, from its response and timing only. @internal */
export function _requestLogLine(method: string, path: string | null, response: ServiceResponse, startedAt: number): RequestLogLine {
  const { body } = response;
  // Only the send's answers and the error bodies carry `error`: a page of a read or a preflight's answer counts no message and no code.
  const answered = 'error' in body ? body : { error: null, messages: null };
  const outcomes = answered.messages ?? [];
  const accepted = outcomes.filter((outcome) => outcome.status === 'ACCEPTED').length;
  return {
    time: new Date().toISOString(),
    event: 'request',
    method: /^[A-Z]{1,16}$/.test(method) ? method : 'OTHER',
    path,
    status: response.status,
    code: answered.error === null ? null : answered.error.code,
    latencyMs: Math.round((performance.now() - startedAt) * 100) / 100,
    messages: outcomes.length,
    accepted,
    rejected: outcomes.length - accepted,
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

/** The safe description of an error for the log: its name and system code (e.g. ENOSPC), never its message. @internal */
export function _errorSummary(error: unknown): { name: string; code: string | null } {
  let name = 'unknown';
  let code: string | null = null;
  try {
    if (error instanceof Error) name = /^[A-Za-z]{1,64}$/.test(error.name) ? error.name : 'Error';
    const raw = (error as { code?: unknown } | null)?.code;
    if (typeof raw === 'string' && /^[A-Z0-9_]{1,32}$/.test(raw)) code = raw;
  } catch {
    // a hostile error object: keep the defaults
  }
  return { name, code };
}
