import type { StoredApiKey, TenantStore } from '@rcs-send/service';

/** The reads of each request that the cache answers. @internal */
export type _RequestReads = Pick<TenantStore, 'keyOf' | 'access' | 'isConfigured'>;

/** The most answers kept: past it the cache starts afresh (a bound however many keys are presented). */
const MAX_ENTRIES = 10_000;

/**
 * `tenants`' reads of each request, their positive answers kept `ttlMs` (a key not revoked, an
 * access allowed, a sender known) and their negative ones never: an organization, a sender or a
 * key just added counts at once, while a revocation counts within `ttlMs` on every instance (an
 * expiry is exact: the auth port compares the kept key's `expiresAt` with its clock). Used on
 * Redis, where each read is a round trip; the database is read directly (a few microseconds).
 *
 * @internal
 */
export function _positiveCache(tenants: _RequestReads, ttlMs: number, now: () => number = Date.now): _RequestReads {
  const kept = new Map<string, { readonly until: number; readonly value: unknown }>();
  const remembered = async <T>(key: string, read: () => Promise<T>, positive: (value: T) => boolean): Promise<T> => {
    const entry = kept.get(key);
    if (entry !== undefined && entry.until > now()) return entry.value as T;
    const value = await read();
    if (!positive(value)) kept.delete(key);
    else {
      if (kept.size >= MAX_ENTRIES) kept.clear();
      kept.set(key, { until: now() + ttlMs, value });
    }
    return value;
  };
  return {
    keyOf: (digest) => remembered(`k ${digest}`, () => tenants.keyOf(digest), (key: StoredApiKey | undefined) => key !== undefined && key.revokedAt === null),
    access: (principal, organizationId) => remembered(`a ${organizationId} ${principal.id}`, () => tenants.access(principal, organizationId), (access) => access === 'allowed'),
    isConfigured: (organizationId, from) => remembered(`s ${organizationId} ${from}`, () => tenants.isConfigured(organizationId, from), (known) => known),
  };
}
