import { describe, expect, it } from 'vitest';
import type { StoredApiKey } from '@rcs-send/service';
import { _digestOf } from '../tenants/apiKeys';
import { _tenantAuthPort } from './tenantAuthPort';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const KEY = 'rcs_live_0a1b2c3d_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const stored = (overrides: Partial<StoredApiKey> = {}): StoredApiKey => ({ prefix: 'rcs_live_0a1b2c3d', principalId: 'acme', organizationId: null, label: null, createdAt: NOW - 1000, expiresAt: null, revokedAt: null, ...overrides });

/** The auth port over one stored key, looked up by its digest only. */
const portOver = (key: StoredApiKey) => _tenantAuthPort({ keyOf: async (digest) => (digest === _digestOf(KEY) ? key : undefined) }, () => NOW);

describe('the auth port over the tenant store', () => {
  it('should authenticate a stored key as its principal, and nothing else', async () => {
    expect(await portOver(stored()).authenticate(KEY)).toEqual({ id: 'acme' });
    expect(await portOver(stored()).authenticate(`${KEY}x`)).toBeUndefined();
  });

  it('should refuse a key from the millisecond it expires, not one before', async () => {
    expect(await portOver(stored({ expiresAt: NOW + 1 })).authenticate(KEY)).toEqual({ id: 'acme' });
    expect(await portOver(stored({ expiresAt: NOW })).authenticate(KEY)).toBeUndefined();
  });

  it('should refuse a revoked key', async () => {
    expect(await portOver(stored({ revokedAt: NOW - 1 })).authenticate(KEY)).toBeUndefined();
  });
});
