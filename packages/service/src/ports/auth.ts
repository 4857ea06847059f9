/** Who an API key belongs to. @public */
export interface Principal {
  /** A stable identifier of the key's owner (never the key itself): rate limits and idempotency keys are scoped by it. */
  readonly id: string;
}

/** Step 1 of the acceptance sequence: who is calling. @public */
export interface AuthPort {
  /** The principal of `apiKey`, or undefined when the key is unknown, revoked or expired. Compare secrets in constant time. */
  authenticate(apiKey: string): Promise<Principal | undefined>;
}
