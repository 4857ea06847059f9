import { ServiceUnavailableError, type CapabilityPort } from '@rcs-send/service';
import type { RbmDeliveryOptions } from './rbmDeliveryPort';
import { RBM_BATCH_GET_PATH, rbmCapabilitiesPath, rbmE164, rbmErrorReason, rbmRetryOf, type RbmAnswer } from '@rcs-send/rbm';
import { _callRbm, _rbmTarget } from './rbmCall';

/** Options of {@link createRbmCapabilityPort}. @public */
export interface RbmCapabilityOptions extends RbmDeliveryOptions {
  /** The RBM agent id of a sender (`from`), as the delivery's. @defaultValue the sender itself */
  readonly agentIdOf?: (from: string) => string;
  /** A fresh `requestId` for each `getCapabilities`. @defaultValue () =\> crypto.randomUUID() */
  readonly requestId?: () => string;
}

/** Seconds a 429 or 5xx without `Retry-After` asks a client to wait: Google's least wait after 500/503. */
const DEFAULT_RETRY_SECONDS = 1;

/** The strings of `list` (an answer's array field), or none. */
const stringsOf = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);

/** The error an answer that is not a success is: unavailable (503 with Retry-After) when transient, else a fault (500). */
function refusal(method: string, answer: RbmAnswer): Error {
  const retry = rbmRetryOf(answer, Date.now());
  if (retry === undefined) return new Error(`RBM ${method}: ${rbmErrorReason(answer.status, answer.body)}`);
  return new ServiceUnavailableError(`RBM ${method}: ${retry.reason}`, retry.afterMs === undefined ? DEFAULT_RETRY_SECONDS : retry.afterMs / 1000);
}

/** The answer of a call, or the unavailability its fault (token, network, timeout) is. */
function answerOf(method: string, result: Awaited<ReturnType<typeof _callRbm>>): RbmAnswer {
  if ('fault' in result) throw new ServiceUnavailableError(`RBM ${method}: ${result.fault}`, DEFAULT_RETRY_SECONDS);
  return result.answer;
}

/**
 * The capability port of `@rcs-send/service` on RBM's REST API: `phones.getCapabilities` with a
 * fresh `requestId` for one number (404: not reachable over RCS), `users.batchGet` for several.
 * A token, network or timeout fault, a 401, 408, 429 or 5xx is a `ServiceUnavailableError` (the
 * check answers 503 with `Retry-After`: the platform's, else 1 second); any other refusal an Error (500).
 *
 * @public
 */
export function createRbmCapabilityPort(options: RbmCapabilityOptions): CapabilityPort {
  const target = _rbmTarget(options);
  const agentIdOf = options.agentIdOf ?? ((from: string) => from);
  const requestId = options.requestId ?? (() => crypto.randomUUID());
  return {
    async features(from, msisdn) {
      const answer = answerOf('getCapabilities', await _callRbm(target, 'GET', rbmCapabilitiesPath(msisdn, agentIdOf(from), requestId())));
      if (answer.status === 404) return undefined;
      if (answer.status < 200 || answer.status >= 300) throw refusal('getCapabilities', answer);
      return stringsOf((answer.body as { features?: unknown } | undefined)?.features);
    },
    async reachable(from, msisdns) {
      const body = { agentId: agentIdOf(from), users: msisdns.map(rbmE164) };
      const answer = answerOf('users.batchGet', await _callRbm(target, 'POST', RBM_BATCH_GET_PATH, body));
      if (answer.status < 200 || answer.status >= 300) throw refusal('users.batchGet', answer);
      const reachable = stringsOf((answer.body as { reachableUsers?: unknown } | undefined)?.reachableUsers);
      return reachable.map((user) => (user.startsWith('+') ? user.slice(1) : user));
    },
  };
}
