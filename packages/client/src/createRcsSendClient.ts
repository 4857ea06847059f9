import type { CapabilitiesBody, CapabilityBody, MessageStatusBody, PreflightBody, SuccessBody } from './apiTypes';
import type { RcsSendClient, RcsSendClientOptions } from './clientTypes';
import { _abortableSleep } from './http/abortableSleep';
import { _jsonOf, _readAnswer } from './http/readAnswer';
import { _retryPolicy } from './http/retryPolicy';
import { _sendWithRetries } from './http/sendWithRetries';
import { _eventPages, _messagePages, type _PageReader } from './pages/readPages';

/** The statuses a call is retried on; a send also on 409 IDEMPOTENCY_KEY_IN_PROGRESS (its key's first request still running). */
const RETRIED = new Set([429, 503]);

/** True for a 409 that says the first request with this key is still running (its body read from a clone). */
const inProgress = async (response: Response): Promise<boolean> => response.status === 409 && ((await _jsonOf(response.clone())) as { error?: { code?: unknown } } | undefined)?.error?.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';

/**
 * A client of the service at `options.baseUrl`: `send` makes one Idempotency-Key per logical
 * request (or takes the caller's) and sends every attempt with it; every call is retried on 429,
 * 503, network errors and attempts past `timeoutSeconds`, waiting what `Retry-After` asks, at
 * most `retry.maxAttempts` times; the caller's `signal` ends a call at once, waits included.
 * `events` and `messages.list` read page after page as they are iterated, each page one such call.
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
  const pages = (signal: AbortSignal | undefined): _PageReader => async <Body>(path: string, search: URLSearchParams) => _readAnswer<Body>((await call('GET', `${path}?${search.toString()}`, { signal })).response, [200]);

  return {
    async send(request, sendOptions = {}) {
      const idempotencyKey = sendOptions.idempotencyKey ?? makeKey();
      const { response, attempts } = await call('POST', '/v1.2/rcs/send', { body: request, idempotencyKey, signal: sendOptions.signal });
      const replayed = response.headers.get('idempotent-replayed') === 'true';
      const body = await _readAnswer<SuccessBody>(response, [200, 202]);
      // A 2xx from something else (a wrong baseUrl, a proxy) must not pass for the API's answer: its messages are read at once.
      if (!Array.isArray(body.messages)) throw new TypeError(`rcs-send answered POST /v1.2/rcs/send ${response.status} with a body that is not a send response (no messages array); send again with idempotencyKey ${JSON.stringify(idempotencyKey)} to read its answer`);
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
    async preflight(request, preflightOptions = {}) {
      const query = preflightOptions.capabilities === true ? '?capabilities=true' : '';
      const { response } = await call('POST', `/v1.2/rcs/preflight${query}`, { body: request, signal: preflightOptions.signal });
      return _readAnswer<PreflightBody>(response, [200]);
    },
    events: (query, callOptions = {}) => _eventPages(pages(callOptions.signal), query),
    messages: { list: (query, callOptions = {}) => _messagePages(pages(callOptions.signal), query) },
  };
}
