import type { ServiceResponse } from '../response/types';

/**
 * The outcome of claiming an idempotency key: `claimed` (first use, go ahead), `replay`
 * (done before with the same body: here is its response), `in-progress` (a request with this
 * key is running) or `mismatch` (used before with another body).
 *
 * @public
 */
export type IdempotencyClaim =
  | { readonly state: 'claimed' }
  | { readonly state: 'replay'; readonly response: ServiceResponse }
  | { readonly state: 'in-progress' }
  | { readonly state: 'mismatch' };

/** Stores the responses of requests sent with an `Idempotency-Key`, scoped by principal. @public */
export interface IdempotencyPort {
  /** Claims `key` of `scope` for a request whose body has `fingerprint` (hex SHA-256); atomic. */
  claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim>;
  /** Records the response of a claimed key, to replay to retries. */
  complete(scope: string, key: string, response: ServiceResponse): Promise<void>;
  /** Forgets a claimed key whose request submitted nothing, so a retry runs afresh. */
  release(scope: string, key: string): Promise<void>;
}
