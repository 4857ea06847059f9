import type { CapabilitiesBody, CapabilitiesRequest, CapabilityBody, MessageChannel, MessageState, MessageStatusBody, PreflightBody, SendRequest, SuccessBody, WebhookPayload } from './apiTypes';
import type { RetryOptions } from './http/retryPolicy';

/** Options of {@link createRcsSendClient}. @public */
export interface RcsSendClientOptions {
  /** Where the service answers, without the API's paths: e.g. `https://rcs.example.com` (`/v1.2/rcs/...` is appended). */
  readonly baseUrl: string;
  /** The API key, sent as `Authorization: Bearer <apiKey>`. */
  readonly apiKey: string;
  /** How calls are retried on 429, 503 and network errors. */
  readonly retry?: RetryOptions;
  /**
   * How long one attempt may take, in seconds: past it the attempt is abandoned and retried as a network error.
   * @defaultValue 30
   */
  readonly timeoutSeconds?: number;
  /**
   * The fetch to call (e.g. one with a proxy agent, or a test's recorder).
   * @defaultValue globalThis.fetch
   */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Makes the Idempotency-Key of a send the caller gave none.
   * @defaultValue () =\> crypto.randomUUID()
   */
  readonly idempotencyKey?: () => string;
}

/** Options of one call. @public */
export interface CallOptions {
  /** Aborts the call, and its retries. */
  readonly signal?: AbortSignal;
}

/** Options of {@link RcsSendClient.send}. @public */
export interface SendOptions extends CallOptions {
  /** The Idempotency-Key of this logical request (1 to 255 visible ASCII characters): give your own to resend it later without sending twice; absent, one is made. */
  readonly idempotencyKey?: string;
}

/** What a send answered: 202 (every message accepted) or 200 (some rejected, each with its error). @public */
export interface SendResult {
  /** 202 or 200. */
  readonly status: 200 | 202;
  /** One outcome per message, in order: ACCEPTED with its id, or REJECTED with its error. */
  readonly body: SuccessBody;
  /** The Idempotency-Key every attempt of this send carried: send again with it to be answered the same. */
  readonly idempotencyKey: string;
  /** True when the service replayed the answer of an earlier request with this key (`Idempotent-Replayed`). */
  readonly replayed: boolean;
  /** How many times the request was sent. */
  readonly attempts: number;
}

/** What a cancel answered: CANCELLED (200), or refused (409) with the state that stands in the way. @public */
export interface CancelResult {
  /** True when the message is CANCELLED (now, or already). */
  readonly cancelled: boolean;
  /** Where the message stands. */
  readonly status: MessageStatusBody;
}

/** The query of a single capability check. @public */
export interface CapabilityQuery {
  /** The organization the check operates in. */
  readonly organizationId: string;
  /** The sender whose agent checks the number. */
  readonly from: string;
}

/** Where {@link RcsSendClient.events} starts reading an organization's events. @public */
export interface EventsQuery {
  /** The organization whose events are read. */
  readonly organizationId: string;
  /**
   * The `sequence` of the last event already handled: the events above it are read.
   * @defaultValue 0, from the first
   */
  readonly after?: number;
  /**
   * How many events one request reads at most, 1 to 1000.
   * @defaultValue the service's, 100
   */
  readonly pageSize?: number;
}

/** Which of an organization's messages {@link RcsSendClient.messages} lists: each filter given must match. @public */
export interface MessageListQuery {
  /** The organization whose messages are listed. */
  readonly organizationId: string;
  /** Only messages in this state now. */
  readonly state?: MessageState;
  /** Only messages on this channel now (`SMS` once they fell back). */
  readonly channel?: MessageChannel;
  /** Only messages to this recipient, written as `messages[].to` may be. */
  readonly to?: string;
  /** Only messages from this sender. */
  readonly from?: string;
  /** Only messages accepted at this instant or later (a `Date`, or an RFC 3339 date-time). */
  readonly since?: Date | string;
  /** Only messages accepted before this instant (a `Date`, or an RFC 3339 date-time). */
  readonly until?: Date | string;
  /**
   * How many messages one request reads at most, 1 to 1000.
   * @defaultValue the service's, 100
   */
  readonly pageSize?: number;
}

/** The message resource of {@link RcsSendClient}: the organization's messages. @public */
export interface RcsSendMessages {
  /** `GET /v1.2/rcs/messages`: the messages matching `query`, newest first, each as `status` answers it, page after page as you iterate (`for await`), until the last. */
  list(query: MessageListQuery, options?: CallOptions): AsyncIterableIterator<MessageStatusBody>;
}

/** Options of {@link RcsSendClient.preflight}. @public */
export interface PreflightOptions extends CallOptions {
  /**
   * Ask the platform about each recipient (`?capabilities=true`).
   * @defaultValue false
   */
  readonly capabilities?: boolean;
}

/** A typed client of the service, on fetch. Every method throws an {@link RcsSendError} for an answer that is not a success. @public */
export interface RcsSendClient {
  /** `POST /v1.2/rcs/send`, under one Idempotency-Key for every attempt. */
  send(request: SendRequest, options?: SendOptions): Promise<SendResult>;
  /** `GET /v1.2/rcs/messages/{id}`: where an accepted message stands. */
  status(id: string, options?: CallOptions): Promise<MessageStatusBody>;
  /** `DELETE /v1.2/rcs/messages/{id}`: cancels a message not delivered yet. */
  cancel(id: string, options?: CallOptions): Promise<CancelResult>;
  /** `GET /v1.2/rcs/capabilities/{msisdn}`: whether the sender's agent reaches one number, and its features. */
  capability(msisdn: string, query: CapabilityQuery, options?: CallOptions): Promise<CapabilityBody>;
  /** `POST /v1.2/rcs/capabilities`: whether the sender's agent reaches each of 1 to 500 numbers. */
  capabilities(request: CapabilitiesRequest, options?: CallOptions): Promise<CapabilitiesBody>;
  /** `POST /v1.2/rcs/preflight`: what a send of `request` would do (each message's issues or canonical form, units and delivery forecast; with `options.capabilities`, each recipient's reachability and missing features), nothing stored, charged or queued. */
  preflight(request: SendRequest, options?: PreflightOptions): Promise<PreflightBody>;
  /** `GET /v1.2/rcs/events`: the organization's events above `query.after`, in sequence order, each as its webhook carries it, page after page as you iterate (`for await`), until a page is empty (caught up: iterate again later from the last `sequence`). */
  events(query: EventsQuery, options?: CallOptions): AsyncIterableIterator<WebhookPayload>;
  /** The organization's messages: `messages.list(query)`. */
  readonly messages: RcsSendMessages;
}
