/** The body of a bulk capability check, `POST /v1.2/rcs/capabilities`. @public */
export interface CapabilitiesRequest {
  /** The Organization the check operates in (a UUID, any case). */
  organizationId: string;
  /** An RCS sender (agent) configured for the organization: the check answers as its agent sees the numbers. */
  from: string;
  /** The numbers to check, written as messages[].to may be: 1 to 500 of them. */
  msisdns: string[];
}

/** The body of a 200 single capability check, `GET /v1.2/rcs/capabilities/{msisdn}`. @public */
export interface CapabilityBody {
  /** The number, canonical: digits only, country calling code first. */
  msisdn: string;
  /** Whether the sender's agent can reach the number over RCS. */
  reachable: boolean;
  /** The RCS features the platform reports for the number (e.g. RICHCARD_STANDALONE, ACTION_DIAL); empty when not reachable. */
  features: string[];
}

/** One number of a bulk capability check. @public */
export interface CapabilityResult {
  /** The number, canonical: digits only, country calling code first. */
  msisdn: string;
  /** Whether the sender's agent can reach the number over RCS. */
  reachable: boolean;
}

/** The body of a 200 bulk capability check: one result per number of the request, in order. @public */
export interface CapabilitiesBody {
  /** One result per element of the request's `msisdns`. */
  results: CapabilityResult[];
}
