import type { RbmAnswer } from '@rcs-send/rbm';
import { _requestJson } from './requestJson';
import type { AccessTokens } from './serviceAccountTokens';

/** Where and how every call of one RBM client goes. @internal */
export interface _RbmTarget {
  /** The API's base URL, ending in `/`. */
  readonly base: URL;
  /** Bearer tokens. */
  readonly tokens: AccessTokens;
  /** Milliseconds one call may take before it is abandoned. */
  readonly timeoutMs: number;
}

/** What one call came to: the platform's answer, or the fault before any answer (`token: …`, `network: …`), for logs. @internal */
export type _RbmCallResult = { readonly answer: RbmAnswer } | { readonly fault: string };

/** The first words of an error, never a token or a payload. */
const errorName = (error: unknown): string => String((error as { code?: unknown; name?: unknown } | null)?.code ?? (error as { name?: unknown } | null)?.name ?? 'error');

/** The target of a client's options; a TypeError when `baseUrl` does not end in `/`. @internal */
export function _rbmTarget(options: { readonly baseUrl: string; readonly tokens: AccessTokens; readonly timeoutMs?: number }): _RbmTarget {
  const base = new URL(options.baseUrl);
  if (!base.pathname.endsWith('/')) throw new TypeError('baseUrl must end in /');
  return { base, tokens: options.tokens, timeoutMs: options.timeoutMs ?? 30_000 };
}

/**
 * One call of RBM's REST API: `method` on `target.base + path` with a bearer token and `body`
 * as JSON (if any), bounded by the target's timeout and `signal`. A 401 makes the next call fetch
 * a new token. Never throws: a failed token request, a network error, a timeout or an abort is a
 * `fault`.
 *
 * @internal
 */
export async function _callRbm(target: _RbmTarget, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal): Promise<_RbmCallResult> {
  let token: string;
  try {
    token = await target.tokens.get();
  } catch (error) {
    return { fault: `token: ${errorName(error)}` };
  }
  const signals = signal === undefined ? [AbortSignal.timeout(target.timeoutMs)] : [signal, AbortSignal.timeout(target.timeoutMs)];
  try {
    const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }) };
    const answer = await _requestJson(method, new URL(path, target.base), headers, body === undefined ? undefined : JSON.stringify(body), AbortSignal.any(signals));
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
    if (answer.status === 401) target.tokens.invalidate();
    return { answer: { status: answer.status, retryAfter: answer.retryAfter, body: parsed } };
  } catch (error) {
    return { fault: `network: ${errorName(error)}` };
  }
}
