import type { MessageStatePort } from '@rcs-send/service';
import { _startClientWebhooks, type _ClientWebhooks } from '../delivery/clientWebhooks';
import type { DeliverySetting } from '../delivery/deliverySetting';
import type { _ServerMetrics } from '../metrics/serverMetrics';
import type { _ServerStorage } from '../storage/serverStorage';
import { _liveOrganizations, type _LiveOrganizations } from '../tenants/liveOrganizations';
import { _usageRecorder, type _UsageRecorder } from '../tenants/usageRecorder';
import type { _OpenedResources } from './openedResources';

/** What every change of a message's state goes through, in a server and in a worker alike. @internal */
export interface _LifecyclePorts {
  /** The organizations as the tenant store holds them now (senders' use cases, webhooks). */
  readonly organizations: _LiveOrganizations;
  /** The usage counts, written to the tenant store every second. */
  readonly usage: _UsageRecorder;
  /** The organizations' webhooks. */
  readonly webhooks: _ClientWebhooks;
  /** The storage's state port, each change notified to the organization's webhook and counted in its usage. */
  readonly states: MessageStatePort;
}

/**
 * Opens the lifecycle's ports over `storage`, each closed with `opened`: the live organizations
 * (reread when the tenant store's revision moves), the usage recorder, the client webhooks, and
 * the one state port the acceptance, the worker and the platform's events write.
 *
 * @internal
 */
export async function _openLifecyclePorts(
  storage: _ServerStorage,
  delivery: DeliverySetting | undefined,
  opened: _OpenedResources,
  log: (line: string) => void,
  onError: (error: unknown, source: string) => void,
  metrics: _ServerMetrics | undefined,
): Promise<_LifecyclePorts> {
  const { tenants } = storage;
  const organizations = opened.add(await _liveOrganizations(tenants, 1000, (error) => onError(error, 'tenants')), (live) => live.close());
  const usage = opened.add(_usageRecorder(tenants, (organizationId, outcome, count) => metrics?.usage(organizationId, outcome, count), (error) => onError(error, 'usage')), (recorder) => recorder.close());
  const webhooks = opened.add(_startClientWebhooks(organizations.current, delivery, log), (started) => started.close());
  return { organizations, usage, webhooks, states: usage.counting(webhooks.notifying(storage.states)) };
}
