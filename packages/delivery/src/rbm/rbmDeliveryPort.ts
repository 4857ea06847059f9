import type { DeliveryPort } from '../port/deliveryPort';
import type { AccessTokens } from './serviceAccountTokens';
import { rbmRevokePath, rbmRevokeResultOf, rbmSendResultOf } from '@rcs-send/rbm';
import { _callRbm, _rbmTarget } from './rbmCall';

/** Options of {@link createRbmDeliveryPort}. @public */
export interface RbmDeliveryOptions {
  /** The API's base URL, ending in `/`: one of `RBM_HOSTS`, or an emulator's URL. */
  readonly baseUrl: string;
  /** Bearer tokens: {@link serviceAccountTokens} for RBM, {@link staticAccessToken} for the emulator. */
  readonly tokens: AccessTokens;
  /** Milliseconds one call may take before it is abandoned (a `retry`). @defaultValue 30000 */
  readonly timeoutMs?: number;
}

/**
 * The delivery port on RBM's REST API: POSTs each call's body to `baseUrl + path` with a
 * bearer token and maps the answer (see the README's table); withdraws a message with
 * `agentMessages.delete`. A network error, a timeout or an aborted signal is a `retry`; a
 * failed token request too. Never throws.
 *
 * @public
 */
export function createRbmDeliveryPort(options: RbmDeliveryOptions): DeliveryPort {
  const target = _rbmTarget(options);
  return {
    async deliver({ request, signal }) {
      const result = await _callRbm(target, 'POST', request.path, request.body, signal);
      return 'fault' in result ? { outcome: 'retry', reason: result.fault } : rbmSendResultOf(result.answer, Date.now());
    },
    async revoke(request) {
      const result = await _callRbm(target, 'DELETE', rbmRevokePath(request));
      return 'fault' in result ? { outcome: 'retry', reason: result.fault } : rbmRevokeResultOf(result.answer, Date.now());
    },
  };
}
