import type { PortName, SendPorts } from '../ports/ports';
import type { ProfileOptions } from '../profile/profileOption';
import type { ServiceResponse } from '../response/types';

/** A request body as read by an HTTP layer: the parsed JSON, and its bytes when known. @public */
export interface SendBody {
  /** The parsed JSON body (any value: the core validates it). */
  readonly value: unknown;
  /** The raw bytes it was parsed from; the Idempotency-Key fingerprint is their SHA-256 when given. */
  readonly bytes?: Uint8Array;
}

/** One send request, as an HTTP layer hands it to {@link SendService.send}. @public */
export interface SendInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The `Idempotency-Key` header, if any. */
  readonly idempotencyKey?: string | undefined;
  /**
   * Reads and parses the body. Called only once the request is authenticated and within its
   * rate limit; rejects with a {@link TransportError} when the body is too large, of another
   * content type or not JSON.
   */
  readonly readBody: () => Promise<SendBody>;
}

/** How a request with some invalid messages is answered. @public */
export type BatchMode = 'partial' | 'all-or-nothing';

/** Options of {@link createSendService}. @public */
export interface SendServiceOptions extends ProfileOptions {
  /** The ports every outside fact comes through (see {@link createMemoryPorts} for the in-memory ones). */
  readonly ports: SendPorts;
  /**
   * `partial`: valid messages are accepted while invalid ones are rejected with their own
   * error (200). `all-or-nothing`: one invalid message rejects the whole request (400).
   * @defaultValue 'partial'
   */
  readonly batchMode?: BatchMode;
  /**
   * The clock: `expirationDateTime` must be later than it; `acceptedAt` is read from it.
   * @defaultValue () =\> new Date()
   */
  readonly now?: () => Date;
  /**
   * Gives each accepted message its id.
   * @defaultValue a UUID version 7 (RFC 9562): the time in milliseconds, then 74 random bits, so
   * that ids made later sort later and a store appends them to its index
   */
  readonly generateId?: () => string;
  /**
   * Told of every error a port threw (or of an unexpected error of the service itself), for
   * the host's own logs; clients only ever see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
  /**
   * Told, for each request answered to a principal allowed in its organization (replays and
   * 5xx excepted), how many of its messages were accepted and how many rejected: the host's
   * usage per organization. It must not throw.
   * @defaultValue ignore
   */
  readonly onAnswered?: (answer: MessagesAnswered) => void;
}

/** The messages of one answered request, for {@link SendServiceOptions.onAnswered}. @public */
export interface MessagesAnswered {
  /** The organization (lower case). */
  readonly organizationId: string;
  /** Messages accepted. */
  readonly accepted: number;
  /** Messages rejected: invalid ones, or all of a request refused whole (400, 402). */
  readonly rejected: number;
}

/** The acceptance pipeline of POST /v1.2/rcs/send, free of any framework. @public */
export interface SendService {
  /** Runs the acceptance sequence on one request; never throws, always a response to write. */
  send(input: SendInput): Promise<ServiceResponse>;
}
