/** What came back for one POST: a status and its body, or a transport failure. */
export type Outcome =
  | {
      /** The HTTP status. */
      status: number;
      /** The body read as JSON, or undefined when it is not JSON. */
      body: unknown;
      /** The body as text (cut at {@link MAX_ANSWER_BYTES}). */
      text: string;
      /** True when the body was longer than {@link MAX_ANSWER_BYTES}. */
      truncated: boolean;
    }
  | {
      /** Why nothing came back: `timeout after N ms`, or a system code such as ECONNREFUSED. */
      failure: string;
      /** True when the server could not be reached at all (refused, unknown host): an environment problem. */
      unreachable: boolean;
    };

/** Most 429 answers waited out for one request; the next one is reported as it is. */
export const MAX_RATE_LIMIT_RETRIES = 3;
/** Longest Retry-After honoured, in seconds. */
const MAX_RETRY_AFTER_SECONDS = 10;
/** Longest answer read: a conforming one is a few kilobytes. */
const MAX_ANSWER_BYTES = 1 << 20;
/** System codes that mean nothing listens there. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Reads at most {@link MAX_ANSWER_BYTES} of a body, then cancels the rest. */
async function readBounded(response: Response): Promise<{ text: string; truncated: boolean }> {
  if (response.body === null) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
    chunks.push(value);
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return { text: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'), truncated: true };
    }
  }
}

/**
 * Posts `body` to `url` with `headers` and a per-attempt timeout; waits out a 429's
 * Retry-After up to {@link MAX_RATE_LIMIT_RETRIES} times, then returns the 429 itself.
 */
export async function postRequest(url: string, body: string, headers: Readonly<Record<string, string>>, timeoutMs: number): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    let answer: { text: string; truncated: boolean };
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      answer = await readBounded(response);
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return { failure: `timeout after ${timeoutMs} ms`, unreachable: false };
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const failure = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      // fetch refuses some ports outright ("bad port", e.g. 9 or 6000): nothing can answer there either.
      return { failure, unreachable: UNREACHABLE.has(failure) || failure === 'bad port' };
    }
    if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
      const seconds = Math.min(Number(response.headers.get('retry-after') ?? '1') || 1, MAX_RETRY_AFTER_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    let parsed: unknown;
    try {
      parsed = answer.truncated ? undefined : JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, ...answer };
  }
}
