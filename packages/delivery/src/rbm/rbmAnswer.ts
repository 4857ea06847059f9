import type { DeliveryResult, RevokeResult } from '../port/deliveryPort';

/** The parts of a platform answer the mapping reads. @internal */
export interface _RbmAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: unknown;
}

/** Milliseconds of a `Retry-After` header (seconds or an HTTP date), or undefined when absent or unreadable. @internal */
export function _retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = /^[A-Za-z]{3}, /.test(header.trim()) ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The `status` and first field violation of a Google error body, as one short sentence; the body's text is never copied whole. @internal */
export function _reasonOf(status: number, body: unknown): string {
  const error = (body as { error?: { status?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const name = typeof error?.status === 'string' ? error.status : `HTTP_${status}`;
  const details = Array.isArray(error?.details) ? (error.details as { fieldViolations?: { field?: unknown; description?: unknown }[] }[]) : [];
  const violation = details.flatMap((detail) => (Array.isArray(detail?.fieldViolations) ? detail.fieldViolations : []))[0];
  const text = violation === undefined ? (typeof error?.message === 'string' ? error.message : undefined) : `${String(violation.field)}: ${String(violation.description)}`;
  return text === undefined ? name : `${name}: ${text.slice(0, 300)}`;
}

/** The retry a transient answer calls for (401, 408, 429, 5xx), honouring `Retry-After`; undefined for any other answer. @internal */
export function _retryOf(answer: _RbmAnswer, now: number): Extract<DeliveryResult, { outcome: 'retry' }> | undefined {
  const { status } = answer;
  if (status !== 401 && status !== 408 && status !== 429 && status < 500) return undefined;
  const afterMs = _retryAfterMs(answer.retryAfter, now);
  const reason = _reasonOf(status, answer.body);
  return afterMs === undefined ? { outcome: 'retry', reason } : { outcome: 'retry', afterMs, reason };
}

/**
 * What an RBM answer means for the message: 2xx sent; 409 sent too (the messageId was used
 * before: the platform has the message); 404 failed (not reachable via RCS); 400, 403 and other
 * 4xx failed with the platform's reason; 401, 408, 429 and 5xx retry, honouring `Retry-After`.
 *
 * @internal
 */
export function _deliveryResultOf(answer: _RbmAnswer, now: number): DeliveryResult {
  const { status } = answer;
  if ((status >= 200 && status < 300) || status === 409) return { outcome: 'sent' };
  if (status === 404) return { outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS' };
  return _retryOf(answer, now) ?? { outcome: 'failed', reason: _reasonOf(status, answer.body) };
}

/**
 * What an answer to `agentMessages.delete` means: 2xx revoked (RBM answers so whether or not
 * the message was still undelivered); 404 failed (the guides: already delivered); 401, 408, 429
 * and 5xx retry; any other failed with the platform's reason.
 *
 * @internal
 */
export function _revokeResultOf(answer: _RbmAnswer, now: number): RevokeResult {
  const { status } = answer;
  if (status >= 200 && status < 300) return { outcome: 'revoked' };
  if (status === 404) return { outcome: 'failed', reason: 'NOT_FOUND: already delivered, or unknown to the platform' };
  return _retryOf(answer, now) ?? { outcome: 'failed', reason: _reasonOf(status, answer.body) };
}
