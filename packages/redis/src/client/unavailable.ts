import { ServiceUnavailableError } from '@rcs-send/service';

/**
 * A Redis command failed or Redis could not be reached: a {@link @rcs-send/service#ServiceUnavailableError},
 * so the service answers 503 with `Retry-After`, with the cause kept for the host's logs.
 *
 * @public
 */
export class RedisUnavailableError extends ServiceUnavailableError {
  /** The system or Redis error code of the cause when it has one (`ECONNREFUSED`, `NOSCRIPT`...), for logs. */
  readonly code: string | undefined;
  /** What the Redis client threw (never shown to a client). */
  override readonly cause: unknown;

  /** Wraps `cause`, a failure of the Redis call `operation`. */
  constructor(operation: string, cause: unknown, retryAfterSeconds?: number) {
    super(`redis unavailable during ${operation}`, retryAfterSeconds);
    this.name = 'RedisUnavailableError';
    this.cause = cause;
    this.code = _codeOf(cause);
  }
}

/** The code of a Redis or system error: its `code` property, else the first word of a Redis reply error. @internal */
export function _codeOf(error: unknown): string | undefined {
  try {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code)) return code;
    const name = (error as { name?: unknown } | null)?.name;
    const message = (error as { message?: unknown } | null)?.message;
    if (name === 'ReplyError' && typeof message === 'string') return /^([A-Z]{2,32})\b/.exec(message)?.[1];
    if (name === 'MaxRetriesPerRequestError') return 'MAX_RETRIES';
    if (typeof message === 'string' && /timed out/i.test(message)) return 'ETIMEDOUT';
  } catch {
    // a hostile error object: no code
  }
  return undefined;
}

/**
 * Runs a Redis call; whatever it throws (refused, closed, timed out, an error reply) becomes
 * a {@link RedisUnavailableError}: never a 500, never an answer that claims more than Redis confirmed.
 *
 * @internal
 */
export async function _guard<T>(operation: string, retryAfterSeconds: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new RedisUnavailableError(operation, error, retryAfterSeconds);
  }
}
