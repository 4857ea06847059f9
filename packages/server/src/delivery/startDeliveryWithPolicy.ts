import type { KnownReachability } from '@rcs-send/delivery';
import type { MessageStatePort } from '@rcs-send/service';
import type { _OpenedResources } from '../lifecycle/openedResources';
import type { _ServerStorage } from '../storage/serverStorage';
import type { _LiveOrganizations } from '../tenants/liveOrganizations';
import type { DeliverySetting } from './deliverySetting';
import type { _EventWiring } from './eventRoute';
import type { SmsSetting } from './smsSetting';
import { _startDelivery, type _RunningDelivery } from './startDelivery';
import { _startSmsFallback } from './startSmsFallback';
import { _trafficTypes } from './trafficTypes';

/** What {@link _startDeliveryWithPolicy} delivers with. @internal */
export interface _DeliveryParts {
  /** Where the accepted messages, opt-outs, SMS fallbacks and their policies are. */
  readonly storage: _ServerStorage;
  /** The one state port (notifying and counting). */
  readonly states: MessageStatePort;
  /** The organizations now: each sender's use case gives its messages' traffic type. */
  readonly organizations: _LiveOrganizations;
  /** What capability checks found, so that the SMS fallback skips RCS for a number without it. */
  readonly reachability: KnownReachability;
}

/** The delivery started, and its SMS fallback described. @internal */
export interface _DeliveryWithPolicy extends _RunningDelivery {
  /** One line for the banner: where messages go, and their SMS. */
  readonly summary: string;
}

/**
 * Starts the worker of `setting` with every policy the server applies to a message: its
 * traffic type (from its sender's use case), its recipient's opt-out, and its sender's SMS
 * fallback through `sms` (unused, and off, when delivery is off); everything it opens is closed with
 * `opened`. A server and a fleet's worker start their delivery here, so both apply the same.
 *
 * @internal
 */
export async function _startDeliveryWithPolicy(setting: DeliverySetting, sms: SmsSetting | undefined, parts: _DeliveryParts, opened: _OpenedResources, log: (line: string) => void, events?: _EventWiring): Promise<_DeliveryWithPolicy> {
  const { storage, states, organizations, reachability } = parts;
  const smsSetting = setting.mode === 'off' ? { mode: 'off' as const } : (sms ?? { mode: 'off' as const });
  const fallback = opened.add(await _startSmsFallback(smsSetting, { records: storage.smsFallbacks, policies: storage.smsFallbackPolicies, states, reachability }, log), (started) => started.close());
  const { optOuts } = storage;
  const policy = { messageTrafficTypeOf: _trafficTypes(organizations.current), isUnsubscribed: (agentId: string, phoneNumber: string) => optOuts.isUnsubscribed(agentId, phoneNumber), ...(fallback.fallback === undefined ? {} : { fallback: fallback.fallback }) };
  const delivery = opened.add(await _startDelivery(setting, storage.queue, log, states, events, policy), (started) => started.close());
  return { ...delivery, summary: setting.mode === 'off' ? delivery.description : `${delivery.description}; ${fallback.description}` };
}
