/** What came back for one POST: a status and a JSON body, or a transport failure. */
export type Outcome = { status: number; body: unknown } | { failure: string };

/** Most 429 answers waited out for one request before it counts as a failure. */
const MAX_RATE_LIMIT_RETRIES = 3;
/** Longest Retry-After honoured, in seconds. */
const MAX_RETRY_AFTER_SECONDS = 10;

/** Posts `body` as JSON to `url` with a timeout; waits out a 429's Retry-After a few times. */
export async function postRequest(url: string, body: string, apiKey: string | undefined, timeoutMs: number): Promise<Outcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey !== undefined) headers['authorization'] = `Bearer ${apiKey}`;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { failure: error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : (cause ?? String(error)) };
    }
    const text = await response.text();
    if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
      const seconds = Math.min(Number(response.headers.get('retry-after') ?? '1') || 1, MAX_RETRY_AFTER_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  }
}
