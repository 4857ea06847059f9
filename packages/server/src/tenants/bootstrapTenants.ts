import type { TenantStore } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _configuredPrefix, _digestOf } from './apiKeys';
import { _changeLine } from './changeLog';

const ACTOR = 'configuration';

/**
 * Brings the configuration's tenants into `tenants` where the store lacks them, at each start:
 * an organization not stored is created with its members, senders (and their agents' use
 * cases), webhook, SMS fallback policies (its own and its senders') and starting balance (the
 * ledger's first credit); a key not stored is stored
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
    if (!(await tenants.addOrganization({ id, rcsChannel: organization.rcsChannel ?? true, webhook, balance: organization.balance }, now()))) continue;
    for (const member of organization.members) await tenants.addMember(id, member);
    for (const sender of organization.senders) await tenants.addSender(id, { id: sender, useCase: organization.useCases?.[sender] ?? 'TRANSACTIONAL' });
    const fallbacks = Object.entries(organization.smsFallbacks ?? {});
    if (organization.smsFallback !== undefined) await tenants.setSmsFallback(id, null, organization.smsFallback);
    for (const [sender, policy] of fallbacks) await tenants.setSmsFallback(id, sender, policy);
    const smsFallback = organization.smsFallback === undefined ? 'none' : organization.smsFallback.enabled ? 'on' : 'off';
    log(_changeLine(ACTOR, 'add-org', { organizationId: id, balance: organization.balance, rcsChannel: organization.rcsChannel ?? true, senders: organization.senders.length, webhook: webhook !== null, smsFallback, senderSmsFallbacks: fallbacks.length }));
  }
  for (const { apiKey, principalId } of config.apiKeys) {
    const digest = _digestOf(apiKey);
    const owner = config.organizations.find((organization) => organization.members.includes(principalId));
    const key = { digest, prefix: _configuredPrefix(digest), principalId, organizationId: owner?.id.toLowerCase() ?? null, label: 'from the configuration', createdAt: now(), expiresAt: null, revokedAt: null };
    if (await tenants.addKey(key)) log(_changeLine(ACTOR, 'add-key', { prefix: key.prefix, principalId, organizationId: key.organizationId }));
  }
}
