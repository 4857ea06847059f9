import { _requestJson } from '../rbm/requestJson';
import type { WebhookHeaders } from './webhookSignature';

/** What one attempt gave: the HTTP status (0 when there was no answer), `retry-after`, and why it failed. @internal */
export interface _WebhookAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly reason?: string;
}

/** The system code of a fault (`ECONNREFUSED`), else its name: never a URL or a payload. */
const faultName = (error: unknown): string => {
  const { code, cause, name } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : String(name ?? 'error');
};

/**
 * POSTs one signed attempt of `body` to `url` within `timeoutMs`, without following redirects
 * (a 3xx is a failure), through `fetchFn` when given, else node's HTTP client with keep-alive
 * connections (about twice the events per second of `fetch`). The answer is its status line and
 * headers: a 2xx delivers the event even when its body is slow to end. Never throws: a network
 * fault is status 0 with its code, the timeout status 0 with `timeout`.
 *
 * @internal
 */
export async function _postWebhook(fetchFn: typeof fetch | undefined, url: string, headers: WebhookHeaders, body: string, timeoutMs: number): Promise<_WebhookAnswer> {
  const allHeaders = { ...headers, 'content-type': 'application/json', 'user-agent': 'rcs-send-webhooks' };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    if (fetchFn === undefined) return await _requestJson('POST', new URL(url), allHeaders, body, signal, 'head');
    const response = await fetchFn(url, { method: 'POST', headers: allHeaders, body, redirect: 'manual', signal });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, retryAfter: null, reason: signal.aborted ? 'timeout' : faultName(error) };
  }
}
