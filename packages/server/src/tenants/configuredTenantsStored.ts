import type { TenantStore } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _digestOf } from './apiKeys';

/**
 * A look in `tenants` for the configuration's tenants: resolves true when it holds every
 * organization and every key (by digest, revoked or not: what the store holds of a key the
 * configuration names is its to keep) that `config` brings in, false when one is missing; rejects
 * as the store does. The readiness check `tenants` of a server on Redis, which may have come back
 * empty.
 *
 * @internal
 */
export function _configuredTenantsStored(tenants: Pick<TenantStore, 'organization' | 'keyOf'>, config: Pick<ServerConfig, 'organizations' | 'apiKeys'>): () => Promise<boolean> {
  const organizationIds = config.organizations.map((organization) => organization.id.toLowerCase());
  const digests = config.apiKeys.map(({ apiKey }) => _digestOf(apiKey));
  return async () => {
    const found = await Promise.all([...organizationIds.map((id) => tenants.organization(id)), ...digests.map((digest) => tenants.keyOf(digest))]);
    return found.every((stored) => stored !== undefined);
  };
}
