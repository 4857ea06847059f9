import { rbmE164, type MessageTrafficType } from '@rcs-send/rbm';
import type { CapabilityPort, DeliveryForecastPort, OptOutPort, SmsFallbackPolicyPort, SubmittedMessage } from '@rcs-send/service';
import type { KnownReachability } from '../fallback/knownReachability';
import { forecastDelivery } from './forecastDelivery';

/** What an engine's forecast reads: the dispatch's own settings and stores, read only. @internal */
export interface _DeliveryForecastSources {
  /** The traffic type of a message, as the dispatch declares it. */
  readonly trafficTypeOf: (submitted: Pick<SubmittedMessage, 'organizationId' | 'message'>) => MessageTrafficType;
  /** The RBM agent id of a sender, as the dispatch names it; undefined without a platform. */
  readonly agentIdOf: ((from: string) => string) | undefined;
  /** Whether a platform is configured (messages are handed over). */
  readonly handedOver: boolean;
  /** Users' opt-outs. */
  readonly optOuts: Pick<OptOutPort, 'isUnsubscribed'>;
  /** The senders' SMS fallback policies, when an SMS sender is configured; else undefined (no fallback). */
  readonly policies: SmsFallbackPolicyPort | undefined;
  /** What capability checks lately found (read, never noted). */
  readonly knownReachability: Pick<KnownReachability, 'knownUnreachable'>;
  /** The platform's capability lookup (its own, which remembers nothing); undefined without a platform. */
  readonly capabilities: CapabilityPort | undefined;
  /** The platform's window. @defaultValue `PLATFORM_WINDOW_MS` */
  readonly windowMs?: number;
}

/**
 * The forecast port of an engine: for each message, the facts its dispatch would read (traffic
 * type, agent, opt-out, policy, known reachability, and with `capabilities` the platform's answer
 * now), given to {@link forecastDelivery}. Reads only: nothing is noted, stored or sent.
 *
 * @internal
 */
export function _deliveryForecast(sources: _DeliveryForecastSources): DeliveryForecastPort {
  return {
    async forecast({ organizationId, message, expiresAt, at, capabilities }) {
      const trafficType = sources.trafficTypeOf({ organizationId, message });
      const agentIdOf = sources.agentIdOf;
      const agentId = agentIdOf === undefined ? message.from : agentIdOf(message.from);
      const [unsubscribed, policy, features] = await Promise.all([
        trafficType === 'PROMOTION' ? sources.optOuts.isUnsubscribed(agentId, rbmE164(message.to)) : false,
        sources.policies?.policyOf(organizationId, message.from),
        capabilities && sources.capabilities !== undefined ? sources.capabilities.features(message.from, message.to) : undefined,
      ]);
      const asked = capabilities && sources.capabilities !== undefined;
      return forecastDelivery({
        message,
        expiresAt,
        at,
        trafficType,
        ...(agentIdOf === undefined ? {} : { agentIdOf }),
        handedOver: sources.handedOver,
        unsubscribed,
        policy,
        knownUnreachable: sources.knownReachability.knownUnreachable(message.from, message.to),
        ...(asked ? { recipient: { features } } : {}),
        ...(sources.windowMs === undefined ? {} : { windowMs: sources.windowMs }),
      });
    },
  };
}
