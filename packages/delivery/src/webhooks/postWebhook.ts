import type { WebhookHeaders } from './webhookSignature';

/** What one attempt gave: the HTTP status (0 when there was no answer), `retry-after`, and why it failed. @internal */
export interface _WebhookAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly reason?: string;
}

/** The first word of a fault (its code or name), never a URL or a payload. */
const faultName = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return String(cause ?? (error as { name?: unknown } | null)?.name ?? 'error');
};

/**
 * POSTs one signed attempt of `body` to `url`, within `timeoutMs`, without following
 * redirects (a 3xx is a failure), and discards the answer's body. Never throws: a network
 * fault or the timeout is status 0 with its reason.
 *
 * @internal
 */
export async function _postWebhook(fetchFn: typeof fetch, url: string, headers: WebhookHeaders, body: string, timeoutMs: number): Promise<_WebhookAnswer> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'rcs-send-webhooks' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, retryAfter: null, reason: faultName(error) };
  }
}
