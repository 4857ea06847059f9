/**
 * Where the capability check asks the RCS platform; the host implements it
 * (`@rcs-send/delivery`'s `createRbmCapabilityPort` is one). Throw a
 * {@link ServiceUnavailableError} when the platform is unavailable: the check answers 503 with
 * `Retry-After`; any other throw is a 500.
 *
 * @public
 */
export interface CapabilityPort {
  /** The RCS features of the phone `msisdn` (canonical digits) as the agent of sender `from` sees them, or undefined when the platform says it is not reachable over RCS. */
  features(from: string, msisdn: string): Promise<readonly string[] | undefined>;
  /** Which of `msisdns` (canonical digits, distinct) the agent of sender `from` can reach over RCS, in canonical digits. */
  reachable(from: string, msisdns: readonly string[]): Promise<readonly string[]>;
}
