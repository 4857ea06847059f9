import type { CapabilitiesBody, CapabilityBody } from '../capabilities/capabilityBodies';
import type { CapabilityCheck } from '../capabilities/types';
import type { EventFeed, EventFeedBody } from '../feed/types';
import type { MessageList, MessageListBody } from '../list/types';
import type { Preflight, PreflightBody } from '../preflight/types';
import type { ErrorBody, ServiceResponse, SuccessBody } from '../response/types';
import type { MessageStatusBody } from '../status/messageStatus';
import type { StatusLookup } from '../status/types';

/** What an HTTP layer needs of a request, whatever the host: method, headers and a bounded body. @public */
export interface HttpRequestLike {
  /** The request method, e.g. `POST`. */
  readonly method: string;
  /** The value of the header `name` (given in lower case), or undefined when absent. */
  header(name: string): string | undefined;
  /** How many times the header `name` (lower case) was sent, when the host can tell (a `node:http` request can; a Fetch `Request` joins repeats). */
  headerCount?(name: string): number;
  /** Reads the whole body; rejects with a {@link TransportError} PAYLOAD_TOO_LARGE once it passes `maxBytes`. */
  readBytes(maxBytes: number): Promise<Uint8Array>;
  /** The body, when a framework's parser already consumed and parsed it: then it is not read again. */
  readonly parsedBody?: { readonly value: unknown };
}

/** Options of the HTTP layer. @public */
export interface HttpOptions {
  /**
   * Bodies larger than this many bytes are refused with 413.
   * @defaultValue {@link DEFAULT_MAX_BODY_BYTES}
   */
  readonly maxBodyBytes?: number;
}

/** Options of an entry point that owns a whole host and so also matches the path. @public */
export interface RoutedHttpOptions extends HttpOptions {
  /**
   * The path the operation answers on; any other path gets 404 ROUTE_NOT_FOUND.
   * @defaultValue {@link SEND_PATH}
   */
  readonly path?: string;
  /** Answers `GET` and `DELETE /v1.2/rcs/messages/{id}` too (see {@link createStatusLookup}); absent, that path answers 404 ROUTE_NOT_FOUND on every host. */
  readonly statusLookup?: StatusLookup;
  /** Answers `/v1.2/rcs/capabilities` and `/v1.2/rcs/capabilities/{msisdn}` too (see {@link createCapabilityCheck}); absent, those paths answer 404 ROUTE_NOT_FOUND on every host. */
  readonly capabilityCheck?: CapabilityCheck;
  /** Answers `GET /v1.2/rcs/events` too (see {@link createEventFeed}); absent, that path answers 404 ROUTE_NOT_FOUND on every host. */
  readonly eventFeed?: EventFeed;
  /** Answers `GET /v1.2/rcs/messages` too (see {@link createMessageList}); absent, that path answers 404 ROUTE_NOT_FOUND on every host. */
  readonly messageList?: MessageList;
  /** Answers `POST /v1.2/rcs/preflight` too (see {@link createPreflight}); absent, that path answers 404 ROUTE_NOT_FOUND on every host. */
  readonly preflight?: Preflight;
}

/** What a whole-host entry point answers: the send's, the status lookup's, the capability check's, the events feed's, the message list's or the preflight's response, for any host to write. @public */
export type RoutedResponse = ServiceResponse<SuccessBody | ErrorBody | MessageStatusBody | CapabilityBody | CapabilitiesBody | EventFeedBody | MessageListBody | PreflightBody>;
