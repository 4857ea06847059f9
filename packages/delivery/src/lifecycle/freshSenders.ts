import type { SenderPort, TenantStore } from '@rcs-send/service';
import type { _LiveOrganizations } from './liveOrganizations';

/**
 * The sender port of the acceptance over `tenants`, which keeps `organizations` fresh for the
 * engine: a sender the store knows but the last read of the organizations does not (added a
 * moment ago) makes it read them again before the message is accepted, so that its first
 * message already declares the traffic type of its agent's use case. Costs nothing otherwise.
 *
 * @internal
 */
export function _freshSenders(tenants: Pick<TenantStore, 'isConfigured'>, organizations: Pick<_LiveOrganizations, 'knows' | 'refresh'>): SenderPort {
  return {
    async isConfigured(organizationId, from) {
      const known = await tenants.isConfigured(organizationId, from);
      if (known && !organizations.knows(organizationId, from)) await organizations.refresh();
      return known;
    },
  };
}
