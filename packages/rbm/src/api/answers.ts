/** The parts of an answer of RBM's API the mapping reads. @public */
export interface RbmAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The `Retry-After` header, or null. */
  readonly retryAfter: string | null;
  /** The body, parsed as JSON (undefined when it was none). */
  readonly body: unknown;
}

/**
 * What became of one send: `sent` (the platform took it, or had it already: a reused
 * messageId), `retry` (a transient fault: try again, not before `afterMs` when the platform
 * said so) or `failed` (permanent: `reason` says why; never retried).
 *
 * @public
 */
export type RbmSendResult =
  | { /** Taken by the platform. */ readonly outcome: 'sent' }
  | { /** Transient fault. */ readonly outcome: 'retry'; /** Milliseconds the platform asked to wait (`Retry-After`). */ readonly afterMs?: number; /** What went wrong, for logs. */ readonly reason: string }
  | {
      /** Permanent fault. */ readonly outcome: 'failed';
      /** Why, e.g. `NOT_FOUND: the recipient is not reachable via RCS`. */ readonly reason: string;
      /** True when the platform answered that the recipient cannot receive RCS (its 404): what an SMS fallback reads, never the reason's words. */ readonly notRcsCapable?: true;
    };

/**
 * What became of a withdrawal: `revoked` (the platform took it; RBM answers so whether or not
 * the message was still undelivered, so a DELIVERED may follow), `retry` (a transient fault) or
 * `failed` (refused, e.g. already delivered).
 *
 * @public
 */
export type RbmRevokeResult =
  | { /** Taken by the platform. */ readonly outcome: 'revoked' }
  | { /** Transient fault. */ readonly outcome: 'retry'; /** Milliseconds the platform asked to wait (`Retry-After`). */ readonly afterMs?: number; /** What went wrong, for logs. */ readonly reason: string }
  | { /** Refused. */ readonly outcome: 'failed'; /** Why, e.g. `NOT_FOUND: already delivered, or unknown to the platform`. */ readonly reason: string };

/**
 * Milliseconds of a `Retry-After` header (seconds, or an HTTP date: the one date form the core
 * does not read), or undefined when absent or unreadable.
 *
 * @public
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = /^[A-Za-z]{3}, /.test(header.trim()) ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The `status` and first field violation of a Google error body, as one short sentence; the body's text is never copied whole. @public */
export function rbmErrorReason(status: number, body: unknown): string {
  const error = (body as { error?: { status?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const name = typeof error?.status === 'string' ? error.status : `HTTP_${status}`;
  const details = Array.isArray(error?.details) ? (error.details as { fieldViolations?: { field?: unknown; description?: unknown }[] }[]) : [];
  const violation = details.flatMap((detail) => (Array.isArray(detail?.fieldViolations) ? detail.fieldViolations : []))[0];
  const text = violation === undefined ? (typeof error?.message === 'string' ? error.message : undefined) : `${String(violation.field)}: ${String(violation.description)}`;
  return text === undefined ? name : `${name}: ${text.slice(0, 300)}`;
}

/** The retry a transient answer calls for (401, 408, 429, 5xx), honouring `Retry-After`; undefined for any other answer. @public */
export function rbmRetryOf(answer: RbmAnswer, now: number): Extract<RbmSendResult, { outcome: 'retry' }> | undefined {
  const { status } = answer;
  if (status !== 401 && status !== 408 && status !== 429 && status < 500) return undefined;
  const afterMs = retryAfterMs(answer.retryAfter, now);
  const reason = rbmErrorReason(status, answer.body);
  return afterMs === undefined ? { outcome: 'retry', reason } : { outcome: 'retry', afterMs, reason };
}

/**
 * What an RBM answer means for the message: 2xx sent; 409 sent too (the messageId was used
 * before: the platform has the message); 404 failed (not reachable via RCS, `notRcsCapable`); 400, 403 and other
 * 4xx failed with the platform's reason; 401, 408, 429 and 5xx retry, honouring `Retry-After`.
 *
 * @public
 */
export function rbmSendResultOf(answer: RbmAnswer, now: number): RbmSendResult {
  const { status } = answer;
  if ((status >= 200 && status < 300) || status === 409) return { outcome: 'sent' };
  if (status === 404) return { outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true };
  return rbmRetryOf(answer, now) ?? { outcome: 'failed', reason: rbmErrorReason(status, answer.body) };
}

/**
 * What an answer to `agentMessages.delete` means: 2xx revoked (RBM answers so whether or not
 * the message was still undelivered); 404 failed (the guides: already delivered); 401, 408, 429
 * and 5xx retry; any other failed with the platform's reason.
 *
 * @public
 */
export function rbmRevokeResultOf(answer: RbmAnswer, now: number): RbmRevokeResult {
  const { status } = answer;
  if (status >= 200 && status < 300) return { outcome: 'revoked' };
  if (status === 404) return { outcome: 'failed', reason: 'NOT_FOUND: already delivered, or unknown to the platform' };
  return rbmRetryOf(answer, now) ?? { outcome: 'failed', reason: rbmErrorReason(status, answer.body) };
}
