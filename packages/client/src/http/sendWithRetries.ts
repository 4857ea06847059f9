import { _retryAfterSeconds } from './retryAfter';
import { _retryDelaySeconds, type _RetryPolicy } from './retryPolicy';

/** What one call needs to be sent again: the same request each time, and how to wait. @internal */
export interface _Attempts {
  readonly policy: _RetryPolicy;
  /** Sends the request once (the same method, URL, headers, Idempotency-Key and body every time), aborted by `signal`. */
  readonly send: (signal: AbortSignal) => Promise<Response>;
  /** Whether an answer asks to be retried (429, 503, and for a send 409 IDEMPOTENCY_KEY_IN_PROGRESS). */
  readonly retryable: (response: Response) => Promise<boolean>;
  /** Waits `seconds`; rejects with the abort's reason when `signal` aborts first. */
  readonly sleep: (seconds: number, signal: AbortSignal | undefined) => Promise<void>;
  readonly random: () => number;
  /** The caller's signal: its abort ends the call, never retried. */
  readonly signal: AbortSignal | undefined;
  /** How long one attempt may take: past it the attempt is abandoned, as a network fault. */
  readonly timeoutMs: number;
}

/** The final answer of a call and how many attempts it took. @internal */
export interface _Answered {
  readonly response: Response;
  readonly attempts: number;
}

/** True for a fault of the network (fetch rejected, or the attempt timed out), not an abort the caller asked for. */
const isNetworkFault = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted !== true && (error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError'));

/**
 * Sends one call, again after a 429, a 503 (or what `retryable` says), a network fault or an
 * attempt past `timeoutMs`, at most `policy.maxAttempts` times, waiting what `Retry-After` asks
 * (else a backoff). Resolves to the last answer; rejects with the last fault when every attempt
 * failed so, and at once with the caller's abort.
 *
 * @internal
 */
export async function _sendWithRetries(attempts: _Attempts): Promise<_Answered> {
  const { policy } = attempts;
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | undefined;
    try {
      const timeout = AbortSignal.timeout(attempts.timeoutMs);
      response = await attempts.send(attempts.signal === undefined ? timeout : AbortSignal.any([attempts.signal, timeout]));
    } catch (error) {
      if (attempt >= policy.maxAttempts || !isNetworkFault(error, attempts.signal)) throw error;
    }
    if (response !== undefined && (attempt >= policy.maxAttempts || !(await attempts.retryable(response)))) return { response, attempts: attempt };
    const retryAfter = response === undefined ? undefined : _retryAfterSeconds(response.headers.get('retry-after'), Date.now());
    const delay = _retryDelaySeconds(policy, attempt, retryAfter, attempts.random);
    if (delay === undefined && response !== undefined) return { response, attempts: attempt };
    await response?.body?.cancel();
    await attempts.sleep(delay ?? 0, attempts.signal);
  }
}
