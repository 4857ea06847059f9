import type { AuthPort } from '../ports/auth';
import type { CapabilityPort } from '../ports/capabilities';
import type { OrganizationPort, SenderPort } from '../ports/organizations';
import type { PortName } from '../ports/ports';
import type { RateLimitPort } from '../ports/rateLimit';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { CapabilitiesBody, CapabilityBody } from './capabilityBodies';

/** The ports a capability check goes through: the send's own, and the platform. @public */
export interface CapabilityCheckPorts {
  /** Authenticates API keys, as for sending. */
  readonly auth: AuthPort;
  /** The organization and its RCS channel, as for sending. */
  readonly organizations: OrganizationPort;
  /** Senders configured per organization, as for sending. */
  readonly senders: SenderPort;
  /** The RCS platform's answer. */
  readonly capabilities: CapabilityPort;
  /** The request rate limit, the send's own (checks count like sends); absent means no limit. */
  readonly rateLimit?: RateLimitPort;
}

/** Options of {@link createCapabilityCheck}. @public */
export interface CapabilityCheckOptions {
  /** The ports. */
  readonly ports: CapabilityCheckPorts;
  /**
   * Told of every error a port threw (or an unexpected error of the check itself); clients only see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
}

/** One check of one number, as an HTTP layer hands it over. @public */
export interface CapabilityInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The number of the path, percent-decoded (an undecodable one is `''`). */
  readonly msisdn: string;
  /** The query: `organizationId` and `from` (other parameters are ignored). */
  readonly query: URLSearchParams;
}

/** One bulk check, as an HTTP layer hands it over. @public */
export interface CapabilitiesInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** Reads and parses the body, once the request is authenticated and within its rate limit; rejects with a {@link TransportError} when it is too large, of another content type or not JSON. */
  readonly readBody: () => Promise<{ readonly value: unknown }>;
}

/** An HTTP answer of the capability check, for any host to write: its body (200) or the API's error body. @public */
export type CapabilityResponse = ServiceResponse<CapabilityBody | CapabilitiesBody | ErrorBody>;

/** The capability check of `/v1.2/rcs/capabilities`, free of any framework. @public */
export interface CapabilityCheck {
  /** Checks one number (`GET /v1.2/rcs/capabilities/{msisdn}`); never throws. */
  check(input: CapabilityInput): Promise<CapabilityResponse>;
  /** Checks several numbers (`POST /v1.2/rcs/capabilities`); never throws. */
  checkMany(input: CapabilitiesInput): Promise<CapabilityResponse>;
}
