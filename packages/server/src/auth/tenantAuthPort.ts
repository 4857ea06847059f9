import type { AuthPort, Principal, TenantStore } from '@rcs-send/service';
import { _digestOf } from '../tenants/apiKeys';

/**
 * The auth port over the tenant store: a presented key is hashed (SHA-256) and looked up by its
 * digest; a key revoked or past its expiry (at `now()`) is refused. It caches nothing itself (on
 * Redis the reads it is given keep a found key 500 ms, see `_positiveCache`). No secret is
 * ever compared: what the lookup compares is the digest of the presented key, whose timing can
 * only tell an attacker about a hash of their own guess (no step towards a stored key).
 *
 * @internal
 */
export function _tenantAuthPort(tenants: Pick<TenantStore, 'keyOf'>, now: () => number = Date.now): AuthPort {
  return {
    async authenticate(apiKey: string): Promise<Principal | undefined> {
      const stored = await tenants.keyOf(_digestOf(apiKey));
      if (stored === undefined || stored.revokedAt !== null) return undefined;
      if (stored.expiresAt !== null && stored.expiresAt <= now()) return undefined;
      return { id: stored.principalId };
    },
  };
}
