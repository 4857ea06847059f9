import type { AuthPort } from '../ports/auth';
import type { MessageCancelPort } from '../ports/cancel';
import type { OrganizationPort } from '../ports/organizations';
import type { PortName } from '../ports/ports';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { MessageStatusBody, StatusLookupPort } from './messageStatus';

/** The ports a status lookup reads through. @public */
export interface StatusLookupPorts {
  /** Authenticates API keys, as for sending. */
  readonly auth: AuthPort;
  /** Whether the caller is a member of the message's organization. */
  readonly organizations: OrganizationPort;
  /** Where message states are kept. */
  readonly states: StatusLookupPort;
  /** Cancels messages (`DELETE /v1.2/rcs/messages/{id}`); absent, a lookup only (DELETE is 405). */
  readonly cancels?: MessageCancelPort;
}

/** Options of {@link createStatusLookup}. @public */
export interface StatusLookupOptions {
  /** The ports. */
  readonly ports: StatusLookupPorts;
  /**
   * Told of every error a port threw (or an unexpected error of the lookup itself); clients only see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
  /**
   * The clock a cancel is recorded at.
   * @defaultValue () =\> new Date()
   */
  readonly now?: () => Date;
}

/** One status lookup or cancel, as an HTTP layer hands it over. @public */
export interface StatusLookupInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The message id of the path, as written there. */
  readonly id: string;
}

/** An HTTP answer of the status lookup, for any host to write: the status (200; 409 for a cancel refused) or the API's error body. @public */
export type StatusLookupResponse = ServiceResponse<MessageStatusBody | ErrorBody>;

/** The status lookup of `GET /v1.2/rcs/messages/{id}` (and its cancel, `DELETE`), free of any framework. @public */
export interface StatusLookup {
  /** Answers one lookup; never throws. */
  lookup(input: StatusLookupInput): Promise<StatusLookupResponse>;
  /** Answers one cancel; never throws. Present when the lookup was given a cancel port. */
  cancel?(input: StatusLookupInput): Promise<StatusLookupResponse>;
}
