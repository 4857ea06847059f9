import { createMessageCancelPort, rememberingCapabilities, type DeliveryPort, type KnownReachability, type MessageStatePort, type PlatformHandoverPort } from '@rcs-send/delivery';
import { createCapabilityCheck, createStatusLookup, ServiceUnavailableError, type CapabilityCheck, type CapabilityPort, type SendPorts, type StatusLookup } from '@rcs-send/service';
import { _agentIdOf, type DeliverySetting } from '../delivery/deliverySetting';
import type { _RunningDelivery } from '../delivery/startDelivery';

/** The routes beside the send whose answers involve the platform. @internal */
export interface _PlatformRoutes {
  /** `GET` and `DELETE /v1.2/rcs/messages/{id}`: the lookup, and the cancel through the state port and the platform. */
  readonly statusLookup: StatusLookup;
  /** `/v1.2/rcs/capabilities`, or undefined when delivery is off (no platform to ask: the path is 404). */
  readonly capabilityCheck: CapabilityCheck | undefined;
  /** Takes the platform once delivery runs: until then a withdrawal or a check answers 503 (the emulator's URL is known only after the server listens). */
  attach(platform: _RunningDelivery['platform']): void;
}

/** The unavailability of a platform not attached yet. */
const starting = (): never => {
  throw new ServiceUnavailableError('delivery is starting', 1);
};

/**
 * The status lookup that cancels and the capability check of a server delivering with
 * `setting`, over its send ports and its one state port: an ACCEPTED message is cancelled in
 * the state port; a SENT one is withdrawn from the platform first (under the messageId of its
 * current window, with `handovers`) (with delivery off, nothing
 * can be withdrawn here: it is answered 409 as it stands). Errors go to `onError` (a withdrawal
 * that failed after a cancel raced a send, as `cancels`). Each capability answer is noted in
 * `reachability`, which the SMS fallback reads.
 *
 * @internal
 */
export function _platformRoutes(setting: DeliverySetting, ports: SendPorts, states: MessageStatePort, onError: (error: unknown, source: string) => void, handovers?: PlatformHandoverPort, reachability?: KnownReachability): _PlatformRoutes {
  let platform: _RunningDelivery['platform'];
  const delivering = setting.mode !== 'off';
  const delivery: Pick<DeliveryPort, 'revoke'> = { revoke: (request) => platform?.delivery.revoke?.(request) ?? Promise.resolve({ outcome: 'retry', reason: 'delivery is starting' }) };
  const cancels = createMessageCancelPort({ states, agentIdOf: _agentIdOf(setting), onError: (error) => onError(error, 'cancels'), ...(delivering ? { delivery } : {}), ...(handovers === undefined ? {} : { handovers }) });
  const statusLookup = createStatusLookup({ ports: { auth: ports.auth, organizations: ports.organizations, states, cancels }, onError });
  const platformCapabilities: CapabilityPort = {
    features: (from, msisdn) => (platform?.capabilities ?? starting()).features(from, msisdn),
    reachable: (from, msisdns) => (platform?.capabilities ?? starting()).reachable(from, msisdns),
  };
  const capabilities = reachability === undefined ? platformCapabilities : rememberingCapabilities(platformCapabilities, reachability);
  const capabilityCheck = delivering ? createCapabilityCheck({ ports: { ...ports, capabilities }, onError }) : undefined;
  return { statusLookup, capabilityCheck, attach: (running) => void (platform = running) };
}
