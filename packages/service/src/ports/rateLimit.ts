/** The verdict of the rate limit on one request. @public */
export type RateLimitDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The request rate limit (429), applied per principal once the request is authenticated. @public */
export interface RateLimitPort {
  /** Counts one request of `subject` (a principal id) and says whether it may proceed. */
  consume(subject: string): Promise<RateLimitDecision>;
}
