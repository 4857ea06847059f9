/**
 * Thrown by a port to say that what it depends on is temporarily unavailable: the service
 * answers 503 (with `Retry-After` when `retryAfterSeconds` is given) instead of 500.
 *
 * @public
 */
export class ServiceUnavailableError extends Error {
  /** Marks the error as an unavailability, recognised also across copies of this package. */
  readonly unavailable = true;
  /** Seconds after which a retry may succeed, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  /** An unavailability, with an optional hint of when to retry. */
  constructor(message = 'service unavailable', retryAfterSeconds?: number) {
    super(message);
    this.name = 'ServiceUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** True when `error` says it is an unavailability (a {@link ServiceUnavailableError} or alike). @internal */
export function _isUnavailable(error: unknown): error is { retryAfterSeconds?: unknown } {
  try {
    if (error instanceof ServiceUnavailableError) return true;
    return typeof error === 'object' && error !== null && (error as { unavailable?: unknown }).unavailable === true;
  } catch {
    return false;
  }
}

/** The Retry-After seconds of an unavailability: a whole number from 1 to 3600, or undefined. @internal */
export function _retryAfterOf(error: unknown): number | undefined {
  try {
    const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.min(3600, Math.max(1, Math.ceil(seconds))) : undefined;
  } catch {
    return undefined;
  }
}
