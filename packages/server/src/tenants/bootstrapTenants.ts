import type { TenantStore } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _configuredPrefix, _digestOf } from './apiKeys';
import { _changeLine } from './changeLog';

const ACTOR = 'configuration';

/**
 * Brings the configuration's tenants into `tenants` where the store lacks them, at each start:
 * an organization not stored is created, in one atomic step (so that an attempt cut short is
 * completed by the next), with its members, senders (and their agents' use cases), webhook, SMS
 * fallback policies (its own and its senders') and starting balance (the ledger's first credit);
 * a key not stored is stored
 * as its SHA-256 digest, under the prefix `config_` and 8 hex digits of that digest, for the
 * first organization listing its principal. Nothing stored is changed: a balance is never
 * refilled, a revoked key stays revoked, and an organization's members, senders, webhook or RCS
 * channel edited in the file are ignored once it is stored (the store is the truth). Each
 * addition is one `tenant-change` line of `log`.
 *
 * @internal
 */
export async function _bootstrapTenants(tenants: TenantStore, config: Pick<ServerConfig, 'organizations' | 'apiKeys'>, log: (line: string) => void, now: () => number = Date.now): Promise<void> {
  for (const organization of config.organizations) {
    const id = organization.id.toLowerCase();
    const webhook = organization.webhook ?? null;
    const ownPolicies = organization.smsFallbacks ?? {};
    const senders = organization.senders.map((sender) => ({ id: sender, useCase: organization.useCases?.[sender] ?? 'TRANSACTIONAL', smsFallback: ownPolicies[sender] ?? null }));
    const created = await tenants.addOrganization({ id, rcsChannel: organization.rcsChannel ?? true, webhook, balance: organization.balance, members: organization.members, senders, smsFallback: organization.smsFallback ?? null }, now());
    if (!created) continue;
    const smsFallback = organization.smsFallback === undefined ? 'none' : organization.smsFallback.enabled ? 'on' : 'off';
    log(_changeLine(ACTOR, 'add-org', { organizationId: id, balance: organization.balance, rcsChannel: organization.rcsChannel ?? true, senders: organization.senders.length, webhook: webhook !== null, smsFallback, senderSmsFallbacks: Object.keys(ownPolicies).length }));
  }
  for (const { apiKey, principalId } of config.apiKeys) {
    const digest = _digestOf(apiKey);
    const owner = config.organizations.find((organization) => organization.members.includes(principalId));
    const key = { digest, prefix: _configuredPrefix(digest), principalId, organizationId: owner?.id.toLowerCase() ?? null, label: 'from the configuration', createdAt: now(), expiresAt: null, revokedAt: null };
    if (await tenants.addKey(key)) log(_changeLine(ACTOR, 'add-key', { prefix: key.prefix, principalId, organizationId: key.organizationId }));
  }
}
