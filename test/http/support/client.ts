// A small HTTP client for the tests, over the global fetch.
import { API_KEY } from './fixtures';

/** What a test reads of a response. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body (undefined when the body is not JSON). */
  readonly body: any;
  /** The raw body text. */
  readonly text: string;
}

/** Options of {@link post}. */
export interface PostOptions {
  /** The bearer key; null sends no Authorization header. */
  readonly key?: string | null;
  /** Extra or replacing headers. */
  readonly headers?: Record<string, string>;
  /** The method. */
  readonly method?: string;
}

/** Sends `body` (a value is JSON-encoded, a string sent as is) to `url`. */
export async function post(url: string, body: unknown, options: PostOptions = {}): Promise<Reply> {
  const key = options.key === undefined ? API_KEY : options.key;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...options.headers };
  const method = options.method ?? 'POST';
  const payload = method === 'GET' || method === 'HEAD' ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(url, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
