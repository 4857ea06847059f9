import { _retryAfterSeconds } from './retryAfter';
import { _retryDelaySeconds, type _RetryPolicy } from './retryPolicy';

/** What one call needs to be sent again: the same request each time, and how to wait. @internal */
export interface _Attempts {
  readonly policy: _RetryPolicy;
  /** Sends the request once (the same method, URL, headers, Idempotency-Key and body every time). */
  readonly send: () => Promise<Response>;
  /** Whether an answer asks to be retried (429, 503, and for a send 409 IDEMPOTENCY_KEY_IN_PROGRESS). */
  readonly retryable: (response: Response) => Promise<boolean>;
  readonly sleep: (seconds: number) => Promise<void>;
  readonly random: () => number;
  readonly signal: AbortSignal | undefined;
}

/** The final answer of a call and how many attempts it took. @internal */
export interface _Answered {
  readonly response: Response;
  readonly attempts: number;
}

/** True for a fault of the network (fetch rejected), not an abort the caller asked for. */
const isNetworkFault = (error: unknown, signal: AbortSignal | undefined): boolean => error instanceof TypeError && signal?.aborted !== true;

/**
 * Sends one call, again after a 429, a 503 (or what `retryable` says) or a network fault, at most
 * `policy.maxAttempts` times, waiting what `Retry-After` asks (else a backoff). Resolves to the
 * last answer; rejects with the last network fault when every attempt failed so.
 *
 * @internal
 */
export async function _sendWithRetries(attempts: _Attempts): Promise<_Answered> {
  const { policy } = attempts;
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await attempts.send();
    } catch (error) {
      if (attempt >= policy.maxAttempts || !isNetworkFault(error, attempts.signal)) throw error;
    }
    if (response !== undefined && (attempt >= policy.maxAttempts || !(await attempts.retryable(response)))) return { response, attempts: attempt };
    const retryAfter = response === undefined ? undefined : _retryAfterSeconds(response.headers.get('retry-after'), Date.now());
    const delay = _retryDelaySeconds(policy, attempt, retryAfter, attempts.random);
    if (delay === undefined && response !== undefined) return { response, attempts: attempt };
    await response?.body?.cancel();
    await attempts.sleep(delay ?? 0);
  }
}
