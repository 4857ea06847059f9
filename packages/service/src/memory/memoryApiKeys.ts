import type { NewApiKey, StoredApiKey, TenantStore } from '../ports/tenants';

/** The API keys of the memory tenant store: what {@link TenantStore} answers of them. @internal */
export type _MemoryApiKeys = Pick<TenantStore, 'keyOf' | 'revokeKeys' | 'keysOf'> & {
  /** Stores `key` unless its digest is stored: true when it stored it. */
  add(key: NewApiKey): boolean;
};

/** What is stored of a key: what names and limits it, never more. */
const storedOf = ({ prefix, principalId, organizationId, label, createdAt, expiresAt, revokedAt }: StoredApiKey): StoredApiKey => ({ prefix, principalId, organizationId, label, createdAt, expiresAt, revokedAt });

/**
 * API keys by their SHA-256 digest (never the key), in this process's memory: looked up by
 * digest, revoked by digest or by prefix (each active key once), listed per organization by
 * creation, then prefix.
 *
 * @internal
 */
export function _memoryApiKeys(): _MemoryApiKeys {
  const byDigest = new Map<string, StoredApiKey>();
  const revoked = (digest: string, key: StoredApiKey, at: number): StoredApiKey => {
    const next = { ...key, revokedAt: at };
    byDigest.set(digest, next);
    return next;
  };
  return {
    add(key) {
      if (byDigest.has(key.digest)) return false;
      byDigest.set(key.digest, storedOf(key));
      return true;
    },
    keyOf: async (digest) => byDigest.get(digest),
    async revokeKeys(match, at) {
      const matching = [...byDigest].filter(([digest, key]) => ('digest' in match ? digest === match.digest : key.prefix === match.prefix));
      return matching.filter(([, key]) => key.revokedAt === null).map(([digest, key]) => revoked(digest, key, at));
    },
    async keysOf(organizationId) {
      return [...byDigest.values()].filter((key) => key.organizationId === organizationId).sort((a, b) => a.createdAt - b.createdAt || (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
    },
  };
}
