import type { MemoryApiKey, StoredApiKey, TenantOrganization, TenantStore } from '@rcs-send/service';
import { _digestOf } from './apiKeys';

/** The ledger entries read to sum an organization's credits: far more than its top-ups ever are; past it the sum is not known. */
const LEDGER_READ = 10_000;

/** The credits of an organization's ledger: their sum, and the starting balance it was created with. */
interface StoredCredits {
  /** Every credit: the starting balance, the top-ups (and SMS charges given back). */
  readonly total: number;
  /** The starting balance, the ledger's first entry. */
  readonly starting: number;
}

/** A key of the configuration and what the store holds for it. */
interface StoredKey {
  /** The key as configured (never printed: its digest is what the store knows). */
  readonly configured: MemoryApiKey;
  /** The stored key of its digest, or undefined when the store lacks it. */
  readonly stored: StoredApiKey | undefined;
}

/** What the store holds of an organization the banner shows, read back after the configuration was brought in. @internal */
export interface _StoredTenant {
  /** The organization, or undefined when the store lacks it. */
  readonly organization: TenantOrganization | undefined;
  /** Units it has left. */
  readonly balance: number;
  /** Its credits, or undefined when its ledger is longer than the server reads at start. */
  readonly credits: StoredCredits | undefined;
  /** The configuration's keys, each with what the store holds of it. */
  readonly keys: readonly StoredKey[];
}

/**
 * Reads back from `tenants` the organization `organizationId` (its senders, webhook, SMS
 * fallback), its balance and credits, and the stored record of each of `configuredKeys` (by
 * digest): the store is the truth, and the banner prints what it holds. Rejects as the store
 * does (Redis unreachable, or not yet holding the configuration).
 *
 * @internal
 */
export async function _readStoredTenant(tenants: TenantStore, organizationId: string, configuredKeys: readonly MemoryApiKey[]): Promise<_StoredTenant> {
  const id = organizationId.toLowerCase();
  const [organization, balance, ledger, keys] = await Promise.all([
    tenants.organization(id),
    tenants.balanceOf(id),
    tenants.ledgerTail(id, LEDGER_READ),
    Promise.all(configuredKeys.map(async (configured) => ({ configured, stored: await tenants.keyOf(_digestOf(configured.apiKey)) }))),
  ]);
  const [first] = ledger;
  const credits = first === undefined || ledger.length >= LEDGER_READ ? undefined : { total: ledger.reduce((sum, entry) => sum + entry.units, 0), starting: first.units };
  return { organization, balance, credits, keys };
}
