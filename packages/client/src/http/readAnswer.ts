import type { ErrorBody } from '../apiTypes';
import { RcsSendError } from '../rcsSendError';
import { _retryAfterSeconds } from './retryAfter';

/** True when `value` is the API's error shape: `{ error: { code, param, description }, messages: null }`. */
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error, messages } = value as { error?: unknown; messages?: unknown };
  if (typeof error !== 'object' || error === null || messages !== null) return false;
  const { code, param, description } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof param === 'string' && typeof description === 'string';
}

/** The JSON body of `response`, or undefined when it is not JSON. @internal */
export async function _jsonOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body of an answer whose status is one of `expected`, typed as the caller says the API
 * answers it; any other answer is thrown as an {@link RcsSendError} (with the API's error body
 * when it came in that shape).
 *
 * @internal
 */
export async function _readAnswer<Body>(response: Response, expected: readonly number[]): Promise<Body> {
  const body = await _jsonOf(response);
  if (expected.includes(response.status) && typeof body === 'object' && body !== null) return body as Body;
  throw new RcsSendError(response.status, isErrorBody(body) ? body : undefined, _retryAfterSeconds(response.headers.get('retry-after'), Date.now()));
}
