/** How a message is retried after a transient fault. @public */
export interface RetryOptions {
  /** The first backoff's ceiling, in milliseconds. @defaultValue 1000 */
  readonly initialMs?: number;
  /** The largest backoff, in milliseconds. @defaultValue 300000 (5 minutes) */
  readonly maxMs?: number;
  /** Attempts before a message without expiration ends FAILED. @defaultValue 20 */
  readonly maxAttempts?: number;
}

/** The retry defaults. @public */
export const RETRY_DEFAULTS = Object.freeze({ initialMs: 1000, maxMs: 300_000, maxAttempts: 20 } as const);

/**
 * Milliseconds to wait before attempt `attempt + 1` after `attempt` failed (1-based):
 * exponential backoff with full jitter (`random() * min(maxMs, initialMs * 2^(attempt-1))`),
 * never less than what the platform asked for (`afterMs`, from `Retry-After`).
 *
 * @internal
 */
export function _backoffMs(attempt: number, afterMs: number | undefined, options: RetryOptions, random: () => number): number {
  const initialMs = options.initialMs ?? RETRY_DEFAULTS.initialMs;
  const maxMs = options.maxMs ?? RETRY_DEFAULTS.maxMs;
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 52));
  return Math.max(Math.floor(random() * ceiling), afterMs ?? 0);
}
