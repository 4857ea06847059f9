import type { DeliveryPort } from '../port/deliveryPort';
import type { AccessTokens } from './serviceAccountTokens';
import { _postJson } from './postJson';
import { _deliveryResultOf } from './rbmAnswer';

/** Options of {@link createRbmDeliveryPort}. @public */
export interface RbmDeliveryOptions {
  /** The API's base URL, ending in `/`: one of `RBM_HOSTS`, or an emulator's URL. */
  readonly baseUrl: string;
  /** Bearer tokens: {@link serviceAccountTokens} for RBM, {@link staticAccessToken} for the emulator. */
  readonly tokens: AccessTokens;
  /** Milliseconds one send may take before it is abandoned (a `retry`). @defaultValue 30000 */
  readonly timeoutMs?: number;
}

/** The first words of an error, never a token or a payload. */
const errorName = (error: unknown): string => String((error as { code?: unknown; name?: unknown } | null)?.code ?? (error as { name?: unknown } | null)?.name ?? 'error');

/**
 * The delivery port on RBM's REST API: POSTs each call's body to `baseUrl + path` with a
 * bearer token and maps the answer (see the README's table). A network error, a timeout or an
 * aborted signal is a `retry`; a failed token request too. Never throws.
 *
 * @public
 */
export function createRbmDeliveryPort(options: RbmDeliveryOptions): DeliveryPort {
  const base = new URL(options.baseUrl);
  if (!base.pathname.endsWith('/')) throw new TypeError('baseUrl must end in /');
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async deliver({ request, signal }) {
      let token: string;
      try {
        token = await options.tokens.get();
      } catch (error) {
        return { outcome: 'retry', reason: `token: ${errorName(error)}` };
      }
      const signals = signal === undefined ? [AbortSignal.timeout(timeoutMs)] : [signal, AbortSignal.timeout(timeoutMs)];
      try {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' };
        const answer = await _postJson(new URL(request.path, base), headers, JSON.stringify(request.body), AbortSignal.any(signals));
        let body: unknown;
        try {
          body = JSON.parse(answer.text);
        } catch {
          body = undefined;
        }
        if (answer.status === 401) options.tokens.invalidate();
        return _deliveryResultOf({ status: answer.status, retryAfter: answer.retryAfter, body }, Date.now());
      } catch (error) {
        return { outcome: 'retry', reason: `network: ${errorName(error)}` };
      }
    },
  };
}
