import type { DeliveryResult } from '../port/deliveryPort';

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

/** The `status` and first field violation of a Google error body, as one short sentence; the body's text is never copied whole. */
function reasonOf(status: number, body: unknown): string {
  const error = (body as { error?: { status?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const name = typeof error?.status === 'string' ? error.status : `HTTP_${status}`;
  const details = Array.isArray(error?.details) ? (error.details as { fieldViolations?: { field?: unknown; description?: unknown }[] }[]) : [];
  const violation = details.flatMap((detail) => (Array.isArray(detail?.fieldViolations) ? detail.fieldViolations : []))[0];
  const text = violation === undefined ? (typeof error?.message === 'string' ? error.message : undefined) : `${String(violation.field)}: ${String(violation.description)}`;
  return text === undefined ? name : `${name}: ${text.slice(0, 300)}`;
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
  if (status === 401 || status === 408 || status === 429 || status >= 500) {
    const afterMs = _retryAfterMs(answer.retryAfter, now);
    const reason = reasonOf(status, answer.body);
    return afterMs === undefined ? { outcome: 'retry', reason } : { outcome: 'retry', afterMs, reason };
  }
  return { outcome: 'failed', reason: reasonOf(status, answer.body) };
}
