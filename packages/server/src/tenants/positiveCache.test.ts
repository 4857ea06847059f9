import { describe, expect, it } from 'vitest';
import type { OrganizationAccess, StoredApiKey } from '@rcs-send/service';
import { _positiveCache } from './positiveCache';

const KEY: StoredApiKey = { prefix: 'rcs_live_0a1b2c3d', principalId: 'acme', organizationId: null, label: null, createdAt: 0, expiresAt: null, revokedAt: null };

describe('the positive cache of a request\'s tenant reads', () => {
  it('should keep a found key, an allowed access and a known sender for the TTL, not a millisecond more', async () => {
    let time = 0;
    let reads = 0;
    let key: StoredApiKey | undefined = KEY;
    const cache = _positiveCache({ keyOf: async () => (reads++, key), access: async () => 'allowed', isConfigured: async () => true }, 500, () => time);
    expect(await cache.keyOf('d')).toBe(KEY);
    key = { ...KEY, revokedAt: 1 };
    time = 499;
    expect(await cache.keyOf('d')).toBe(KEY);
    time = 500;
    expect((await cache.keyOf('d'))?.revokedAt).toBe(1);
    expect(reads).toBe(2);
  });

  it('should never keep a miss, a revoked key, a refused access or an unknown sender', async () => {
    let reads = 0;
    let access: OrganizationAccess = 'forbidden';
    let known = false;
    let key: StoredApiKey | undefined;
    const cache = _positiveCache({ keyOf: async () => (reads++, key), access: async () => access, isConfigured: async () => known }, 60_000, () => 0);
    expect(await cache.keyOf('d')).toBeUndefined();
    key = { ...KEY, revokedAt: 5 };
    expect((await cache.keyOf('d'))?.revokedAt).toBe(5);
    key = KEY;
    expect(await cache.keyOf('d')).toBe(KEY); // added: counts at once
    expect(reads).toBe(3);
    expect(await cache.access({ id: 'acme' }, 'o')).toBe('forbidden');
    access = 'allowed';
    expect(await cache.access({ id: 'acme' }, 'o')).toBe('allowed');
    expect(await cache.isConfigured('o', 's')).toBe(false);
    known = true;
    expect(await cache.isConfigured('o', 's')).toBe(true);
  });
});
