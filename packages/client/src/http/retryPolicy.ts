/** How a call is retried on 429, 503 and network errors. @public */
export interface RetryOptions {
  /**
   * How many times one call is sent at most, the first included (1: never retried).
   * @defaultValue 3
   */
  readonly maxAttempts?: number;
  /**
   * The longest wait before a retry, in seconds. A `Retry-After` asking for more ends the
   * retries: the error is thrown (with `retryAfterSeconds`) rather than sent again too early.
   * @defaultValue 30
   */
  readonly maxDelaySeconds?: number;
}

/** The retry options, checked and with their defaults. @internal */
export interface _RetryPolicy {
  readonly maxAttempts: number;
  readonly maxDelaySeconds: number;
}

/** The most attempts a call may be given: more would hammer a service that says it is down. */
const MAX_ATTEMPTS_BOUND = 10;

/** `options` checked (a TypeError names what is wrong) and completed with the defaults. @internal */
export function _retryPolicy(options: RetryOptions = {}): _RetryPolicy {
  const { maxAttempts = 3, maxDelaySeconds = 30 } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS_BOUND) throw new TypeError(`retry.maxAttempts must be an integer from 1 to ${MAX_ATTEMPTS_BOUND}`);
  if (!Number.isFinite(maxDelaySeconds) || maxDelaySeconds < 0) throw new TypeError('retry.maxDelaySeconds must be a finite number of seconds, 0 or more');
  return { maxAttempts, maxDelaySeconds };
}

/**
 * The seconds to wait before attempt `attempt + 1`: what `Retry-After` asked (undefined when it
 * asks for more than the policy allows: do not retry), else an exponential backoff from 0.5 s
 * with equal jitter (`random()` in [0, 1)), capped at the policy's bound.
 *
 * @internal
 */
export function _retryDelaySeconds(policy: _RetryPolicy, attempt: number, retryAfterSeconds: number | undefined, random: () => number): number | undefined {
  if (retryAfterSeconds !== undefined) return retryAfterSeconds > policy.maxDelaySeconds ? undefined : retryAfterSeconds;
  const backoff = Math.min(policy.maxDelaySeconds, 0.5 * 2 ** (attempt - 1));
  return backoff / 2 + (random() * backoff) / 2;
}
