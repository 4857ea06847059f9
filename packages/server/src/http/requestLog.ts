import type { ServiceResponse } from '@rcs-send/service';

/** One request's log line: what happened, never a key, a header value or message content. @public */
export interface RequestLogLine {
  /** When the response was written (RFC 3339, UTC). */
  readonly time: string;
  /** Always "request". */
  readonly event: 'request';
  /** The request method. */
  readonly method: string;
  /** The send path or the platform's events path, or null for any other path (never logged: it may carry anything). */
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

/** The log line of one answered request, from its response and timing only. @internal */
export function _requestLogLine(method: string, path: string | null, response: ServiceResponse, startedAt: number): RequestLogLine {
  const { body } = response;
  const outcomes = body.messages ?? [];
  const accepted = outcomes.filter((outcome) => outcome.status === 'ACCEPTED').length;
  return {
    time: new Date().toISOString(),
    event: 'request',
    method: /^[A-Z]{1,16}$/.test(method) ? method : 'OTHER',
    path,
    status: response.status,
    code: body.error === null ? null : body.error.code,
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
