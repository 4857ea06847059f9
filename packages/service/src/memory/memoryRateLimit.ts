import type { RateLimitDecision, RateLimitPort } from '../ports/rateLimit';

/** Options of {@link createMemoryRateLimitPort}. @public */
export interface MemoryRateLimitOptions {
  /** Sustained requests per second allowed to one principal. */
  readonly requestsPerSecond: number;
  /**
   * Requests one principal may make at once before being limited.
   * @defaultValue `requestsPerSecond`
   */
  readonly burst?: number;
  /**
   * The clock, in milliseconds.
   * @defaultValue `Date.now`
   */
  readonly now?: () => number;
}

const MAX_BUCKETS = 10_000;

/** A token bucket per principal, in this process: `burst` tokens, refilled at `requestsPerSecond`. @public */
export function createMemoryRateLimitPort(options: MemoryRateLimitOptions): RateLimitPort {
  const rate = options.requestsPerSecond;
  const burst = options.burst ?? rate;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async consume(subject): Promise<RateLimitDecision> {
      const time = now();
      const bucket = buckets.get(subject) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * rate);
      bucket.at = time;
      buckets.delete(subject);
      if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
      buckets.set(subject, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
    },
  };
}
