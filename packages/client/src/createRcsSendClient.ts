import type { CapabilitiesBody, CapabilitiesRequest, CapabilityBody, MessageStatusBody, SendRequest, SuccessBody } from './apiTypes';
import { _abortableSleep } from './http/abortableSleep';
import { _jsonOf, _readAnswer } from './http/readAnswer';
import { _retryPolicy, type RetryOptions } from './http/retryPolicy';
import { _sendWithRetries } from './http/sendWithRetries';

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
}

/** The statuses a call is retried on; a send also on 409 IDEMPOTENCY_KEY_IN_PROGRESS (its key's first request still running). */
const RETRIED = new Set([429, 503]);

/** True for a 409 that says the first request with this key is still running (its body read from a clone). */
const inProgress = async (response: Response): Promise<boolean> => response.status === 409 && ((await _jsonOf(response.clone())) as { error?: { code?: unknown } } | undefined)?.error?.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';

/**
 * A client of the service at `options.baseUrl`: `send` makes one Idempotency-Key per logical
 * request (or takes the caller's) and sends every attempt with it; every call is retried on 429,
 * 503, network errors and attempts past `timeoutSeconds`, waiting what `Retry-After` asks, at
 * most `retry.maxAttempts` times; the caller's `signal` ends a call at once, waits included.
 * Runs wherever `fetch` and Web Crypto do (Node 20+, Deno, Bun, browsers, workers).
 *
 * @public
 */
export function createRcsSendClient(options: RcsSendClientOptions): RcsSendClient {
  const base = new URL(options.baseUrl).href.replace(/\/+$/, '');
  if (typeof options.apiKey !== 'string' || options.apiKey === '') throw new TypeError('createRcsSendClient: options.apiKey must be a non-empty string');
  const policy = _retryPolicy(options.retry);
  const fetchOnce = options.fetch ?? globalThis.fetch.bind(globalThis);
  const makeKey = options.idempotencyKey ?? (() => crypto.randomUUID());
  const timeoutSeconds = options.timeoutSeconds ?? 30;
  if (!(timeoutSeconds > 0 && timeoutSeconds <= 3600)) throw new TypeError('createRcsSendClient: options.timeoutSeconds must be more than 0 and at most 3600');

  const call = (method: string, path: string, init: { body?: unknown; idempotencyKey?: string; signal?: AbortSignal | undefined }) => {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    return _sendWithRetries({
      policy,
      send: (signal) => fetchOnce(`${base}${path}`, { method, headers, signal, ...(body === undefined ? {} : { body }) }),
      retryable: async (response) => RETRIED.has(response.status) || (init.idempotencyKey !== undefined && (await inProgress(response))),
      sleep: _abortableSleep,
      random: Math.random,
      signal: init.signal,
      timeoutMs: timeoutSeconds * 1000,
    });
  };
  const segment = encodeURIComponent;

  return {
    async send(request, sendOptions = {}) {
      const idempotencyKey = sendOptions.idempotencyKey ?? makeKey();
      const { response, attempts } = await call('POST', '/v1.2/rcs/send', { body: request, idempotencyKey, signal: sendOptions.signal });
      const replayed = response.headers.get('idempotent-replayed') === 'true';
      const body = await _readAnswer<SuccessBody>(response, [200, 202]);
      return { status: response.status as 200 | 202, body, idempotencyKey, replayed, attempts };
    },
    async status(id, callOptions = {}) {
      const { response } = await call('GET', `/v1.2/rcs/messages/${segment(id)}`, { signal: callOptions.signal });
      return _readAnswer<MessageStatusBody>(response, [200]);
    },
    async cancel(id, callOptions = {}) {
      const { response } = await call('DELETE', `/v1.2/rcs/messages/${segment(id)}`, { signal: callOptions.signal });
      const status = await _readAnswer<MessageStatusBody>(response, [200, 409]);
      return { cancelled: response.status === 200, status };
    },
    async capability(msisdn, query, callOptions = {}) {
      const search = new URLSearchParams({ organizationId: query.organizationId, from: query.from });
      const { response } = await call('GET', `/v1.2/rcs/capabilities/${segment(msisdn)}?${search.toString()}`, { signal: callOptions.signal });
      return _readAnswer<CapabilityBody>(response, [200]);
    },
    async capabilities(request, callOptions = {}) {
      const { response } = await call('POST', '/v1.2/rcs/capabilities', { body: request, signal: callOptions.signal });
      return _readAnswer<CapabilitiesBody>(response, [200]);
    },
  };
}
